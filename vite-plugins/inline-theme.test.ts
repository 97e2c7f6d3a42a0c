import { describe, expect, it } from 'vitest'
import { THEME_BOOT_SCRIPT } from '../src/features/settings/boot-theme.door.ts'
import { handlerOf, PAGE, pageOf } from './hooks.ts'
import { inlineTheme } from './inline-theme.ts'

describe('inlineTheme', () => {
  it('writes the theme script right after the title, before any stylesheet', async () => {
    const html = await handlerOf(inlineTheme().transformIndexHtml).call(
      {} as never,
      PAGE,
      {} as never,
    )
    const page = pageOf(html)
    const script = `<script>${THEME_BOOT_SCRIPT}</script>`
    expect(page).toContain(`</title>\n    ${script}`)
    expect(page.indexOf(script)).toBeLessThan(page.indexOf('rel="stylesheet"'))
  })
})
