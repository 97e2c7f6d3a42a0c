import type { QueryClient } from '@tanstack/react-query'
// The package's own ES2017 module, which its entry re-exports: the entry's
// bundler build ("module") is ES5, 0.8 KB gzip more on every first load
// (decision 030; workbox-module.dom.test.ts holds the path).
import { Workbox } from 'workbox-window/Workbox.js'
import { pendingUpdate } from './app-update'

// The app shell's service worker (decision 013), registered once the page has
// loaded, so it never holds up the list request.

/**
 * The worker's install downloads the whole build to precache it: that waits
 * until the page's first requests have settled, so on a slow network it
 * never competes with the list's rows. A request held up for long (a
 * rate-limit wait) does not keep it back for more than a few seconds.
 */
const SETTLE_LIMIT_MS = 5_000

export function registerWhenSettled(client: QueryClient): void {
  // Blocked by a setting or a policy, the property can be there and empty:
  // the app then works as before, only not offline.
  const container = navigator.serviceWorker as
    ServiceWorkerContainer | undefined
  if (!container) return
  let registered = false
  const register = () => {
    if (registered) return
    registered = true
    stop()
    registerServiceWorker()
  }
  const stop = client.getQueryCache().subscribe(() => {
    if (client.isFetching() === 0) register()
  })
  if (client.isFetching() === 0) register()
  else setTimeout(register, SETTLE_LIMIT_MS)
}

export function registerServiceWorker(
  // Tests pass their own: jsdom cannot reload.
  reload = () => window.location.reload(),
): Workbox {
  const base = import.meta.env.BASE_URL
  const workbox = new Workbox(`${base}sw.js`, { scope: base })
  let reloading = false
  // A first visit loads before its worker, which then claims the page
  // (clientsClaim) so that its lazy chunks still load offline: that claim is
  // no new version, and says nothing (nor loads the notice).
  const container = navigator.serviceWorker as
    ServiceWorkerContainer | undefined
  let firstClaim = !container?.controller
  // The new worker waits (registerType 'prompt'): nothing reloads until the
  // person says so, in this tab. Another tab's Reload activates it for every
  // tab; only the one that asked reloads, the others keep their page.
  workbox.addEventListener('controlling', () => {
    if (reloading) reload()
    else if (firstClaim) firstClaim = false
    // Now in charge already: Reload here only needs to reload.
    else pendingUpdate.set({ apply: reload })
  })
  workbox.addEventListener('waiting', () => {
    firstClaim = false
    pendingUpdate.set({
      apply: () => {
        reloading = true
        workbox.messageSkipWaiting()
      },
    })
  })
  // Staff leave the desk open all day: look for a new version whenever the
  // tab comes back into view, not only on the next visit.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible')
      void workbox.update().catch(() => undefined)
  })
  // Without a service worker (blocked, or an old browser) the app works as
  // before, only not offline: nothing to tell the person mid-task.
  void workbox.register().catch(() => undefined)
  return workbox
}
