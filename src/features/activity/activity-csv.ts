import type { ActivityEntry } from '../../lib/activity/activity-entry'
import { downloadText, toCsv } from '../../lib/util/csv'

// Every cell goes through src/lib/util/csv.ts (formulas escaped); ids are the
// exact strings stored (decision 002). The file keeps its machine form in
// English in every language (issue 24): the screen words outcomes itself.

const OUTCOME_LABELS: Record<ActivityEntry['outcome'], string> = {
  waiting: 'Waiting',
  sending: 'Sending',
  added: 'Added',
  refused: 'Refused',
  unknown: 'Unknown',
}

/** The log as CSV, newest first, as shown. */
export function activityCsv(entries: readonly ActivityEntry[]): string {
  return toCsv([
    ['time', 'name', 'categoryId', 'status', 'outcome', 'id', 'message'],
    ...entries.map((entry) => [
      new Date(entry.at).toISOString(),
      entry.name,
      entry.categoryId,
      entry.status ?? '',
      OUTCOME_LABELS[entry.outcome],
      entry.petId ?? '',
      entry.message ?? '',
    ]),
  ])
}

export function exportActivity(
  entries: readonly ActivityEntry[],
  today = new Date(),
): void {
  downloadText(
    activityCsv(entries),
    `activity-${today.toISOString().slice(0, 10)}.csv`,
  )
}
