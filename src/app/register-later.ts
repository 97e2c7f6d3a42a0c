import type { QueryClient } from '@tanstack/react-query'

// The service worker is not part of the first load (decision 004, 013): its
// registration and workbox-window are a lazy chunk, and the worker's install
// downloads the whole build to precache it. Both wait until the page has
// loaded and its first requests have settled, so on a slow network neither
// competes with the list's rows; a request held up for long (a rate-limit
// wait) does not keep them back for more than a few seconds.
const SETTLE_LIMIT_MS = 5_000

export function registerServiceWorkerLater(client: QueryClient): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  let done = false
  let stop = () => {}
  const register = () => {
    if (done) return
    done = true
    stop()
    void import('./service-worker').then((module) =>
      module.registerServiceWorker(),
    )
  }
  const whenSettled = () => {
    if (client.isFetching() === 0) return register()
    stop = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) register()
    })
    setTimeout(register, SETTLE_LIMIT_MS)
  }
  if (document.readyState === 'complete') whenSettled()
  else window.addEventListener('load', whenSettled, { once: true })
}
