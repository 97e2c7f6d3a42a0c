import { defineMessages } from '../../lib/i18n/messages'

/** Settings' own page: its title and the Connection section's introduction. */
export const settingsMessages = defineMessages('settings', {
  title: 'Settings',
  connection: 'Connection',
  connectionIntro:
    'Choose which API Adoption Desk talks to. Demo mode needs no key and works offline with sample animals kept in this browser.',
})
