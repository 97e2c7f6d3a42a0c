import { speaker } from '../../../lib/i18n/speaker'
import { defineMessages, type Say } from '../../../lib/i18n/messages'

/** Settings → Categories. The file's machine form (id, name, JSON keys) stays English. */
export const categoriesMessages = defineMessages('categories', {
  settings: 'Settings',
  title: 'Categories',
  intro:
    'The API knows categories only by number. Name them here and the list, animal pages and imports show “Dogs · 1”; the add form and imports accept the name. Kept in this browser for {connection}, and shared by its tabs.',
  none: 'No categories are named yet: IDs show as numbers.',
  demoDefaults:
    'These are the demo’s sample names for its animals; adding or removing one makes the list yours.',
  buildDefaults:
    'These are this build’s defaults; adding or removing one makes the list yours.',
  removed: 'Removed {category}.',
  added: 'Added {name} · {id}.',
  categoryId: 'Category ID',
  categoryName: 'Category name',
  add: 'Add category',
  tableName: 'Named categories',
  id: 'ID',
  name: 'Name',
  actions: 'Actions',
  remove: 'Remove',
  share: 'Share the list',
  shareIntro:
    'Export the list as a file and import it in another browser, so one person can set the names up for a team.',
  exportJson: 'Export JSON',
  exportCsv: 'Export CSV',
  importFile: 'Import a categories file',
  importHint:
    'JSON as exported here, or CSV with the columns id and name. Nothing changes until you choose how to use it.',
  preview: {
    one: '{file}: {count} category to use.',
    other: '{file}: {count} categories to use.',
  },
  previewLeftOut: {
    one: '{file}: {categories}, {count} line left out.',
    other: '{file}: {categories}, {count} lines left out.',
  },
  toUse: { one: '{count} category to use', other: '{count} categories to use' },
  addToList: 'Add to the list',
  replaceList: 'Replace the list',
  replaced: {
    one: 'The list is now the {count} category from {file}.',
    other: 'The list is now the {count} categories from {file}.',
  },
  addedFrom: {
    one: 'Added {count} category from {file}.',
    other: 'Added {count} categories from {file}.',
  },
  fileTooLarge:
    '{file} is {size} MB: a categories file may be at most {limit} MB. Nothing was read, and the list is unchanged.',
  tooManyLines:
    '{file} has {count} categories: a categories file may have at most {max}. Nothing was read, and the list is unchanged.',
  unreadable:
    'Could not read {file}. The list is unchanged; check the file and choose it again.',
  unreadableWhy:
    'Could not read {file}: {why}. The list is unchanged; check the file and choose it again.',
  fileEmpty: 'This file is empty.',
  fileNotJson:
    'This file is not valid JSON. Export a list from Settings → Categories to see the format.',
  fileNoList: 'This JSON has no list of categories: expected {example}.',
  lineUnreadable:
    'This line has a character that could not be read (shown as �). Save the file as UTF-8 and choose it again.',
  atLine: 'Line {line}: {problem}',
  atEntry: 'Entry {entry}: {problem}',
  atPair: '{name} · {id}: {problem}',
})

export type CategoriesSay = Say<typeof categoriesMessages.english>

/** The messages in English, for code that runs outside a component (and its tests). */
export const englishCategories: CategoriesSay = speaker(categoriesMessages)
