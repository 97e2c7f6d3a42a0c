import type { Translation } from '../lib/i18n/messages'
import type { settingsTabsMessages } from './settings-tabs-messages'

export const es: Translation<typeof settingsTabsMessages> = {
  namespace: 'settingsTabs',
  messages: {
    sections: 'Secciones de Ajustes',
    connection: 'Conexión',
    categories: 'Categorías',
    domains: 'Dominios propios',
    language: 'Idioma',
    appearance: 'Apariencia',
    demoTools: 'Herramientas de demostración',
  },
}
