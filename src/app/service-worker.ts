import { Workbox } from 'workbox-window'
import { pendingUpdate } from './app-update'

// Registers the app shell's service worker (decision 013). Loaded with a
// dynamic import after the first paint and the first answer (main.tsx), so
// neither workbox-window nor the precache downloads compete with the list.

export function registerServiceWorker(
  // Tests pass their own: jsdom cannot reload.
  reload = () => window.location.reload(),
): Workbox {
  const base = import.meta.env.BASE_URL
  const workbox = new Workbox(`${base}sw.js`, { scope: base })
  let reloading = false
  // The new worker waits (registerType 'prompt'): nothing reloads until the
  // person says so, in this tab. Another tab's Reload activates it for every
  // tab; only the one that asked reloads, the others keep their page.
  workbox.addEventListener('controlling', () => {
    if (reloading) reload()
    // Now in charge already: Reload here only needs to reload.
    else pendingUpdate.set({ apply: reload })
  })
  workbox.addEventListener('waiting', () => {
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
