import type { Translation } from '../../../lib/i18n/messages'
import type { appearanceMessages } from './appearance-messages'

export const es: Translation<typeof appearanceMessages> = {
  namespace: 'appearance',
  messages: {
    settings: 'Ajustes',
    title: 'Apariencia',
    theme: 'Tema',
    hint: 'Sistema sigue el ajuste claro u oscuro de este dispositivo. Se guarda en este navegador.',
    system: 'Sistema',
    light: 'Claro',
    dark: 'Oscuro',
  },
}
