import { defineMessages } from '../../lib/i18n/messages'

/** The Activity page: what this browser sent and what the server answered. */
export const activityMessages = defineMessages('activity', {
  title: 'Activity',
  intro:
    'What this browser sent that could change data, and what the server answered.',
  introWhy:
    'Each animal added, each import row and each resend is listed. It shows what this browser sent, not what others did: the API keeps no history a client can read.',
  noKeyTitle: 'No API key',
  noKeyText:
    'Without a key nothing can be sent, so there is nothing to show. {link}.',
  enterKey: 'Enter the API key in Settings',
  keptDevice:
    'Kept on this device for {connection} with this key; {forgetKey} in Settings clears it. At most the last {max} entries are kept: the oldest are dropped first.',
  keptTab:
    'Kept in this tab only for {connection} with this key; {forgetKey} in Settings clears it. At most the last {max} entries are kept: the oldest are dropped first.',
  forgetKey: 'Forget key',
  dropped: {
    one: '{count} older entry was dropped.',
    other: '{count} older entries were dropped.',
  },
  unreadable: {
    one: '{count} stored entry could not be read (damaged, or written by another version) and is not shown.',
    other:
      '{count} stored entries could not be read (damaged, or written by another version) and are not shown.',
  },
  loading: 'Loading the activity…',
  emptyTitle: 'Nothing sent yet',
  emptyText:
    'Animals added or imported from this browser with this connection will be listed here.',
  summary: {
    one: '{count} entry, newest first.',
    other: '{count} entries, newest first.',
  },
  exportCsv: 'Export CSV',
  tableRegion: 'Sent from this browser, table',
  caption: 'Sent from this browser',
  time: 'Time',
  animal: 'Animal',
  category: 'Category',
  outcome: 'Outcome',
  unnamed: 'Unnamed',
  waiting: 'Waiting',
  sending: 'Sending',
  added: 'Added',
  refused: 'Refused',
  unknown: 'Unknown',
  addedId: '{outcome} · ID {id}',
  refusedSaid: '{outcome}: {message}',
  unknownText:
    // Not "no answer came": a 500 is an answer, and its words follow.
    '{outcome}: it may or may not have been added. {message}',
  waitingFor: '{outcome} for the rate limit to pass',
  waitingSaid: '{outcome}: {message}',
  waitingHeld:
    "{outcome}: Held by the server's rate limit; not processed. {message}",
  sendingNow: '{outcome}…',
})
