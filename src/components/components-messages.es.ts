import type { Translation } from '../lib/i18n/messages'
import type { componentsMessages } from './components-messages'

export const es: Translation<typeof componentsMessages> = {
  namespace: 'components',
  messages: {
    pageTitle: '{page} · Adoption Desk',
    unnamed: 'Sin nombre (ID {id})',
    environment: 'Entorno: ',
    demo: 'Demo',
    production: 'Producción',
    staging: 'Pruebas',
    custom: 'Personalizado',
    available: 'Disponible',
    pending: 'Pendiente',
    sold: 'Adoptado',
    unset: 'Sin indicar',
    error: 'Error: ',
  },
}
