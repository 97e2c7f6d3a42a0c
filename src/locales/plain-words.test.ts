import { describe, expect, it } from 'vitest'
import type { Message, Messages } from '../lib/i18n/messages'
import { activityMessages } from '../features/activity/activity-messages'
import { addMessages } from '../features/animals/add/add-messages'
import { litterMessages } from '../features/animals/add/litter/litter-messages'
import { listMessages } from '../features/animals/list-messages'
import { listNotesMessages } from '../features/animals/list-notes-messages'
import { checkMessages } from '../features/import/check/check-messages'
import { importMessages } from '../features/import/import-messages'
import { resultsMessages } from '../features/import/results/results-messages'

// A shelter's words on the main pages (issue 34): Animals, Add, Import and
// Activity say things in sentences of at most 25 words, and without the
// engineer's HTTP (methods, header names, status codes). What an engineer
// wants to know goes behind a "Why?" disclosure: its messages end in `Why`
// and are held to neither rule.

const MAIN_PAGES: Messages[] = [
  listMessages,
  listNotesMessages,
  addMessages,
  litterMessages,
  importMessages,
  checkMessages,
  resultsMessages,
  activityMessages,
]

/** Keys whose HTTP word is one the person must act on, and why. */
const MUST_ACT: Record<string, string> = {}

const MAX_WORDS = 25
const HTTP_WORDS =
  /\b(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b|\b(Retry-After|X-RateLimit-\w+|Deprecation|Sunset|Authorization|Access-Control-[\w-]+|Content-Type|Bearer|CORS)\b|\b([2345]\d\d)\b(?! (rows?|animals?|requests?|MB|KB|entries))/

function texts(message: Message): string[] {
  if (typeof message === 'string') return [message]
  return Object.values(message).filter(
    (text): text is string => typeof text === 'string',
  )
}

function* shown() {
  for (const { namespace, english } of MAIN_PAGES)
    for (const [key, message] of Object.entries(english)) {
      if (key.endsWith('Why')) continue
      for (const text of texts(message))
        yield { key: `${namespace}.${key}`, text }
    }
}

/** A sentence ends at . ! or ? before a space or the end; {placeholders} are one word each. */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim())
}

describe('the main pages’ English', () => {
  it(`has no sentence over ${MAX_WORDS} words`, () => {
    const long = [...shown()].flatMap(({ key, text }) =>
      sentences(text)
        .filter((sentence) => sentence.split(/\s+/).length > MAX_WORDS)
        .map((sentence) => `${key}: ${sentence}`),
    )
    expect(long).toEqual([])
  })

  it('names no HTTP method, header or status code the person need not act on', () => {
    const http = [...shown()]
      .filter(({ key, text }) => !(key in MUST_ACT) && HTTP_WORDS.test(text))
      .map(({ key, text }) => `${key}: ${text}`)
    expect(http).toEqual([])
  })
})
