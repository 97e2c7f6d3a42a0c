import type { Translation } from '../lib/i18n/messages'
import type { pagerMessages } from './pager-messages'

export const es: Translation<typeof pagerMessages> = {
  namespace: 'pager',
  messages: {
    previousPage: 'Página anterior',
    page: 'Página',
    ofPages: 'de {pages}',
    pageRange: '(filas {first}–{last} de {total})',
    nextPage: 'Página siguiente',
  },
}
