import type { Plugin } from 'vite'

/** The id Vite gives its helper for lazy imports (vite/dist/node: `preloadHelperId`). */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js'

/**
 * Vite's own helper for lazy imports, replaced by src/app/lazy-styles.ts,
 * which only loads the stylesheets a lazy chunk needs: 0.5 KB gzip of the
 * first load that the 120 KB ceiling cannot spare (decisions 004 and 030).
 * lazy-styles.test.ts fails on the first Vite that renames the helper.
 */
export function lazyStyles(helper: string): Plugin {
  return {
    name: 'adoption-desk-lazy-styles',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === PRELOAD_HELPER_ID ? helper : null),
  }
}
