import { setupServer } from 'msw/node'
import { createDb } from './db'
import { createMockApi } from './handlers'

/** jsdom's origin in Vitest; demo mode's base URL there. */
export const TEST_BASE_URL = 'http://localhost:3000/demo-api/v1'

export const testApi = createMockApi({ baseUrl: TEST_BASE_URL, db: createDb() })
export const server = setupServer(...testApi.handlers)
