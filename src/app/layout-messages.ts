import { defineMessages } from '../lib/i18n/messages'

/** The frame around every page: header, navigation, and the pages for when things go wrong. */
export const layoutMessages = defineMessages('layout', {
  skipToContent: 'Skip to content',
  brand: 'Adoption Desk',
  mainNavigation: 'Main',
  animals: 'Animals',
  activity: 'Activity',
  settings: 'Settings',
  loading: 'Loading…',
  notFoundTitle: 'Page not found',
  notFoundText: 'There is no page at this address.',
  toAnimals: 'Go to the animals list',
  brokenTitle: 'Something went wrong on this page',
  brokenText: 'The page could not be shown. Nothing you saved is lost.',
  reload: 'Reload the page',
})
