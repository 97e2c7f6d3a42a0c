// What index.html runs before the first paint (decision 019): the stored
// theme, read from its one key and applied as data-theme, in as few bytes as
// it goes. The build inlines it and allows it by its sha256 in the CSP
// (vite.config.ts); theme.ts reads and writes the same key for Settings.

export const THEME_KEY = 'adoption-desk:theme'

/** themeOf and applyTheme (theme.ts) in plain script: light or dark, else System. */
export const THEME_BOOT_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_KEY)});if(t=="light"||t=="dark")document.documentElement.dataset.theme=t}catch(e){}`
