import { defineMessages } from '../../lib/i18n/messages'

/** The new-version notice (decision 013). */
export const updateMessages = defineMessages('update', {
  region: 'New version',
  ready: 'A new version is ready',
  reload: 'Reload',
  wouldInterrupt: 'Reloading now would interrupt {work}.',
  reloadAnyway: 'Reload anyway',
  notNow: 'Not now',
})
