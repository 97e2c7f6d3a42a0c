import type { Translation } from '../../../lib/i18n/messages'
import type { languageMessages } from './language-messages'

export const es: Translation<typeof languageMessages> = {
  namespace: 'language',
  messages: {
    settings: 'Ajustes',
    title: 'Idioma',
    help: 'El escritorio habla este idioma en este navegador, en todas las pestañas. Los archivos mantienen en inglés los nombres de columna y los estados, para que un archivo exportado en un idioma se importe en otro. Lo que escribe un servidor se muestra tal como llegó.',
    label: 'Idioma',
    changing: 'Cargando {name}…',
    failed:
      'No se pudo cargar {name}. Compruebe su conexión e inténtelo de nuevo.',
  },
}
