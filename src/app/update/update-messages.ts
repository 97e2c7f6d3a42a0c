import { defineMessages } from '../../lib/i18n/messages'

/** The new-version notice (decision 013). */
export const updateMessages = defineMessages('update', {
  region: 'New version',
  ready: 'A new version is ready',
  outdated:
    'A newer version of the desk, open in another tab, changed where it keeps your work. Reload this page to keep saving.',
  reload: 'Reload',
  wouldInterrupt: 'Reloading now would interrupt {work}.',
  reloadAnyway: 'Reload anyway',
  notNow: 'Not now',
})
