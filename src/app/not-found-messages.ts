import { defineMessages } from '../lib/i18n/messages'

/** The Not found page's own words, loaded with it; its link back is the layout's. */
export const notFoundMessages = defineMessages('notFound', {
  title: 'Page not found',
  text: 'There is no page at this address.',
})
