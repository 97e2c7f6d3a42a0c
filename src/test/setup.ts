import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { clear } from 'idb-keyval'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { reloadConnection } from '../lib/connection/connection'
import { resetDayUsageForTests } from '../lib/rate-limit/day-count'
import { rateLimitHeaders } from '../lib/rate-limit/headers'
import { resetPacerForTests } from '../lib/rate-limit/pacer'
import { reloadPlan } from '../lib/rate-limit/plan'
import { browserDatabase, browserShared } from '../lib/tabs/browser-tabs'
import { STORES } from '../lib/tabs/database'
import { waits } from '../lib/rate-limit/wait-store'
import { server, testApi } from '../mocks/node'

// findBy*/waitFor give up after 1 s by default: too soon on a loaded machine,
// where a lazy route alone can take longer. It bounds waiting, not behaviour.
configure({ asyncUtilTimeout: 10_000 })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(async () => {
  cleanup()
  server.resetHandlers()
  testApi.db.reset()
  testApi.faults.clear()
  testApi.limiter.reset()
  testApi.limiter.setLimit(60)
  await waits.reset()
  rateLimitHeaders.set(null)
  resetPacerForTests()
  resetDayUsageForTests()
  // Every shared record back to empty (in memory: jsdom has no IndexedDB).
  await browserShared().reset()
  // What a test stored in the desk's database (where fake-indexeddb runs).
  const database = browserDatabase()
  if (database)
    await Promise.all(STORES.map((name) => clear(database.store(name))))
  localStorage.clear()
  sessionStorage.clear()
  reloadConnection()
  reloadPlan()
})
afterAll(() => server.close())
