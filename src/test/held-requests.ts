import { http } from 'msw'
import { server, TEST_BASE_URL } from '../mocks/node'

/**
 * Holds every `method` request to `path` of the mock API until `release()`:
 * a send stays under way for exactly as long as the test needs, however slow
 * the machine. Then the mock API answers as usual.
 */
export function holdRequests(method: 'get' | 'post', path = '/pets') {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  server.use(
    http[method](`${TEST_BASE_URL}${path}`, async () => {
      await held
      // Nothing returned: the request goes on to the mock API's handler.
    }),
  )
  return { release }
}
