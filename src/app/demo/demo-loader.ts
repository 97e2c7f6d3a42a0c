import type { DemoControls } from '../../lib/demo/demo-controls'

// The one place app code loads the mock API (src/mocks): on demand, so live
// mode never downloads MSW or the sample data. The demo transport gets the
// in-page API from here; the demo tools get their controls from here.
// Check DNS's sample answers have a loader of their own (demo-dns.ts).

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

export async function loadDemoControls(): Promise<DemoControls> {
  const [{ demoApi, demoRequests }, { demoControlsOf }] = await Promise.all([
    loadDemo(),
    import('../../mocks/demo-controls'),
  ])
  return demoControlsOf(demoApi, demoRequests)
}
