import { provideDemoDns } from '../features/domains/dns-transport'
import type { DemoControls } from '../lib/demo-controls'

// The one place app code loads the mock API (src/mocks): on demand, so live
// mode never downloads MSW or the sample data. The demo transport starts and
// stops its worker through here; the demo tools get their controls from here,
// and Check DNS its sample answers.

type DemoModule = typeof import('../mocks/browser')
let demo: Promise<DemoModule> | null = null

export function loadDemo(): Promise<DemoModule> {
  demo ??= import('../mocks/browser')
  return demo
}

/** The demo module if loading it was ever started, without starting it. */
export function loadedDemo(): Promise<DemoModule> | null {
  return demo
}

/** After a failed load or start, the next use tries again from scratch. */
export function forgetDemo(): void {
  demo = null
}

export async function loadDemoControls(): Promise<DemoControls> {
  const [{ demoApi }, { demoControlsOf }] = await Promise.all([
    loadDemo(),
    import('../mocks/demo-controls'),
  ])
  return demoControlsOf(demoApi)
}

/**
 * Check DNS in demo mode answers from sample records in the page, loaded only
 * when a check runs: no service worker, so it works whatever state the API's
 * worker is in (decision 005).
 */
export function installDemoDns(): void {
  provideDemoDns(async (platformHost) =>
    (await import('../mocks/dns-handlers')).createDemoDnsTransport({
      platformHost,
    }),
  )
}
