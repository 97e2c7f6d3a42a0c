import { defineMessages } from '../../../lib/i18n/messages'

/** Kennel cards: the page that prints them and the words on each card. */
export const cardsMessages = defineMessages('cards', {
  animals: 'Animals',
  title: 'Kennel cards',
  print: 'Print',
  backToList: 'Back to the list',
  loadFailed: 'Couldn’t load the animals',
  loading: 'Loading animals…',
  noCards: 'No cards to print',
  noAnimals: 'This view of the list has no animals.',
  cards: {
    one: '{count} card, one for each animal shown in the list.',
    other: '{count} cards, one for each animal shown in the list.',
  },
  cardsStatus: {
    one: '{count} card, one for each animal shown in the list with status “{status}”.',
    other:
      '{count} cards, one for each animal shown in the list with status “{status}”.',
  },
  cardsQuery: {
    one: "{count} card, one for each animal shown in the list matching '{query}'.",
    other:
      "{count} cards, one for each animal shown in the list matching '{query}'.",
  },
  cardsStatusQuery: {
    one: "{count} card, one for each animal shown in the list with status “{status}” matching '{query}'.",
    other:
      "{count} cards, one for each animal shown in the list with status “{status}” matching '{query}'.",
  },
  printHelp:
    'Each QR code opens that animal’s page here (a key is needed to see it). Print fits A4 and US Letter, six cards a page.',

  card: 'Kennel card: {name}',
  qrCode: 'QR code: {url}',
  id: 'ID',
  category: 'Category',
  status: 'Status',
  scan: 'Scan to open this animal in Adoption Desk',
})
