// The theme is a choice kept in this browser under one localStorage key,
// THEME_KEY. index.html applies it before first paint (boot-theme.ts);
// Settings → Appearance writes it. System stores nothing: CSS follows
// prefers-color-scheme by itself.
import { readItem, removeItem, writeItem } from '../../../lib/tabs/web-storage'
import { THEME_KEY } from './boot-theme'

export type Theme = 'system' | 'light' | 'dark'

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
