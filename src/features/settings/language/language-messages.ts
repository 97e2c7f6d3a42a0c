import { defineMessages } from '../../../lib/i18n/messages'

export const languageMessages = defineMessages('language', {
  settings: 'Settings',
  title: 'Language',
  help: 'The desk speaks this language in this browser, in every tab. Files keep English column names and statuses, so a file exported in one language imports in another. What a server writes is shown as it came.',
  label: 'Language',
  changing: 'Loading {name}…',
  failed: 'Could not load {name}. Check your connection and try again.',
})
