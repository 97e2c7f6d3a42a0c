import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildContext, handlerOf, PAGE, previewServer } from './hooks.ts'
import { securityPolicy } from './security-policy.ts'

const THEME = '<title>Adoption Desk</title>'
const WITH_INLINE = PAGE.replace(THEME, `${THEME}\n    <script>boot()</script>`)
const ENV = { VITE_BASE_URL: 'https://api.example.org/v1' }

describe('securityPolicy', () => {
  const made: string[] = []
  afterEach(() =>
    made.splice(0).forEach((dir) => rmSync(dir, { recursive: true })),
  )

  it('puts the policy right after the charset, allowing inline code by hash, and emits _headers', async () => {
    const { context, emitted } = buildContext()
    const bundle = { 'index.html': { type: 'asset', source: WITH_INLINE } }
    await handlerOf(securityPolicy(ENV).generateBundle).call(
      context as never,
      {} as never,
      bundle as never,
      false,
    )
    const page = bundle['index.html'].source
    const meta =
      /<meta charset="UTF-8" \/>\n {4}<meta http-equiv="Content-Security-Policy" content="([^"]*)" \/>/.exec(
        page,
      )
    expect(meta?.[1]).toMatch(/script-src 'self' 'sha256-[^']+'/)
    expect(meta?.[1]).toContain('https://api.example.org')
    expect(meta?.[1]).not.toContain('unsafe-inline')
    // A meta policy cannot carry frame-ancestors; the header does.
    expect(meta?.[1]).not.toContain('frame-ancestors')
    expect(emitted.map((file) => file.fileName)).toEqual(['_headers'])
    expect(emitted[0]?.source).toMatch(
      /^\/\*\n {2}Content-Security-Policy: .*frame-ancestors 'none'/,
    )
    expect(emitted[0]?.source).toContain('  X-Content-Type-Options: nosniff\n')
  })

  it('fails the build without an index.html to secure', async () => {
    const { context } = buildContext()
    await expect(
      (async () => {
        await handlerOf(securityPolicy(ENV).generateBundle).call(
          context as never,
          {} as never,
          {} as never,
          false,
        )
      })(),
    ).rejects.toThrow('No index.html to secure')
  })

  it("has vite preview send the policy made from the built page's own inline code", async () => {
    const root = mkdtempSync(join(tmpdir(), 'security-policy-'))
    made.push(root)
    writeFileSync(join(root, 'index.html'), WITH_INLINE)
    const plugin = securityPolicy(ENV)
    await handlerOf(plugin.configResolved).call(
      {} as never,
      { root, build: { outDir: '.' } } as never,
    )
    const { server, headersFor } = previewServer()
    await handlerOf(plugin.configurePreviewServer).call(
      {} as never,
      server as never,
    )
    const headers = headersFor('/animals')
    expect(headers['Content-Security-Policy']).toMatch(
      /script-src 'self' 'sha256-[^']+'.*frame-ancestors 'none'/,
    )
    expect(headers['Referrer-Policy']).toBe('no-referrer')
  })
})
