import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { server, testApi } from '../mocks/node'

// findBy*/waitFor give up after 1 s by default: too soon on a loaded machine,
// where a lazy route alone can take longer. It bounds waiting, not behaviour.
configure({ asyncUtilTimeout: 10_000 })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
  testApi.db.reset()
  testApi.faults.clear()
  testApi.limiter.reset()
  testApi.limiter.setLimit(60)
  // A fresh, empty IndexedDB (fake-indexeddb's, where a test file loads
  // it): each test's Tabs opens its database on the one of its time.
  if (typeof indexedDB !== 'undefined') globalThis.indexedDB = new IDBFactory()
  localStorage.clear()
  sessionStorage.clear()
})
afterAll(() => server.close())
