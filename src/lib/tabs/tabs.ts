import { createContext, useContext } from 'react'
import { browserChannel, browserDatabase, browserLocks } from './browser-tabs'
import type { Channel } from './channel'
import type { Database } from './database'

// What a page shares with the desk's other tabs: the database, the channel,
// the browser's Web Locks, and whether this page is going away. The app
// builds it once (src/app/start-desk.ts) and hands it down; a test builds
// its own, so nothing of one test is left for the next.

export interface Tabs {
  database: Database | null
  channel: Channel
  locks: LockManager | null
  /** True once the page is being unloaded: an aborted send then is no failure. */
  leaving: () => boolean
}

/**
 * Follows the page's unload: a reload or a closed tab aborts the request in
 * flight. beforeunload as well as pagehide, since Chromium can fail the
 * fetch as soon as the next navigation starts. Returns `leaving` and stop.
 */
export function watchLeaving(target: Window = window) {
  let leaving = false
  const leave = () => {
    leaving = true
  }
  // Back from the back/forward cache: the page lives on.
  const stay = () => {
    leaving = false
  }
  target.addEventListener('beforeunload', leave)
  target.addEventListener('pagehide', leave)
  target.addEventListener('pageshow', stay)
  return {
    leaving: () => leaving,
    stop: () => {
      target.removeEventListener('beforeunload', leave)
      target.removeEventListener('pagehide', leave)
      target.removeEventListener('pageshow', stay)
    },
  }
}

export function browserTabs(leaving: () => boolean): Tabs {
  return {
    database: browserDatabase(),
    channel: browserChannel(),
    locks: browserLocks(),
    leaving,
  }
}

export const TabsContext = createContext<Tabs | null>(null)

export function useTabs(): Tabs {
  const tabs = useContext(TabsContext)
  if (!tabs) throw new Error('useTabs needs the app’s TabsContext')
  return tabs
}
