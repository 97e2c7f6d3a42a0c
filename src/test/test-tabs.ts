import { createElement, type ReactNode } from 'react'
import { browserTabs, type Tabs, TabsContext } from '../lib/tabs/tabs'

/**
 * A test's own Tabs, as Providers builds one when given none: this page's
 * database and channel, with shared and rate-limit state of its own, so
 * nothing of one test is left for the next (decision 032).
 */
export function testTabs(): Tabs {
  return browserTabs(() => false)
}

/** Render options that give the rendered tree `tabs` (what Providers does for the app). */
export function inTabs(tabs: Tabs) {
  return {
    wrapper: ({ children }: { children: ReactNode }) =>
      createElement(TabsContext, { value: tabs }, children),
  }
}
