// The theme is a choice kept in this browser under one localStorage key,
// THEME_KEY. index.html applies it before first paint (THEME_BOOT_SCRIPT,
// inlined and allowed by its hash in the CSP); Settings → Appearance writes
// it. System stores nothing: CSS follows prefers-color-scheme by itself.
import { readItem, removeItem, writeItem } from '../../../lib/tabs/web-storage'

export const THEME_KEY = 'adoption-desk:theme'

export const THEMES = ['system', 'light', 'dark'] as const
export type Theme = (typeof THEMES)[number]

/** What a stored value means: anything but light or dark is System. */
export function themeOf(stored: string | null): Theme {
  return stored === 'light' || stored === 'dark' ? stored : 'system'
}

export function readTheme(): Theme {
  return themeOf(readItem('local', THEME_KEY))
}

/** `data-theme` on <html> picks the colour scheme (src/app/styles.css). */
export function applyTheme(theme: Theme, root = document.documentElement) {
  if (theme === 'system') delete root.dataset.theme
  else root.dataset.theme = theme
}

export function saveTheme(theme: Theme) {
  if (theme === 'system') removeItem('local', THEME_KEY)
  else writeItem('local', THEME_KEY, theme)
  applyTheme(theme)
}

/**
 * themeOf and applyTheme for index.html, in as few bytes as they go: it runs
 * before the stylesheet paints, so a stored theme never flashes the other.
 */
export const THEME_BOOT_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_KEY)});if(t=="light"||t=="dark")document.documentElement.dataset.theme=t}catch(e){}`
