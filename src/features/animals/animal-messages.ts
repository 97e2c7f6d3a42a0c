import { defineMessages } from '../../lib/i18n/messages'

/**
 * One animal's page, looked up by ID, and the deprecation of that look-up.
 * The operation's name and the server's headers stay in their machine form.
 */
export const animalMessages = defineMessages('animal', {
  animals: 'Animals',
  crumbId: 'ID {id}',
  notAnId: 'Not an animal ID',
  notAnIdText: '“{raw}” is not an animal ID: IDs are whole numbers.',
  noAnimal: 'No animal with ID {id}',
  animalId: 'Animal {id}',
  titleWithId: '{name} (ID {id})',
  notLoaded:
    'This animal is not in any list loaded in this session, so it cannot be shown. {link}, filtered by status.',
  findInList: 'Find it in the animals list',
  noSuchAnimal:
    'The service has no animal with ID {id}. Check the number, or look for it in the list.',
  backToList: 'Back to the animals list',
  loadFailed: 'Couldn’t load this animal',
  loading: 'Loading animal {id}…',

  id: 'ID',
  name: 'Name',
  category: 'Category',
  status: 'Status',
  fromCache:
    'Shown from the list already loaded, so the deprecated lookup was not needed.',
  printCard: 'Print card',
  preparingCard: 'Preparing the card…',

  deprecated: 'Looking up by ID is deprecated',
  removed:
    'The service removed look-up by ID on {date}, so Adoption Desk no longer calls it. Animals already loaded in a list are still shown.',
  willBeRemoved:
    'It will be removed on {date}, in {left}. After that, find animals in the list, filtered by status.',
  operationWhy:
    'This page looks the animal up with {operation}, which the API has deprecated.',
  days: { one: '{count} day', other: '{count} days' },
  years: { one: '{count} year', other: '{count} years' },
  months: { one: '{count} month', other: '{count} months' },
  yearsAndMonths: '{years} and {months}',
  serverSays: 'The server says: {header}',
  serverSaysBoth: 'The server says: {deprecation}; {sunset}',
  deprecatedSince: '{header} (deprecated since {date})',
})
