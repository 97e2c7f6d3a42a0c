import { targetName } from '../lib/connection/identity'
import {
  API_KEY_KEY,
  parseSavedKey,
  parseSettings,
  SETTINGS_KEY,
} from '../lib/connection/stored-connection'
import { handOver } from '../lib/http/early-request'
import { readJson } from '../lib/tabs/web-storage'
import { planEarlyList, sendEarlyList } from './early-list'

// The page's boot step: built on its own and inlined into index.html by
// vite.config.ts (allowed by its hash in the CSP), it runs as the HTML is
// parsed, so a cold visit's list request leaves one round trip after the
// page instead of after the app's scripts (decision 021). It hands the
// request to the app, which adopts it (src/app/first-request.ts). The build
// calls `boot()`; importing this module does nothing.

/**
 * Where the saved key is looked for, this tab's first: key-area.ts's AREAS
 * in Web Storage's names, copied for the boot step's bytes (a test holds
 * the two equal).
 */
export const KEY_STORAGES = ['session', 'local'] as const

export function boot(): void {
  const plan = planEarlyList(
    location,
    import.meta.env.BASE_URL,
    parseSettings(readJson('local', SETTINGS_KEY)).environment,
    KEY_STORAGES.map((area) => parseSavedKey(readJson(area, API_KEY_KEY))),
    navigator.onLine,
  )
  // Without Web Locks (older browsers) each tab paces on its own, in the
  // app's memory, where this slot would not count: the app sends then.
  if (!plan || typeof indexedDB === 'undefined' || !('locks' in navigator))
    return
  const controller = new AbortController()
  handOver({
    name: targetName(plan.target),
    url: plan.url,
    sent: sendEarlyList(plan, indexedDB, controller.signal),
    abort: (reason) => controller.abort(reason),
  })
}
