import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lazyStyles, PRELOAD_HELPER_ID } from './lazy-styles.ts'

describe('lazyStyles', () => {
  it("stands in for Vite's preload helper, and for nothing else", () => {
    const resolve = lazyStyles('/app/lazy-styles.ts').resolveId as (
      id: string,
    ) => string | null
    expect(resolve(PRELOAD_HELPER_ID)).toBe('/app/lazy-styles.ts')
    expect(resolve('vite/preload-helper.js')).toBeNull()
  })

  it('names the helper by the id this Vite gives it (fails on the upgrade that renames it)', () => {
    const vite = dirname(createRequire(import.meta.url).resolve('vite'))
    const source = readFileSync(join(vite, 'chunks', 'node.js'), 'utf8')
    expect(source).toContain(
      `const preloadHelperId = "${PRELOAD_HELPER_ID.replace('\0', '\\0')}"`,
    )
  })
})
