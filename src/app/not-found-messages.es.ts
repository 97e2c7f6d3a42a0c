import type { Translation } from '../lib/i18n/messages'
import type { notFoundMessages } from './not-found-messages'

export const es: Translation<typeof notFoundMessages> = {
  namespace: 'notFound',
  messages: {
    title: 'Página no encontrada',
    text: 'No hay ninguna página en esta dirección.',
  },
}
