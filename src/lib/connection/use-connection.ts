import { useSyncExternalStore } from 'react'
import { useTabs } from '../tabs/tabs'

/** The desk's saved connection (its Tabs'), re-rendering when it changes. */
export function useConnection() {
  const { connection } = useTabs()
  return useSyncExternalStore(connection.subscribe, connection.get)
}
