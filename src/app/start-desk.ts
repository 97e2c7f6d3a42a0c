import { holdTabPresence } from '../lib/activity/open-tabs'
import { createLanguage, type Language } from '../lib/i18n/language'
import { createTabs, type Tabs, watchLeaving } from '../lib/tabs/tabs'
import {
  browserChannel,
  browserDatabase,
  browserLocks,
  databaseOutdated,
} from '../lib/tabs/browser-tabs'
import { pendingUpdate } from './update/app-update'

/** A later version changed the database in another tab: the notice says why to reload. */
function offerReloadWhenOutdated(): () => void {
  return databaseOutdated.subscribe(() => {
    if (databaseOutdated.get())
      pendingUpdate.set({
        apply: () => window.location.reload(),
        why: 'outdated',
      })
  })
}

/** Everything the page keeps up for its life, started once by the entry, never on import. */
export function startDesk(): {
  tabs: Tabs
  language: Language
  stop: () => void
} {
  const leaving = watchLeaving()
  // The page's one database, channel and locks: everything else is handed them.
  const tabs = createTabs({
    database: browserDatabase(),
    channel: browserChannel(),
    locks: browserLocks(),
    leaving: leaving.leaving,
  })
  const stops = [
    tabs.connection.watchOtherTabs(),
    tabs.limits.headers.followConnection(),
    holdTabPresence(tabs.locks),
    offerReloadWhenOutdated(),
    leaving.stop,
  ]
  return {
    tabs,
    // Spanish (or another catalog) loads only when it is the language.
    language: createLanguage({
      channel: tabs.channel,
      load: () => import('../locales/es').then((module) => module.es),
    }),
    stop: () => stops.forEach((stop) => stop()),
  }
}
