import { defineMessages } from '../lib/i18n/messages'

/** The frame around every page: header, navigation, and the page for when one breaks (not-found-messages.ts has the lazy Not found page's). */
export const layoutMessages = defineMessages('layout', {
  skipToContent: 'Skip to content',
  brand: 'Adoption Desk',
  mainNavigation: 'Main',
  overview: 'Overview',
  animals: 'Animals',
  activity: 'Activity',
  settings: 'Settings',
  loading: 'Loading…',
  toAnimals: 'Go to the animals list',
  brokenTitle: 'Something went wrong on this page',
  brokenText: 'The page could not be shown. Nothing you saved is lost.',
  reload: 'Reload the page',
})
