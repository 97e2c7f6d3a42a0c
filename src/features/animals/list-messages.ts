import { defineMessages } from '../../lib/i18n/messages'

/**
 * The animals list's words, on the first load: the page, its table and
 * summary, Find, and the saved-view buttons above it. The notes only some
 * states show and the views dialogs bring their own words when they load.
 */
export const listMessages = defineMessages('list', {
  title: 'Animals',
  add: 'Add animal',
  import: 'Import animals',
  options: 'List options',
  filters: 'Filters',
  filtersSet: { one: '{count} set', other: '{count} set' },
  status: 'Status',
  all: 'All',
  pageSize: 'Page size',
  findInList: 'Find in list',
  findHint: 'Name, ID or category · press / to jump here',
  findById: 'Find an animal by ID',
  animalId: 'Animal ID',
  find: 'Find',
  idEmpty: 'Enter an animal ID',
  idNotWhole: 'An animal ID is a whole number, like 42',
  idTooLarge: 'That number is too large to be an animal ID',
  savedViews: 'Saved views',
  saveView: 'Save view',
  manageViews: 'Manage views',
  viewsFailed:
    'The views dialog could not load. Check your connection and try again.',
  table: 'Animals table',
  id: 'ID',
  name: 'Name',
  category: 'Category',
  idInline: 'ID {id}',
  loading: 'Loading…',
  loadingAnimals: 'Loading animals…',
  loadFailed: 'Couldn’t load the animals',
  refreshFailed: 'Couldn’t refresh the animals',
  updating: 'Updating…',
  showing: {
    one: 'Showing {count} animal.',
    other: 'Showing {count} animals.',
  },
  showingStatus: {
    one: 'Showing {count} animal with status “{status}”.',
    other: 'Showing {count} animals with status “{status}”.',
  },
  moreLarger: 'There may be more: choose a larger page size to see them.',
  moreAtMost:
    'There may be more: the API lists at most {max} animals per request, by status.',
  sorted: {
    one: 'Sorted by {key} ({order}): sorting applies to the {count} animal loaded, not to all animals.',
    other:
      'Sorted by {key} ({order}): sorting applies to the {count} animals loaded, not to all animals.',
  },
  // A sort's key and its two orders; the category's follow what the column shows.
  idSort: 'ID',
  idUp: 'lowest first',
  idDown: 'highest first',
  nameSort: 'name',
  nameUp: 'A to Z',
  nameDown: 'Z to A',
  categorySort: 'category',
  categoryUp: 'IDs, then names A to Z',
  categoryDown: 'names Z to A, then IDs',
  statusSort: 'status',
  statusUp: 'available, pending, adopted',
  statusDown: 'adopted, pending, available',
  noMatch: "No loaded rows match '{q}'.",
  matchOfOne: "{count} of {total} loaded row matches '{q}'.",
  matches: {
    one: "{count} of {total} loaded rows matches '{q}'.",
    other: "{count} of {total} loaded rows match '{q}'.",
  },
  searchesLoaded:
    'Only loaded rows are searched: choose a larger page size or another status to search more.',
  // At the largest page size a larger one is no help: what is.
  searchesAtMost:
    'Only loaded rows are searched: to find others, choose a Status, or look one up by Animal ID.',
  clearSorting: 'Clear sorting',
  exportCsv: 'Export CSV',
  printCards: 'Print cards',
  exportsMatching: {
    one: 'Exports the {count} matching row only',
    other: 'Exports the {count} matching rows only',
  },
  exportsLoaded: {
    one: 'Exports the {count} loaded row only',
    other: 'Exports the {count} loaded rows only',
  },
  justNow: 'Updated just now · refreshing…',
  minutesAgo: 'Updated {minutes} min ago · refreshing…',
  hoursAgo: 'Updated {hours} h ago · refreshing…',
})
