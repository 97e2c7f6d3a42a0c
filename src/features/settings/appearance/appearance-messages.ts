import { defineMessages } from '../../../lib/i18n/messages'

/** Settings → Appearance: the theme. */
export const appearanceMessages = defineMessages('appearance', {
  settings: 'Settings',
  title: 'Appearance',
  theme: 'Theme',
  hint: 'System follows this device’s light or dark setting. Kept in this browser.',
  system: 'System',
  light: 'Light',
  dark: 'Dark',
})
