import type { QueryClient } from '@tanstack/react-query'
import { getConnection } from '../../lib/connection/connection'
import type { Tabs } from '../../lib/tabs/tabs'

/**
 * What Reset demo data clears besides the sample animals: this browser's
 * records of sends to the demo API, its Activity log and any import job.
 * Both name animals the reset removed. Features do not import each other,
 * so the app joins them here; loaded on use, as neither is on the first load.
 */
export async function clearDemoRecords(
  tabs: Tabs,
  queryClient: QueryClient,
): Promise<void> {
  const connection = getConnection()
  if (connection.environment !== 'demo') return
  const [{ clearActivityLog }, { jobOwner, importRunnersOf }] =
    await Promise.all([
      import('../../lib/activity/activity-log'),
      import('../../features/import/job/import-runners'),
    ])
  const owner = jobOwner(connection)
  await Promise.all([
    clearActivityLog(connection),
    owner
      ? importRunnersOf(tabs, queryClient).removeStoredJob(owner)
      : undefined,
  ])
}
