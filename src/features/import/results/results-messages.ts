import { defineMessages } from '../../../lib/i18n/messages'
import type { Speak } from '../../../lib/i18n/use-messages'
import type { PetFormSay } from '../../../lib/pets/pet-form-messages'
import {
  type CheckSay,
  findingText,
  problemText,
} from '../check/check-messages'
import type { JobRow, PauseReason } from '../job/import-job'

/**
 * An import as it goes and once done. The results file keeps its column
 * names and outcome values in English (results-csv.ts): a file exported in
 * one language imports in another.
 */
export const resultsMessages = defineMessages('results', {
  copyHeading: 'Copy of an import from another tab',
  elsewhereHeading: 'Import running in another tab',
  previousVersionHeading: 'Import running in a tab of the previous version',
  pausing: 'Pausing…',
  cancelling: 'Cancelling…',
  running: 'Importing…',
  paused: 'Import paused',
  cancelled: 'Import cancelled',
  done: 'Import finished',
  added: { one: '{count} added', other: '{count} added' },
  refused: { one: '{count} refused', other: '{count} refused' },
  unknown: { one: '{count} unknown', other: '{count} unknown' },
  notSent: { one: '{count} not sent', other: '{count} not sent' },
  skippedProblems: {
    one: '{count} skipped with problems',
    other: '{count} skipped with problems',
  },
  leftOut: {
    one: '{count} left out as a possible duplicate',
    other: '{count} left out as possible duplicates',
  },
  rowChecked: 'Row {row}: {finding}',
  rowCheckedPlain: 'Row {row}: checked.',
  rowNotApplied:
    'Row {row}: the result of checking the list was not applied: the import changed meanwhile (here or in another tab), or could not be stored. Nothing changed; check again if the row is still Unknown.',
  rowCheckFailed:
    'Could not check the list for row {row}: {error} Nothing changed; try again.',
  rowMarked: 'Row {row}: marked Added as ID {id}.',
  copyNotice:
    'This tab was copied from the tab that runs this import (Duplicate tab copies it), and that tab has changed it since. This copy may be out of date, so nothing can be sent or changed from here: that could add animals twice. Follow the import in the tab it runs in.',
  removeCopy: 'Remove this copy from this tab',
  previousVersionNotice:
    'A tab still on the previous version of the desk is sending this import. What shows here is a copy made when this page opened. Rows it may send since show as Unknown, and nothing can be sent or changed from here. Follow the import in that tab; once it is closed, reload this page to see how it ended.',
  elsewhereNotice:
    'Another tab is sending this import. Its progress shows here as it goes; pause or cancel it in that tab. Only one import runs per connection at a time.',
  interrupted:
    'The import stopped when the page closed. Rows that were being sent are Unknown; the rest wait for Resume.',
  keyRefused:
    'API key refused: fix it in Settings, then Resume. Nothing was lost.',
  storage:
    'This browser has no room to record the import; free space or export the results, then Resume',
  connectionChanged:
    'The connection changed in Settings. Switch back to the connection this import was started on, then Resume.',
  openSettings: 'Open Settings',
  progress: 'Import progress',
  progressText: '{finished} of {total}',
  timeLeft: '{duration} left',
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel',
  download: 'Download results',
  startAnother: 'Start another import',
  // Outcomes as the table shows them.
  outcomeSkipped: 'Skipped',
  outcomePending: 'Waiting',
  outcomeSending: 'Sending',
  outcomeAdded: 'Added',
  outcomeRefused: 'Refused',
  outcomeUnknown: 'Unknown',
  outcomeNotSent: 'Not sent',
  outcomeResend: 'Sending again',
  outcomeLeftOut: 'Left out',
  id: 'ID {id}',
  seeInActivity: 'See it in Activity',
  activityRow: '(row {row})',
  // What the desk says of a row.
  unknownHelp:
    'May have been added: use Check the list before sending it again. The connection may have dropped after the server stored it, and the browser itself may have sent the request twice over a reused connection.',
  unknownError: '{error} {help}',
  unknownClosed: 'The page closed while this row was being sent. {help}',
  unknownNotResent: 'Not sent again: the request was not processed. {help}',
  marked: 'Marked Added by you, as ID {id}: found with this name and category.',
  serverSaid: 'The server said: {message}',
  // The table of a job.
  needsYou: 'Unknown or refused',
  needsYouNone: 'None is unknown or refused now.',
  column: 'Outcome',
  checkList: 'Check the list',
  markAdded: 'Mark row {row} Added',
  sendRowAgain: 'Send row {row} again…',
  // Sending an Unknown row again. Not "no answer came": an Unknown row may
  // have had an answer, a 500 among them (issue 34).
  resendTitle: 'Send row {row} again?',
  sendAgain: 'Send again',
  dontSend: 'Don’t send',
  resendText:
    '{name} may already have been added: its request reached the server, which never said whether it stored it. Sending it again may create a duplicate. Check the Animals list first if you can.',
  thisAnimal: 'This animal',
  resendFound:
    'Check the list found an animal with this name and category, ID {id}, that may be an older one, or this row’s.',
  // A key saved while an import was paused.
  newKeyTitle: 'Continue this import with the new key?',
  newKeyText:
    'An import to this server was paused under the key used before. Its remaining rows will be sent with the key you just saved, and the import stays paused until you Resume it. No row has been sent with the new key yet.',
  continueNewKey: 'Continue with the new key',
  declineNewKey: 'Don’t continue it',
})

export type ResultsSay = Speak<typeof resultsMessages.english>['t']

export const REASON_KEYS = {
  interrupted: 'interrupted',
  'key-refused': 'keyRefused',
  storage: 'storage',
  'connection-changed': 'connectionChanged',
} as const satisfies Record<PauseReason, keyof typeof resultsMessages.english>

/** A problem's words as a sentence, so several read as one text. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)

/**
 * What the desk says of a row, in the chosen language: its problems, why it
 * is Unknown, what Check the list found; an error's words through `words`
 * (error-words.ts); what the server wrote, and older jobs' English, as they
 * came. Null: nothing to say.
 */
export function rowMessage(
  t: ResultsSay,
  check: CheckSay,
  form: PetFormSay,
  row: JobRow,
  words: (stored: string | undefined) => string | null = () => null,
): string | null {
  const error = words(row.words) ?? row.message
  if (row.problems?.length)
    return row.problems
      .map((problem) => sentence(problemText(check, form, problem)))
      .join(' ')
  const { note } = row
  if (!note) return error ?? null
  switch (note.note) {
    case 'unknown': {
      const help = t('unknownHelp')
      if (note.why === 'closed') return t('unknownClosed', { help })
      if (note.why === 'not-resent') return t('unknownNotResent', { help })
      // The error's words as a sentence of their own, before the help.
      return t('unknownError', { error: error ? sentence(error) : '', help })
    }
    case 'found':
      return findingText(check, note.finding)
    case 'marked':
      return t('marked', { id: row.id ?? '' })
    case 'server':
      return t('serverSaid', { message: row.message ?? '' })
  }
}
