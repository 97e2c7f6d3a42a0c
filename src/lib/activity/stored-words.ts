import * as z from 'zod/mini'
import type { Messages } from '../i18n/messages'
import type { Said, SaidValue } from '../i18n/said'

// The app's words for an entry (a Said), kept with it as text, so the
// Activity page speaks them in the language chosen when it is read. The
// entry's English `message` stays beside them: older entries, which have no
// words, and words this version does not know are shown as that message.

const valueSchema = z.union([
  z.string(),
  z.number(),
  z.object({ date: z.number() }),
  z.object({
    key: z.string(),
    values: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  }),
])
const wordsSchema = z.object({
  key: z.string(),
  values: z.record(z.string(), valueSchema),
})

/** A Said as text to store; undefined for none. */
export function storeWords(said: Said | null): string | undefined {
  if (!said) return undefined
  const values: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(said.values))
    values[name] = value instanceof Date ? { date: value.getTime() } : value
  return JSON.stringify({
    key: `${said.messages.namespace}.${said.key}`,
    values,
  })
}

/** Stored words as a Said of one of `known`; null when there are none or they are not understood. */
export function readWords(
  text: string | undefined,
  known: readonly Messages[],
): Said | null {
  if (!text) return null
  let parsed
  try {
    parsed = wordsSchema.safeParse(JSON.parse(text))
  } catch {
    return null
  }
  if (!parsed.success) return null
  const { key, values } = parsed.data
  const dot = key.indexOf('.')
  const messages = known.find(
    (candidate) => candidate.namespace === key.slice(0, dot),
  )
  const has = (name: string) =>
    messages !== undefined && Object.hasOwn(messages.english, name)
  if (!messages || !has(key.slice(dot + 1))) return null
  const revived: Record<string, SaidValue> = {}
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'object') revived[name] = value
    else if ('date' in value) revived[name] = new Date(value.date)
    else if (has(value.key)) revived[name] = value
    else return null
  }
  return { messages, key: key.slice(dot + 1), values: revived }
}
