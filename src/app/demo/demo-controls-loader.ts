import type { DemoControls } from '../../lib/demo/demo-controls'
import { loadDemo } from './demo-loader'

// The demo tools' controls over the demo API (decision 008): apart from
// demo-loader.ts, which the entry carries; only the demo tools' route imports
// this one.

export async function loadDemoControls(): Promise<DemoControls> {
  const [{ demoApi, demoRequests }, { demoControlsOf }] = await Promise.all([
    loadDemo(),
    import('../../mocks/demo-controls'),
  ])
  return demoControlsOf(demoApi, demoRequests)
}
