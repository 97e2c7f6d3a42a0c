import { defineMessages } from '../../../../lib/i18n/messages'

/**
 * A litter on the add form: its check, its progress as an import, and why it
 * could not start. A row's outcome is keyed by its machine value; what the
 * import's check and runner wrote about a row is shown as it came.
 */
export const litterMessages = defineMessages('litter', {
  checking: 'Checking…',
  checkNames: 'Check names',
  cancel: 'Cancel',
  checkFailed: 'The names could not be checked: {message} Nothing was added.',
  tooManyNames:
    'These are {count} names: a litter is an import, and an import takes at most {max}. Nothing was checked or sent; add them in parts of up to {max}.',
  namesTooLarge:
    'These names are {size} MB: a litter is an import, and an import reads at most {limit} MB. Nothing was checked or sent; add them in smaller parts.',
  noRoomInTab:
    'The litter did not start: it is too large for this tab’s storage. Your API key is kept for this tab only, so its imports are kept here too. Nothing was sent. Tick Remember on this device in Settings, or add fewer names at a time.',
  notStarted:
    'The litter did not start: another import for this server and key is not finished, or the browser refused to keep it. Nothing was sent.',

  heading: 'Litter',
  finished:
    'Litter finished: {added} added, {refused} refused, {unknown} unknown.',
  cancelled:
    'Litter cancelled: {added} added, {refused} refused, {unknown} unknown.',
  paused: 'Litter paused: {added} of {total} added.',
  running: 'Adding the litter: {added} of {total} added.',
  rowAdded: '{name} · ID {link}',
  rowOutcome: '{name} · {outcome}',
  leftOut: 'left out',
  skipped: 'skipped: {message}',
  skippedProblems: 'skipped: it has problems.',
  // Not "pending": that is an animal's status.
  pending: 'to send',
  sending: 'sending',
  added: 'added',
  refused: 'refused',
  unknown: 'unknown',
  'not-sent': 'not sent',
  resend: 'to send again',
  isImport: 'It goes on if you leave this page. {link}',
  why: 'Why?',
  whyImport:
    'A litter is an import. It is sent at your plan’s pace, each name once, and goes on in this browser after you leave this page.',
  followInImport: 'Follow it in Import',

  blockedRunning:
    'An import for this server and key is not finished ({added} of {total} added, running). A litter is an import too, so it can start once that one is finished or cancelled.',
  blockedPaused:
    'An import for this server and key is not finished ({added} of {total} added, paused). A litter is an import too, so it can start once that one is finished or cancelled.',
  openUnfinished: 'Open the unfinished import',

  names: { other: 'Litter: {count} names' },
  latestProblem:
    'The latest 100 animals could not be read, so names were compared only with what this browser holds: {problem}',
  namePages: 'Pages of names',
  includeRow: 'Include row {row}',
  include: 'Include',
  toAdd: '{count} to add.',
  toAddLeftOut: {
    other: '{toAdd} to add, {count} left out as possible duplicates.',
  },
  replaces:
    'This replaces the finished import shown in Import; what it added stays in Activity.',
  addAnimals: { one: 'Add {count} animal', other: 'Add {count} animals' },
})
