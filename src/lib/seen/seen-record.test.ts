import { resolveConnection } from '../../test/connection'
import { browserChannel } from '../tabs/browser-tabs'
import { seenStoreFor } from './seen-record'

// Issue 33, section 3: a record belongs to its server and key, and the key
// is never in it.
describe('the seen record', () => {
  const storeOf = (server: string, key: string) => {
    const connection = resolveConnection({
      environment: 'custom',
      customBaseUrl: server,
      apiKey: key,
      remember: false,
    })
    const store = seenStoreFor(connection, browserChannel())
    if (!store) throw new Error('no store')
    return store.key
  }

  it('is one per server and key, named without the key', () => {
    const first = storeOf('http://a.test/v1', 'k-first')
    expect(storeOf('http://a.test/v1', 'k-first')).toBe(first)
    expect(storeOf('http://a.test/v1', 'k-second')).not.toBe(first)
    expect(storeOf('http://b.test/v1', 'k-first')).not.toBe(first)
    expect(first).not.toContain('k-first')
  })
})
