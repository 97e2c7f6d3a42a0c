import { defineMessages } from '../../lib/i18n/messages'

/** The Overview: counts by status and category, and what changed since the last look. */
export const overviewMessages = defineMessages('overview', {
  title: 'Overview',
  cost: 'This page costs at most four requests: 100 animals of each status, and the latest 100 of all. Lists loaded in the last 30 seconds are not asked for again.',
  refresh: 'Refresh',
  loading: 'Loading the figures…',
  loadedAt: 'Figures loaded at {time}.',
  refreshing: 'Figures loaded at {time} · refreshing…',
  offline: 'Offline: showing the figures loaded at {time}.',
  loadFailed: 'Couldn’t load the figures',
  refreshFailed: 'Couldn’t refresh the figures',
  byStatus: 'By status',
  hundredOrMore: '100 or more',
  noStatus: 'No status',
  noStatusWhere: 'among the latest 100',
  notLoaded: 'not loaded',
  byCategory: 'By category',
  chartLabel:
    'Bar chart of animals by category and status. The table below gives its figures.',
  legend: 'Status',
  tableName: 'Animals by category and status',
  category: 'Category',
  total: 'Total',
  allCategories: 'All categories',
  barTitle: '{category}: {status} {count}',
  window:
    'The API gives no totals. Lists that held 100 animals ({lists}) are counted only as far as the 100 the server sent.',
  allAnimals: 'all animals',
  since: 'Since you last looked',
  sinceHelp:
    '“Since you last looked” means since the last Mark as seen ({time}). Until then these changes stay, across reloads{tabs}.',
  sinceHelpTabs: ' and in other tabs',
  keptDevice:
    'Kept on this device for this server and key; Forget key in Settings clears it.',
  keptTab:
    'Kept in this tab only, as the key is; Forget key in Settings clears it.',
  demoYesterday:
    'In the demo, the first look compares with a “yesterday” the demo sets up.',
  firstLook:
    'Nothing to compare yet: this is the first look with this connection. The desk has noted what this page shows, and changes will appear here next time.',
  noKey: 'Nothing is noted without an API key.',
  noChanges: 'Nothing changed among the animals both looks hold.',
  onlyBoth:
    'It compares only what both looks hold: up to 100 animals of each status, and the latest 100 of all.',
  markAsSeen: 'Mark as seen',
  marked: 'Marked as seen. Changes from now on will show here.',
  newHeading: 'New',
  notSeenHeading: 'Not among those seen before',
  notSeenWhy:
    'A list held 100 animals, so an older animal may have moved into view: these are not necessarily new.',
  changedHeading: 'Status changed',
  changedFromTo: 'from {from} to {to}',
  goneHeading: 'No longer listed',
  goneWindowHeading: 'No longer among the 100 the server sent',
  addedHere: 'added here',
  animalId: 'ID {id}',
  waitingForAll: 'Changes show once all four lists have loaded.',
})
