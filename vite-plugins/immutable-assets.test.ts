import { describe, expect, it } from 'vitest'
import { handlerOf, previewServer } from './hooks.ts'
import { immutableAssets } from './immutable-assets.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'

describe('immutableAssets', () => {
  it('appends the assets and the service worker to the security headers in _headers', async () => {
    const bundle = {
      _headers: { type: 'asset', source: '/*\n  X-Frame-Options: DENY\n' },
    }
    await handlerOf(immutableAssets('/desk/').generateBundle).call(
      {} as never,
      {} as never,
      bundle as never,
      false,
    )
    expect(bundle._headers.source).toBe(
      `/*\n  X-Frame-Options: DENY\n/desk/assets/*\n  Cache-Control: ${IMMUTABLE}\n/desk/sw.js\n  Cache-Control: no-cache\n`,
    )
  })

  it('has vite preview send the same: hashed assets immutable, the worker checked every time', async () => {
    const { server, headersFor } = previewServer()
    await handlerOf(immutableAssets('/').configurePreviewServer).call(
      {} as never,
      server as never,
    )
    expect(headersFor('/assets/index-A.js')).toEqual({
      'Cache-Control': IMMUTABLE,
    })
    expect(headersFor('/sw.js?v=2')).toEqual({ 'Cache-Control': 'no-cache' })
    expect(headersFor('/animals')).toEqual({})
  })
})
