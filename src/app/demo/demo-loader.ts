// The loader of the mock API (src/mocks): on demand, so live mode never
// downloads MSW or the sample data. The demo transport gets the in-page API
// from here. The entry carries this module: the demo tools' controls
// (demo-controls-loader.ts) and Check DNS's sample answers (demo-dns.ts) have
// loaders of their own, which only their routes import.

type DemoModule = typeof import('../../mocks/browser')
let demo: Promise<DemoModule> | null = null

export function loadDemo(): Promise<DemoModule> {
  const loading = (demo ??= import('../../mocks/browser'))
  // A failed download (a flaky connection) is tried again by the next use.
  // This handler also keeps the failure from going unhandled when nobody
  // waits on it (the entry's preload).
  loading.catch(() => {
    if (demo === loading) demo = null
  })
  return loading
}
