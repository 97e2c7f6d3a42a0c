import { defineMessages } from '../../lib/i18n/messages'

/** The list's rarer notes: they load with list-notes.tsx, not on the first load. */
export const listNotesMessages = defineMessages('listNotes', {
  availableNone: 'No available animals',
  pendingNone: 'No pending animals',
  soldNone: 'No adopted animals',
  noneWithStatus: 'None of the animals has the status “{status}”.',
  showAll: 'Show all animals',
  noneYet: 'No animals yet',
  noneYetText: 'Animals added to the service will be listed here.',
  clearSearch: 'Clear search',
  sentMore:
    'The server sent {sent} animals where {limit} were asked for; the first {limit} are shown.',
  offline: 'Offline: showing the rows loaded at {time}',
  loadedAt: 'The list below is the one loaded at {time}.',
})
