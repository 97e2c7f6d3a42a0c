import { toCsv } from '../../../lib/util/csv'
import type { ImportJob, JobRow, Outcome } from '../job/import-job'

const OUTCOME_LABELS: Record<Outcome, string> = {
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
 * A row's outcome in words: a possible duplicate the person did not include
 * is "Left out", so "Skipped" means a row with problems.
 */
export function outcomeLabel(row: JobRow): string {
  return row.outcome === 'skipped' && row.leftOut
    ? 'Left out'
    : OUTCOME_LABELS[row.outcome]
}

/** The input columns, then what became of each row. Ids are the exact strings. */
export function resultsCsv(job: ImportJob): string {
  return toCsv([
    ['row', 'name', 'categoryId', 'status', 'outcome', 'id', 'message'],
    ...job.rows.map((row) => [
      String(row.row),
      row.name,
      row.categoryId,
      row.status,
      outcomeLabel(row),
      row.id ?? '',
      row.message ?? '',
    ]),
  ])
}
