import { useSyncExternalStore } from 'react'
import { dayUsage, subscribeDayUsage } from './day-count'

// Apart from day-count.ts, which the header's quota meter puts on every first
// load: only lazy pages (the plan settings, the import's cost) render the
// whole day's usage, so this hook travels with them (decision 036).

export function useDayUsage() {
  return useSyncExternalStore(subscribeDayUsage, dayUsage)
}
