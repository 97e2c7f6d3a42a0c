import { defineMessages } from '../lib/i18n/messages'

/** The sections of Settings, as its tabs name them. */
export const settingsTabsMessages = defineMessages('settingsTabs', {
  sections: 'Settings sections',
  connection: 'Connection',
  categories: 'Categories',
  domains: 'Custom domains',
  language: 'Language',
  appearance: 'Appearance',
  demoTools: 'Demo tools',
})
