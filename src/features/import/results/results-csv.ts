import { toCsv } from '../../../lib/util/csv'
import type { ImportJob, Outcome } from '../job/import-job'

export const OUTCOME_LABELS: Record<Outcome, string> = {
  skipped: 'Skipped',
  pending: 'Waiting',
  sending: 'Sending',
  added: 'Added',
  refused: 'Refused',
  unknown: 'Unknown',
  'not-sent': 'Not sent',
  resend: 'Sending again',
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
      OUTCOME_LABELS[row.outcome],
      row.id ?? '',
      row.message ?? '',
    ]),
  ])
}
