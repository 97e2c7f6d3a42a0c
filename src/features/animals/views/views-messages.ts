import { defineMessages } from '../../../lib/i18n/messages'
import type { Speak } from '../../../lib/i18n/use-messages'

/**
 * Save view and Manage views: they load with their dialog, so their words
 * do too. The buttons that open them speak through the list's messages.
 * A views file keeps its machine form: field names and values stay English.
 */
export const viewsMessages = defineMessages('views', {
  keeps: 'It keeps what the list shows now:',
  viewName: 'View name',
  nameHint: 'For example: Available cats',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Saved the view ‘{name}’: it is listed above the filters.',
  allStatuses: 'All statuses',
  withStatus: 'Status {status}',
  perPage: '{limit} a page',
  sortedBy: 'Sorted by {key}, {order}',
  findsLoaded: 'Find ‘{q}’: searches the loaded rows only, not all animals',
  nameEmpty: 'Enter a name for the view',
  nameLong: 'View name is too long: at most {max} characters',
  nameTaken: 'A view named ‘{name}’ is already saved: choose another name',
  nameEarlier:
    'A view named ‘{name}’ is earlier in the file: choose another name',
  keptFor:
    'Kept in this browser for {connection}, and shared by its tabs. Each view is a plain link: bookmark it or send it to a colleague.',
  noneSaved: 'No views are saved. Save one from the list with {saveView}.',
  rename: 'Rename',
  renameView: 'Rename {name}',
  delete: 'Delete',
  deleteView: 'Delete {name}',
  deleted: 'Deleted the view ‘{name}’.',
  newName: 'New name for ‘{name}’',
  saveName: 'Save name',
  renamed: 'Renamed ‘{from}’ to ‘{to}’.',
  close: 'Close',
  share: 'Share the views',
  shareIntro:
    'Export them as a file and import it in another browser, so one person can set the views up for a team.',
  exportViews: 'Export views',
  importFile: 'Import a views file',
  importHint:
    'JSON as exported here. Nothing changes until you choose how to use it.',
  unreadable:
    'Could not read {file}. The saved views are unchanged; check the file and choose it again.',
  toUse: { one: '{count} view to use', other: '{count} views to use' },
  preview: {
    one: '{file}: {count} view to use.',
    other: '{file}: {count} views to use.',
  },
  previewLeftOut: {
    one: '{file}: {views}, {count} entry left out.',
    other: '{file}: {views}, {count} entries left out.',
  },
  addToSaved: 'Add to the saved views',
  replaceSaved: 'Replace the saved views',
  replaced: {
    one: 'The saved views are now the {count} view from {file}.',
    other: 'The saved views are now the {count} views from {file}.',
  },
  added: {
    one: 'Added {count} view from {file}.',
    other: 'Added {count} views from {file}.',
  },
  fileEmpty: 'This file is empty.',
  fileTooLarge:
    'This file is {size} MB: a views file may be at most {limit} MB. Nothing was read.',
  tooManyViews:
    'This file has {count} views: a views file may have at most {max}. Nothing was read; split it, or remove views.',
  tooManySaved:
    'Nothing was added: with this file there would be {count} saved views (now {saved}), and at most {max} are kept. Delete some views, or replace the saved views with the file.',
  refused: 'Could not use {file}: {problem} The saved views are unchanged.',
  notJson:
    'This file is not valid JSON. Export your views from Manage views to see the format.',
  noList: 'This JSON has no list of views: expected {example}.',
  entry: 'Entry {number}: {problem}',
  named: '‘{name}’: {problem}',
  notAView: 'expected a view such as {example}',
  noName: 'the view has no name',
  unknownField: 'unknown field ‘{field}’ (a view has {fields})',
  lostCharacter:
    'it has a character that could not be read (shown as �). Save the file as UTF-8 and choose it again',
  badStatus: 'status {value} is not one of {values}',
  badLimit: 'page size {value} is not one of {values}',
  badSort:
    'sort {value} is not one of {values} (with a leading - for the reverse order)',
  badFind: 'the Find text (q) must be text',
  differentKept:
    '‘{name}’: a different view named ‘{saved}’ is already saved, and is kept',
})

export type ViewsSay = Speak<typeof viewsMessages.english>['t']
