import type { Plugin } from 'vite'
import { THEME_BOOT_SCRIPT } from '../src/features/settings/boot-theme.door.ts'

/**
 * The stored theme (Settings → Appearance) applied while the head is parsed,
 * before the stylesheet lets the page paint, so it never flashes the other
 * (decision 019). Inline, so securityPolicy allows it by its hash.
 */
export function inlineTheme(): Plugin {
  return {
    name: 'adoption-desk-inline-theme',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace(
        '</title>',
        `</title>\n    <script>${THEME_BOOT_SCRIPT}</script>`,
      ),
  }
}
