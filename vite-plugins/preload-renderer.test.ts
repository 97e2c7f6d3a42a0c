import { describe, expect, it } from 'vitest'
import { handlerOf, PAGE, pageOf } from './hooks.ts'
import { preloadRenderer, RENDERER } from './preload-renderer.ts'

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  isEntry = false,
) => ({ type: 'chunk', fileName, moduleIds, imports, isEntry })

async function transform(bundle: Record<string, unknown>): Promise<string> {
  const html = await handlerOf(
    preloadRenderer('/desk/').transformIndexHtml,
  ).call({} as never, PAGE, { bundle } as never)
  return pageOf(html)
}

describe('preloadRenderer', () => {
  it('names the chunk that holds src/app/render.tsx', () => {
    expect(RENDERER.test('/repo/src/app/render.tsx')).toBe(true)
    expect(RENDERER.test('C:\\repo\\src\\app\\render.tsx')).toBe(true)
    expect(RENDERER.test('/repo/src/app/render-error.tsx')).toBe(false)
  })

  it('preloads the renderer and what it imports, not the entry, right after the entry', async () => {
    const page = await transform({
      'assets/index-A.js': chunk(
        'assets/index-A.js',
        ['/r/src/main.tsx'],
        [],
        true,
      ),
      'assets/renderer-B.js': chunk(
        'assets/renderer-B.js',
        ['/r/src/app/render.tsx'],
        ['assets/index-A.js', 'assets/shared-C.js'],
      ),
      'assets/shared-C.js': chunk('assets/shared-C.js', ['/r/src/x.ts']),
      'assets/lazy-D.js': chunk('assets/lazy-D.js', ['/r/src/y.ts']),
    })
    expect(page).toContain(
      '<script type="module" crossorigin src="/assets/index-A.js"></script>\n' +
        '    <link rel="modulepreload" crossorigin href="/desk/assets/renderer-B.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/desk/assets/shared-C.js">',
    )
    expect(page).not.toContain('href="/desk/assets/index-A.js"')
    expect(page).not.toContain('lazy-D.js')
  })

  it('fails the build when no chunk holds the renderer', async () => {
    await expect(
      transform({
        'assets/index-A.js': chunk(
          'assets/index-A.js',
          ['/r/src/main.tsx'],
          [],
          true,
        ),
      }),
    ).rejects.toThrow('No chunk holds src/app/render.tsx')
  })
})
