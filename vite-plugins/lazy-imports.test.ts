import { describe, expect, it } from 'vitest'
import { buildContext, handlerOf } from './hooks.ts'
import { lazyImports } from './lazy-imports.ts'

describe('lazyImports', () => {
  it('says which module imports which module of each chunk lazily, from outside that chunk', async () => {
    const { context, emitted } = buildContext({
      '/r/src/features/a/page.tsx': {
        dynamicImporters: ['/r/src/app/routes.tsx'],
      },
      '/r/src/features/a/part.tsx': {
        dynamicImporters: ['/r/src/features/a/page.tsx'],
      },
      '/r/src/main.tsx': { dynamicImporters: [] },
    })
    const bundle = {
      'assets/index-A.js': {
        type: 'chunk',
        fileName: 'assets/index-A.js',
        moduleIds: ['/r/src/main.tsx'],
      },
      'assets/page-B.js': {
        type: 'chunk',
        fileName: 'assets/page-B.js',
        moduleIds: ['/r/src/features/a/page.tsx', '/r/src/features/a/part.tsx'],
      },
      'assets/index-C.css': { type: 'asset' },
    }
    await handlerOf(lazyImports('/r').generateBundle).call(
      context as never,
      {} as never,
      bundle as never,
      false,
    )
    expect(emitted).toHaveLength(1)
    expect(emitted[0]?.fileName).toBe('.vite/lazy-imports.json')
    expect(JSON.parse(emitted[0]?.source ?? '')).toEqual({
      'assets/page-B.js': ['src/app/routes.tsx → src/features/a/page.tsx'],
    })
  })
})
