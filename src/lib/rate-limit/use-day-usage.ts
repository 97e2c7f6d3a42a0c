import { useSyncExternalStore } from 'react'
import { useTabs } from '../tabs/tabs'

// Apart from day-count.ts, which the header's quota meter puts on every first
// load: only lazy pages (the plan settings, the import's cost) render the
// whole day's usage, so this hook travels with them (decision 036).

/** Today's usage of the app's Tabs (day-count.ts). */
export function useDayUsage() {
  const { day } = useTabs().limits
  return useSyncExternalStore(day.subscribe, day.usage)
}
