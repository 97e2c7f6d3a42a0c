import { defineMessages } from '../lib/i18n/messages'

/** The pager of a long list (pager.tsx): loaded with the pages that page. */
export const pagerMessages = defineMessages('pager', {
  previousPage: 'Previous page',
  page: 'Page',
  ofPages: 'of {pages}',
  pageRange: '(rows {first}–{last} of {total})',
  nextPage: 'Next page',
})
