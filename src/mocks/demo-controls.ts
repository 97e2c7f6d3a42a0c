import type { DemoControls, DemoRequestLog } from '../lib/demo-controls'
import type { MockApi } from './handlers'
import { createRequestLog } from './request-log'

/** The demo tools' handle on a mock API: its fault switches, a data reset, and the requests it saw. */
export function demoControlsOf(
  api: MockApi,
  // Tests that answer through msw/node have no in-page transport to log
  // requests; an empty log stands in.
  requests: DemoRequestLog = createRequestLog(),
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
