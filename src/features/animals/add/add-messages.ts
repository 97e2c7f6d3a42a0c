import { defineMessages } from '../../../lib/i18n/messages'

/**
 * The add form's words: fields, buttons, notices, the duplicate check and the
 * sitting list. The rules' words are the lib's (pet-form-messages.ts).
 */
export const addMessages = defineMessages('add', {
  animals: 'Animals',
  crumb: 'Add animal',
  title: 'Add an animal',
  several: 'Several animals (one name per line)',

  name: 'Name',
  names: 'Names',
  namesHint: 'One name a line. Category and status are shared.',
  categoryId: 'Category ID',
  categoryHint: 'The number of the category the animal belongs to.',
  categoryHintNamed:
    'The number of the category the animal belongs to, or type its name to pick it.',
  status: 'Status',
  statusHint: 'Optional. “Not set” sends no status.',
  notSet: 'Not set',
  suggestions: 'Category suggestions',
  didYouMean: 'Did you mean:',
  serverSaid: 'The server said: {message}',
  unfinished: 'the new animal you are adding',

  adding: 'Adding…',
  add: 'Add animal',
  addAnyway: 'Add anyway',
  addAnother: 'Add and start another',
  addAnywayAnother: 'Add anyway and start another',
  cancel: 'Cancel',
  rateLimited:
    'Rate limit reached — nothing was created yet. Sending again by itself {when}.',
  inSeconds: 'in {seconds} s',
  whenWaitOver: 'when the wait is over',
  sendingElsewhere:
    'The animal sent before you left this page is still on its way; this form unlocks when it is done.',

  wasAdded: '{name} was added',
  createdId: 'ID {id}',
  openPage: 'Open {name}’s page',
  backToList: 'Back to the list',
  seeInActivity: 'See it in Activity',
  readyForAnother: 'The form is ready for another animal.',

  keyRefused: 'The API key was refused',
  refused:
    '{keyRefused}, so the animal was not added. The server said: “{message}”',
  checkKey: 'Check the API key in Settings',
  checkKeyKept: '{link}. What you typed is kept here.',
  notAdded: 'The animal was not added.',
  notAccepted: 'The server did not accept it: {message}',
  mayHaveBeenAdded: 'The animal may or may not have been added.',
  serverError: 'The server answered with an error.',
  checkList: 'Check the list',
  checkListFirst:
    '{link} before trying again, so it is not added twice. What you typed is kept here.',

  categoryNumber: 'category {id}',
  sentUnknown:
    'Sent from this browser, outcome unknown: {name} · {category} · {link}',
  seeItInActivity: 'see it in Activity',
  sentWaiting:
    'Waiting to be sent from this browser, after the rate limit: {name} · {category} · {link}',
  importRow:
    'Row {row} of the import, still to be sent: {name} · {category} · {link}',
  followImport: 'follow it in Import',
  alreadyListed: 'Already listed: {name} · {category} · ID {link}',
  checkLatest: 'Check the latest {latest}',
  checkLatestWhy:
    'Asks the server whether this animal is among the latest {latest} added, so it is not added twice.',
  mayBeOlder:
    'Listed as ID {ids}. It may be the animal you sent, or an older one with the same name.',
  markAdded: 'Mark as added (ID {id})',
  /** A hidden button's name (Enter's target while Mark as added is offered). */
  chooseFirst: 'Choose Mark as added or Add anyway',
  foundAdded: 'The server had stored it: the check found it.',
  checking: 'Checking…',
  checkedAllFound: {
    other:
      'Checked all {count} animals: {name} in {category} is listed as ID {ids}.',
  },
  checkedAllNone: {
    other: 'Checked all {count} animals: no other {name} in {category}.',
  },
  checkedLatestFound:
    'Checked the latest {latest} animals: {name} in {category} is listed as ID {ids}.',
  checkedLatestNone:
    'Checked the latest {latest} animals: no other {name} in {category}.',
  checkFailed:
    'Could not check the latest {latest}: {message} Nothing was added.',

  sittingAdded: '{name} was added, ID {id}. Name is ready for the next animal.',
  sittingTitle: 'Added in this sitting',
  sittingEntry: '{name} · ID {link}',
})
