/**
 * Resolves after `ms`, or as soon as `signal` aborts (at once if it has):
 * a pause that can be cut short, never an error, so the caller simply looks
 * again at what it should do next.
 */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done, { once: true })
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
  })
}
