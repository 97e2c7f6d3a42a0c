import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Right-to-left languages mirror the page by `dir` alone when every style
// says start and end, never left and right (issue 24).

const PHYSICAL =
  /(?:^|[\s;{])((?:margin|padding|border)-(?:left|right)|left|right|text-align:\s*(?:left|right)|float:\s*(?:left|right))\s*:/gm

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return cssFiles(path)
    return entry.name.endsWith('.css') ? [path] : []
  })
}

describe('styles', () => {
  it('use logical properties, so dir="rtl" mirrors every page', () => {
    const found = cssFiles('src').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(PHYSICAL)].map(
        (match) => `${file}: ${match[1] ?? ''}`,
      ),
    )
    expect(found).toEqual([])
  })
})
