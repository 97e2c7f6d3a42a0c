import type { Translation } from '../../../lib/i18n/messages'
import type { cardsMessages } from './cards-messages'

export const es: Translation<typeof cardsMessages> = {
  namespace: 'cards',
  messages: {
    animals: 'Animales',
    title: 'Tarjetas de jaula',
    print: 'Imprimir',
    backToList: 'Volver a la lista',
    loadFailed: 'No se pudieron cargar los animales',
    loading: 'Cargando animales…',
    noCards: 'No hay tarjetas para imprimir',
    noAnimals: 'Esta vista de la lista no tiene animales.',
    cards: {
      one: '{count} tarjeta, una por cada animal que se muestra en la lista.',
      other:
        '{count} tarjetas, una por cada animal que se muestra en la lista.',
    },
    cardsStatus: {
      one: '{count} tarjeta, una por cada animal que se muestra en la lista con estado «{status}».',
      other:
        '{count} tarjetas, una por cada animal que se muestra en la lista con estado «{status}».',
    },
    cardsQuery: {
      one: '{count} tarjeta, una por cada animal que se muestra en la lista y coincide con «{query}».',
      other:
        '{count} tarjetas, una por cada animal que se muestra en la lista y coincide con «{query}».',
    },
    cardsStatusQuery: {
      one: '{count} tarjeta, una por cada animal que se muestra en la lista con estado «{status}» y que coincide con «{query}».',
      other:
        '{count} tarjetas, una por cada animal que se muestra en la lista con estado «{status}» y que coincide con «{query}».',
    },
    printHelp:
      'Cada código QR abre aquí la página de ese animal (se necesita una clave para verla). La impresión cabe en A4 y en Carta, seis tarjetas por página.',
    card: 'Tarjeta de jaula: {name}',
    qrCode: 'Código QR: {url}',
    id: 'ID',
    category: 'Categoría',
    status: 'Estado',
    scan: 'Escanee para abrir este animal en Adoption Desk',
  },
}
