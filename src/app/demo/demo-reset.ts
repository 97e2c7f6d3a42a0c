import type { QueryClient } from '@tanstack/react-query'
import type { Tabs } from '../../lib/tabs/tabs'

/**
 * Besides the sample animals: the demo Activity log, the Overview's record and any import job, which
 * name animals the reset removed. Features do not import each other, so the
 * app joins them here.
 */
export async function clearDemoRecords(
  tabs: Tabs,
  queryClient: QueryClient,
): Promise<void> {
  const connection = tabs.connection.get()
  if (connection.environment !== 'demo') return
  const [{ activityOf }, { jobOwner, importRunnersOf }, seen] =
    await Promise.all([
      import('../../lib/activity/activity-log'),
      import('../../features/import/job'),
      import('../../lib/seen/seen-record'),
    ])
  // The Overview's record named the animals the reset replaced: the next
  // visit starts from the demo's "yesterday" again.
  seen.clearSeenRecord(connection)
  const owner = jobOwner(connection)
  await Promise.all([
    activityOf(tabs).clearLogOf(connection),
    owner
      ? importRunnersOf(tabs, queryClient).removeStoredJob(owner)
      : undefined,
  ])
}
