import { speaker } from '../../../lib/i18n/speaker'
import { defineMessages } from '../../../lib/i18n/messages'
import {
  formProblemText,
  type PetFormSay,
} from '../../../lib/pets/pet-form-messages'
import type { Speak } from '../../../lib/i18n/use-messages'
import type { Duplicate, Finding, RowProblem } from './check-codes'

/**
 * What Check rows found, and what Check the list found of an Unknown row.
 * Status values and column names are the file's machine form: they stay as
 * they are in every language.
 */
export const checkMessages = defineMessages('check', {
  // The counts of a check, said one after another: "3 ready, 2 with problems".
  ready: { one: '{count} ready', other: '{count} ready' },
  withProblems: {
    one: '{count} with problems',
    other: '{count} with problems',
  },
  leftOutCount: {
    one: '{count} left out as a possible duplicate',
    other: '{count} left out as possible duplicates',
  },
  cannotRead: 'These rows cannot be read',
  stale:
    'The rows changed since they were checked. Check rows again before importing.',
  ignoredColumns: {
    one: 'Ignored a column the service has no field for: {columns}.',
    other: 'Ignored columns the service has no field for: {columns}.',
  },
  latestProblem:
    'Could not load the latest 100 animals to compare with: {problem} The rows were compared only with the lists already loaded and with Activity.',
  skippedHint:
    'Rows with problems are skipped. Fix them in {rows} and check again to include them.',
  rows: 'Rows',
  duplicatesHint:
    'A row with the same name and category as an animal already listed, sent from this browser, or in an earlier row is left out. It could add that animal twice, for good. Tick {include} on a row to send it anyway.',
  include: 'Include',
  includeRow: 'row {row}',
  column: 'Check',
  rowReady: 'Ready',
  problemLabel: 'Problem:',
  duplicateOfId: 'Possible duplicate of {id}',
  duplicateOfIdIncluded: 'Possible duplicate of {id}.',
  duplicateOfIdLeftOut: 'Possible duplicate of {id}: left out.',
  duplicateOfRow: 'Possible duplicate of row {row}',
  duplicateOfRowIncluded: 'Possible duplicate of row {row}.',
  duplicateOfRowLeftOut: 'Possible duplicate of row {row}: left out.',
  id: 'ID {id}',
  ids: { one: 'ID {ids}', other: 'IDs {ids}' },
  // A row's problems.
  quoteUnclosed:
    'A quote (") opened in this row is never closed, so the rest of the text was read into it. Close the quote or remove it.',
  quoteMisplaced:
    'A quote (") in this row is out of place. Put quotes around the whole cell, or remove them.',
  tooFewCells: {
    one: 'This row has {count} cell but the header has {columns}: a separator may be missing.',
    other:
      'This row has {count} cells but the header has {columns}: a separator may be missing.',
  },
  tooManyCells: {
    one: 'This row has {count} cell but the header has {columns}: a name with a comma needs quotes around it.',
    other:
      'This row has {count} cells but the header has {columns}: a name with a comma needs quotes around it.',
  },
  unreadable:
    'This row has a character that could not be read (shown as �), so a name may be damaged. Type it again here, or save the file as “CSV UTF-8” and choose it again.',
  status: 'Status must be one of {statuses}, or left empty',
  statusWords: 'Available, Pending or Adopted',
  noCategory:
    "No category named '{name}': add it in Settings → Categories, or give its ID as a whole number",
  leftOut: 'Left out: {duplicate}',
  // What Check the list found.
  foundNone:
    'Not found among the latest 100 animals: it was probably not added. Send it again if you still want it.',
  foundOlder: {
    one: 'Not added, as far as the list shows. The only animal with this name and category among the latest 100 ({ids}) was there before this import sent it, or came from another send. Send it again if you still want it.',
    other:
      'Not added, as far as the list shows. The only animals with this name and category among the latest 100 ({ids}) were there before this import sent it, or came from another send. Send it again if you still want it.',
  },
  foundAdded: {
    one: 'Added as {ids}.',
    other:
      'Found {count} animals with this name and category added since this import started: {ids}. This row’s request may have reached the server more than once (a browser can resend it over a dropped connection), or someone else added one. Look at each before doing anything.',
  },
  foundMaybe: {
    one: 'An animal with this name and category exists: {ids}. It may be an older one.',
    other:
      'Animals with this name and category exist: {ids}. Each may be an older one.',
  },
})

export type CheckSay = Speak<typeof checkMessages.english>['t']

/** For the add form's litter, which does not speak through the catalog yet. */
export const englishCheck: CheckSay = speaker(checkMessages)

/** "Possible duplicate of ID 123", "Possible duplicate of row 2". Row numbers are a spreadsheet's: not grouped. */
export function duplicateText(t: CheckSay, duplicate: Duplicate): string {
  return 'id' in duplicate
    ? t('duplicateOfId', { id: t('id', { id: duplicate.id }) })
    : t('duplicateOfRow', { row: String(duplicate.row) })
}

/** A row's problem in words; the add form's rules in theirs (`form`). */
export function problemText(
  t: CheckSay,
  form: PetFormSay,
  problem: RowProblem,
): string {
  switch (problem.problem) {
    case 'quote-unclosed':
      return t('quoteUnclosed')
    case 'quote-misplaced':
      return t('quoteMisplaced')
    case 'unreadable':
      return t('unreadable')
    case 'too-few-cells':
    case 'too-many-cells':
      return t(
        problem.problem === 'too-few-cells' ? 'tooFewCells' : 'tooManyCells',
        { count: problem.cells, columns: problem.columns },
      )
    case 'name-empty':
      return formProblemText(form, 'name-empty')
    case 'status':
      return t('status', { statuses: t('statusWords') })
    case 'no-category':
      return t('noCategory', { name: problem.name })
    case 'category-id':
      return formProblemText(form, `category-id-${problem.why}`)
    case 'rule':
      return problem.message
    case 'left-out':
      return t('leftOut', { duplicate: duplicateText(t, problem.duplicate) })
  }
}

/** "ID 5", "IDs 5, 6": ids exactly as the server gave them. */
function idsText(t: CheckSay, ids: readonly string[]): string {
  return t('ids', { count: ids.length, ids: ids.join(', ') })
}

/** What Check the list found of a row, in words. */
export function findingText(t: CheckSay, finding: Finding): string {
  if (finding.kind === 'none') return t('foundNone')
  const values = { count: finding.ids.length, ids: idsText(t, finding.ids) }
  switch (finding.kind) {
    case 'older':
      return t('foundOlder', values)
    case 'added':
      return t('foundAdded', values)
    case 'maybe':
      return t('foundMaybe', values)
  }
}
