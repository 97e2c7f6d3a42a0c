import type { DemoControls } from '../lib/demo-controls'
import type { MockApi } from './handlers'

/** The demo tools' handle on a mock API: its fault switches and a data reset. */
export function demoControlsOf(api: MockApi): DemoControls {
  return {
    faults: api.faults,
    resetData() {
      api.db.reset()
      return api.db.count()
    },
  }
}
