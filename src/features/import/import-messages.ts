import { defineMessages } from '../../lib/i18n/messages'
import type { Speak } from '../../lib/i18n/use-messages'
import type { Duration } from './import-cost'
import { MAX_FILE_BYTES, MAX_ROWS } from '../../lib/files/input-limits'
import type { ParseProblem } from './parse-rows'

/**
 * The import page: the rows, what reading them found, the cost, and the
 * table and pager the results share. Column names and status values are the
 * file's machine form and stay as they are in every language.
 */
export const importMessages = defineMessages('import', {
  animals: 'Animals',
  crumb: 'Import',
  title: 'Import animals',
  needsKey:
    'Importing sends each row with your API key, and keeps the import with it. {link} first.',
  addKey: 'Add your API key in Settings',
  moveRefused:
    'The browser refused to store the import with the new key. Nothing was sent; it stays paused with the key used before. Free some space or leave private browsing, then try again.',
  moveKeptBoth:
    'The import is now kept with the new key, but its copy with the key used before could not be removed. Nothing has been sent with the new key. Resume it only here, and not with the old key.',
  moveNotMoved:
    'The import was not moved: it changed in another tab, or the browser refused to change its storage. Nothing was sent with the new key.',
  looking: 'Looking for an import in progress…',
  recording: 'Noting the latest 100 animals before the first row is sent…',
  // Rows.
  lead: 'Add many animals at once from a spreadsheet. The rows are checked before anything is sent, then sent one at a time at your plan’s pace. You can pause, and come back to it after closing the page. An import takes up to {rows} rows and files of up to {size} MB: split a larger file and import the parts one after another.',
  csvFile: 'CSV file',
  rows: 'Rows',
  rowsHint:
    'Paste cells copied from a spreadsheet, or CSV. The first row names the columns: {name}, {category} and, optionally, {status}. A category is its name from Settings → Categories, or its ID. A status is Available, Pending or Adopted.',
  checkRows: 'Check rows',
  checking:
    'Checking the rows against the latest 100 animals, the lists loaded and Activity…',
  fileRead:
    'Read {file} into Rows below: fix anything there, then check again.',
  fileReadAs:
    '{note} Read {file} into Rows below: fix anything there, then check again.',
  fileUnreadable:
    'Could not read {file}. Choose it again, or paste its rows below.',
  fileTooLarge:
    '{file} is {size} MB: an import reads at most {limit} MB. Split the file into smaller files and import them one after another.',
  noRoomInTab:
    'This import is too large for this tab’s storage, where an import is kept while your API key is kept for this tab only. Nothing was sent. Tick Remember on this device in Settings, so the import is kept in the browser’s database, or split the file into smaller parts.',
  // Why the rows cannot be read.
  empty: 'Paste rows or choose a CSV file first.',
  rowsTooLarge:
    'The text in Rows is {size} MB: an import reads at most {limit} MB. Split the file into smaller files and import them one after another.',
  missingColumns:
    'The first row must name the columns: name, categoryId and (optionally) status. Missing: {missing}. Found: {found}.',
  noRows: 'There is a header row but no animals below it.',
  tooManyRows: {
    one: 'These are {count} row: an import takes at most {max}. Split the file into parts of up to {max} rows and import them one after another.',
    other:
      'These are {count} rows: an import takes at most {max}. Split the file into parts of up to {max} rows and import them one after another.',
  },
  // Before you import.
  costTitle: 'Before you import',
  requests: { one: '{count} request', other: '{count} requests' },
  costRequests: {
    one: '{count} request, one per animal, sent one at a time.',
    other: '{count} requests, one per animal, sent one at a time.',
  },
  costRecord: '1 request before them, for the latest 100 animals.',
  costNoRecord:
    'The latest 100 animals, loaded just now, are noted first, without a request.',
  costLatestWhy:
    'So that Check the list can tell the animals this import adds from older ones with the same name.',
  costTime:
    'Takes {duration} at your plan’s pace ({perMinute} requests a minute, spread evenly).',
  costDemo:
    'Demo mode: these go to the demo API and do not count toward a daily quota.',
  costLeft: {
    one: '{count} request left of today’s quota of {limit}.',
    other: '{count} requests left of today’s quota of {limit}.',
  },
  costLeftEnough: {
    one: '{count} request left of today’s quota of {limit}: enough for this import.',
    other:
      '{count} requests left of today’s quota of {limit}: enough for this import.',
  },
  costTooMany: {
    one: 'This import needs {requests}, more than today’s remaining quota: only {count} row fits. Remove rows to import at most {count} today, and the rest tomorrow.',
    other:
      'This import needs {requests}, more than today’s remaining quota: only {count} rows fit. Remove rows to import at most {count} today, and the rest tomorrow.',
  },
  importRows: { one: 'Import {count} animal', other: 'Import {count} animals' },
  fewSeconds: 'a few seconds',
  about: 'about {duration}',
  aboutHoursMinutes: 'about {hours} {minutes}',
  // The rows table and its pager.
  row: 'Row',
  name: 'Name',
  category: 'Category',
  status: 'Status',
  show: 'Show',
  allRows: 'All rows ({count})',
  attentionRows: '{label} ({count})',
  pages: 'Pages of rows',
  tableRegion: 'Rows to import table',
  caption: 'Rows to import',
})

export type ImportSay = Speak<typeof importMessages.english>['t']

/** Megabytes with one decimal, as a file's size is said. */
function megabytes(locale: string, bytes: number): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(bytes / 1024 / 1024)
}

/** "5.3": the size of a file too large to read. */
export function fileTooLargeText(
  t: ImportSay,
  locale: string,
  file: string,
  bytes: number,
): string {
  return t('fileTooLarge', {
    file,
    size: megabytes(locale, bytes),
    limit: MAX_FILE_BYTES / 1024 / 1024,
  })
}

/** Why the rows cannot be read, in words; column names stay as the file has them. */
export function parseProblemText(
  t: ImportSay,
  locale: string,
  problem: ParseProblem,
): string {
  switch (problem.problem) {
    case 'empty':
      return t('empty')
    case 'no-rows':
      return t('noRows')
    case 'too-large':
      return t('rowsTooLarge', {
        size: megabytes(locale, problem.bytes),
        limit: MAX_FILE_BYTES / 1024 / 1024,
      })
    case 'too-many-rows':
      return t('tooManyRows', { count: problem.count, max: MAX_ROWS })
    case 'missing-columns':
      return t('missingColumns', {
        missing: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
          problem.missing,
        ),
        found: problem.found.map((cell) => `“${cell}”`).join(', '),
      })
  }
}

type Unit = 'second' | 'minute' | 'hour'
// Built once per locale and unit: the time left is said on every render of a running import.
const unitFormats = new Map<string, Intl.NumberFormat>()

function unitFormat(locale: string, unit: Unit): Intl.NumberFormat {
  const key = `${locale} ${unit}`
  let format = unitFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: 'long',
    })
    unitFormats.set(key, format)
  }
  return format
}

/** "about 45 seconds", "about 2 minutes", "about 1 hour 5 minutes", in the locale's words. */
export function durationText(
  t: ImportSay,
  locale: string,
  duration: Duration,
): string {
  const unit = (unit: Unit, value: number) =>
    unitFormat(locale, unit).format(value)
  switch (duration.unit) {
    case 'few':
      return t('fewSeconds')
    case 'seconds':
      return t('about', { duration: unit('second', duration.seconds) })
    case 'minutes':
      return t('about', { duration: unit('minute', duration.minutes) })
    case 'hours':
      return duration.minutes
        ? t('aboutHoursMinutes', {
            hours: unit('hour', duration.hours),
            minutes: unit('minute', duration.minutes),
          })
        : t('about', { duration: unit('hour', duration.hours) })
  }
}
