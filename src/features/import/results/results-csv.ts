import { toCsv } from '../../../lib/util/csv'
import type { ImportJob, JobRow, Outcome } from '../job/import-job'

// The results file: the input columns, then what became of each row. Column
// names and outcome values are its machine form, English in every language,
// so a file exported in one language imports in another; the message is for
// people, in the language chosen when it was downloaded.

const OUTCOME_VALUES: Record<Outcome, string> = {
  skipped: 'Skipped',
  pending: 'Waiting',
  sending: 'Sending',
  added: 'Added',
  refused: 'Refused',
  unknown: 'Unknown',
  'not-sent': 'Not sent',
  resend: 'Sending again',
}

/**
 * A row's outcome as the file writes it: a possible duplicate the person did
 * not include is "Left out", so "Skipped" means a row with problems.
 */
function outcomeValue(row: JobRow): string {
  return row.outcome === 'skipped' && row.leftOut
    ? 'Left out'
    : OUTCOME_VALUES[row.outcome]
}

/** Ids are the exact strings; `message` words a row (results-messages.ts). */
export function resultsCsv(
  job: ImportJob,
  message: (row: JobRow) => string | null,
): string {
  return toCsv([
    ['row', 'name', 'categoryId', 'status', 'outcome', 'id', 'message'],
    ...job.rows.map((row) => [
      String(row.row),
      row.name,
      row.categoryId,
      row.status,
      outcomeValue(row),
      row.id ?? '',
      message(row) ?? '',
    ]),
  ])
}
