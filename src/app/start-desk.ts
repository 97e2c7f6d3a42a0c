import { holdTabPresence } from '../lib/activity/open-tabs'
import { watchOtherTabs } from '../lib/connection/connection'
import { followConnection } from '../lib/rate-limit/headers'
import { browserTabs, type Tabs, watchLeaving } from '../lib/tabs/tabs'

/** Everything the page keeps up for its life, started once by the entry, never on import. */
export function startDesk(): { tabs: Tabs; stop: () => void } {
  const leaving = watchLeaving()
  const stops = [
    watchOtherTabs(),
    followConnection(),
    holdTabPresence(),
    leaving.stop,
  ]
  return {
    tabs: browserTabs(leaving.leaving),
    stop: () => stops.forEach((stop) => stop()),
  }
}
