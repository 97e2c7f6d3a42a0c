import type { Translation } from '../../lib/i18n/messages'
import type { settingsMessages } from './settings-messages'

export const es: Translation<typeof settingsMessages> = {
  namespace: 'settings',
  messages: {
    title: 'Ajustes',
    connection: 'Conexión',
    connectionIntro:
      'Elija con qué API trabaja Adoption Desk. El modo de demostración no necesita clave y funciona sin conexión con animales de ejemplo guardados en este navegador.',
  },
}
