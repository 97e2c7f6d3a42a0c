import type { DemoControls, DemoRequestLog } from '../lib/demo/demo-controls'
import type { MockApi } from './handlers'

/** The demo tools' handle on a mock API: its fault switches, a data reset, and the requests it saw. */
export function demoControlsOf(
  api: MockApi,
  requests: DemoRequestLog,
): DemoControls {
  return {
    faults: api.faults,
    requests,
    resetData() {
      api.db.reset()
      return api.db.count()
    },
  }
}
