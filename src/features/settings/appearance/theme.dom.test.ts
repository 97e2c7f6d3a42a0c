import { beforeEach, describe, expect, it, vi } from 'vitest'
import { THEME_BOOT_SCRIPT, THEME_KEY } from './boot-theme'
import { applyTheme, readTheme, saveTheme, themeOf } from './theme'

const root = document.documentElement

/** Runs index.html's inline script as the browser would, before any module. */
function boot() {
  delete root.dataset.theme
  // The text index.html carries, run as text: what the browser does with it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const script = new Function(THEME_BOOT_SCRIPT) as () => void
  script()
  return root.dataset.theme
}

describe('theme', () => {
  beforeEach(() => {
    localStorage.clear()
    delete root.dataset.theme
  })

  it('reads light and dark, and anything else as System', () => {
    expect(themeOf('light')).toBe('light')
    expect(themeOf('dark')).toBe('dark')
    for (const value of [null, '', 'Dark', 'system', '"dark"'])
      expect(themeOf(value)).toBe('system')
  })

  it('keeps a choice in one key, and System as no key at all', () => {
    saveTheme('dark')
    expect(localStorage.getItem(THEME_KEY)).toBe('dark')
    expect(root.dataset.theme).toBe('dark')
    expect(readTheme()).toBe('dark')
    saveTheme('system')
    expect(localStorage.getItem(THEME_KEY)).toBeNull()
    expect(root.dataset.theme).toBeUndefined()
    expect(readTheme()).toBe('system')
  })

  it('boots to what the app reads, for every stored value', () => {
    for (const value of ['light', 'dark', 'system', 'Dark', 'x']) {
      localStorage.setItem(THEME_KEY, value)
      applyTheme(readTheme())
      const expected = root.dataset.theme
      expect(boot()).toBe(expected)
    }
    localStorage.removeItem(THEME_KEY)
    expect(boot()).toBeUndefined()
  })

  it('boots without a theme when storage throws', () => {
    localStorage.setItem(THEME_KEY, 'dark')
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked')
    })
    expect(boot()).toBeUndefined()
  })
})
