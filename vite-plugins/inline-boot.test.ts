import { describe, expect, it } from 'vitest'
import { handlerOf, PAGE, pageOf } from './hooks.ts'
import { inlineBoot, placeBootStep } from './inline-boot.ts'

describe('placeBootStep', () => {
  it('puts the boot step after the entry and its preloads, before the stylesheet', () => {
    const page = placeBootStep(PAGE, 'boot()')
    const order = [
      '<script type="module" crossorigin src="/assets/index-A.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/renderer-B.js">',
      '<script>boot()</script>',
      '<link rel="stylesheet" crossorigin href="/assets/index-C.css">',
    ].map((tag) => page.indexOf(tag))
    expect(order.every((at) => at >= 0)).toBe(true)
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it('fails the build when the page has no entry script', () => {
    expect(() => placeBootStep('<html></html>', 'boot()')).toThrow(
      'index.html has no entry script',
    )
  })
})

describe('inlineBoot', () => {
  it('builds src/boot/boot.ts into one classic script in the page', async () => {
    const html = await handlerOf(
      inlineBoot('production', '/').transformIndexHtml,
    ).call({} as never, PAGE, {} as never)
    const script = /<script>([\s\S]*?)<\/script>/.exec(pageOf(html))?.[1] ?? ''
    expect(script.length).toBeGreaterThan(100)
    // A classic script: no module syntax left in it.
    expect(script).not.toMatch(/^\s*(import|export)\s/m)
  })
})
