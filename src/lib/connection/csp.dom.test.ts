import { connectAllowed } from './csp'

function policy(content: string | null) {
  document.head.querySelector('meta[http-equiv]')?.remove()
  if (content === null) return
  const meta = document.createElement('meta')
  meta.httpEquiv = 'Content-Security-Policy'
  meta.content = content
  document.head.append(meta)
}

afterEach(() => policy(null))

describe('connectAllowed', () => {
  it('says nothing without a policy (the dev server)', () => {
    expect(connectAllowed('https://api.example.com/v1')).toBeNull()
  })

  it('reads connect-src: self, exact origins and any-port loopback', () => {
    policy(
      "default-src 'self'; connect-src 'self' https://api.example.com http://127.0.0.1:*; object-src 'none'",
    )
    expect(connectAllowed('https://api.example.com/v1')).toBe(true)
    expect(connectAllowed('https://api.example.com:8443/v1')).toBe(false)
    expect(connectAllowed('https://other.example.com/v1')).toBe(false)
    expect(connectAllowed('http://127.0.0.1:4010/v1')).toBe(true)
    expect(connectAllowed('https://127.0.0.1:4010/v1')).toBe(false)
    expect(connectAllowed(`${window.location.origin}/demo-api/v1`)).toBe(true)
    expect(connectAllowed('not a url')).toBeNull()
  })
})
