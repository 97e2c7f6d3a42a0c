import type { QueryClient } from '@tanstack/react-query'
import { createContext, useContext } from 'react'
import {
  type ConnectionStore,
  createConnectionStore,
} from '../connection/connection'
import { createPlanStore, type PlanStore } from '../rate-limit/plan'
import { createRateLimits, type RateLimits } from '../rate-limit/rate-limits'
import type { Channel } from './channel'
import type { Database } from './database'
import { createSharedState, mediumOf, type SharedState } from './shared-state'

// What a page shares with the desk's other tabs: the database, the channel,
// the browser's Web Locks, the state every tab agrees on and the rate-limit
// state kept in it, the saved connection and plan, and whether this page is
// going away. The app builds it
// once (src/app/start-desk.ts) and hands it down; a test builds its own, so
// nothing of one test is left for the next (decision 032).

export interface Tabs {
  database: Database | null
  channel: Channel
  locks: LockManager | null
  /** True once the page is being unloaded: an aborted send then is no failure. */
  leaving: () => boolean
  /** State every tab agrees on (shared-state.ts), kept in `database`. */
  shared: SharedState
  /** The saved connection (Settings), kept in Web Storage and followed across tabs. */
  connection: ConnectionStore
  /** The plan the desk paces by (Settings), kept in localStorage. */
  plan: PlanStore
  /** The waits, the pacer, the day's count and the header snapshot of this page. */
  limits: RateLimits
}

/** A Tabs over the given database, channel and locks, with shared and rate-limit state of its own. */
export function createTabs(
  parts: Pick<Tabs, 'database' | 'channel' | 'locks' | 'leaving'>,
): Tabs {
  const shared = createSharedState(mediumOf(parts.database, parts.channel))
  const connection = createConnectionStore(parts.channel)
  const plan = createPlanStore(parts.channel)
  const limits = createRateLimits(shared, parts.locks, connection, plan)
  return { ...parts, shared, connection, plan, limits }
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

// The Tabs of a QueryClient, for its query and mutation functions: they are
// given the client (TanStack's function context), not React's context.
const clientTabs = new WeakMap<QueryClient, Tabs>()

export function linkTabs(client: QueryClient, tabs: Tabs): void {
  clientTabs.set(client, tabs)
}

export function tabsOf(client: QueryClient): Tabs {
  const tabs = clientTabs.get(client)
  // A development build says why; a production one has every client linked.
  if (import.meta.env.DEV && !tabs)
    throw new Error('linkTabs: this QueryClient has no Tabs')
  return tabs as Tabs
}

export const TabsContext = createContext<Tabs | null>(null)

export function useTabs(): Tabs {
  const tabs = useContext(TabsContext)
  if (!tabs) throw new Error('useTabs needs the app’s TabsContext')
  return tabs
}
