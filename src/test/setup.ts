import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { clear } from 'idb-keyval'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { browserDatabase } from '../lib/tabs/browser-tabs'
import { STORES } from '../lib/tabs/database'
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
  // What a test stored in the desk's database (where fake-indexeddb runs).
  const database = browserDatabase()
  if (database)
    await Promise.all(STORES.map((name) => clear(database.store(name))))
  localStorage.clear()
  sessionStorage.clear()
})
afterAll(() => server.close())
