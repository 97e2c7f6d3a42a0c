import { createElement, type ReactNode } from 'react'
import { browserLocks } from '../lib/tabs/browser-tabs'
import { openChannel } from '../lib/tabs/channel'
import { openDatabase } from '../lib/tabs/database'
import { createTabs, type Tabs, TabsContext } from '../lib/tabs/tabs'

/**
 * A test's own Tabs, as the app builds one (src/app/start-desk.ts): a
 * database on the IndexedDB of the moment (fake-indexeddb's, which setup.ts
 * replaces after each test; none without it), a channel no other Tabs hears
 * (a BroadcastChannel of its own name), the browser's Web Locks, and shared
 * and rate-limit state of its own (decision 032). `parts` to share a
 * database or a channel with another Tabs of the same test, as two tabs of
 * one browser do.
 */
export function testTabs(
  parts: Partial<Pick<Tabs, 'database' | 'channel' | 'locks'>> = {},
): Tabs {
  return createTabs({
    database: openDatabase(),
    channel: openChannel(
      () => new BroadcastChannel(`adoption-desk-test:${crypto.randomUUID()}`),
    ),
    locks: browserLocks(),
    leaving: () => false,
    ...parts,
  })
}

/** Render options that give the rendered tree `tabs` (what Providers does for the app). */
export function inTabs(tabs: Tabs) {
  return {
    wrapper: ({ children }: { children: ReactNode }) =>
      createElement(TabsContext, { value: tabs }, children),
  }
}

/** The page's database of `tabs`, which a test's Tabs always has. */
export function pageDatabase(tabs: Tabs) {
  if (!tabs.database) throw new Error('These Tabs have no database.')
  return tabs.database
}
