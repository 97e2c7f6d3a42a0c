import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { resetRateLimitState } from '../lib/rate-limit'
import { server, testApi } from '../mocks/node'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
  testApi.db.reset()
  testApi.faults.clear()
  testApi.limiter.reset()
  resetRateLimitState()
  localStorage.clear()
  sessionStorage.clear()
})
afterAll(() => server.close())
