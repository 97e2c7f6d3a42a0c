import type { Translation } from '../../lib/i18n/messages'
import type { listNotesMessages } from './list-notes-messages'

export const es: Translation<typeof listNotesMessages> = {
  namespace: 'listNotes',
  messages: {
    availableNone: 'No hay animales disponibles',
    pendingNone: 'No hay animales pendientes',
    soldNone: 'No hay animales adoptados',
    noneWithStatus: 'Ningún animal tiene el estado «{status}».',
    showAll: 'Mostrar todos los animales',
    noneYet: 'Todavía no hay animales',
    noneYetText: 'Aquí aparecerán los animales añadidos al servicio.',
    clearSearch: 'Borrar la búsqueda',
    sentMore:
      'El servidor envió {sent} animales cuando se pidieron {limit}; se muestran los primeros {limit}.',
    offline: 'Sin conexión: se muestran las filas cargadas a las {time}',
    loadedAt: 'La lista de abajo es la que se cargó a las {time}.',
  },
}
