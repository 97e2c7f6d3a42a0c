import type { Messages } from '../i18n/messages'
import type { Said, SaidValue } from '../i18n/said'

// The app's words for an entry (a Said), kept with it as text, so the
// Activity page speaks them in the language chosen when it is read. The
// entry's English `message` stays beside them: older entries, which have no
// words, and words this version does not know are shown as that message.

type Stored = Record<string, unknown>

const isRecord = (value: unknown): value is Stored =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isPlain = (value: unknown): value is string | number =>
  typeof value === 'string' || Number.isFinite(value)

// Checked by hand, not with zod: its union and record would join the first
// load's copy of zod for this one page (decision 004).
function isNested(value: Stored): value is { key: string; values?: Stored } {
  const { key, values } = value
  return (
    typeof key === 'string' &&
    (values === undefined ||
      (isRecord(values) && Object.values(values).every(isPlain)))
  )
}

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
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return null
  }
  if (!isRecord(parsed) || !isRecord(parsed.values)) return null
  const { key, values } = parsed
  if (typeof key !== 'string') return null
  const dot = key.indexOf('.')
  const messages = known.find(
    (candidate) => candidate.namespace === key.slice(0, dot),
  )
  const has = (name: string) =>
    messages !== undefined && Object.hasOwn(messages.english, name)
  if (!messages || !has(key.slice(dot + 1))) return null
  const revived: Record<string, SaidValue> = {}
  for (const [name, value] of Object.entries(values)) {
    if (isPlain(value)) revived[name] = value
    else if (isRecord(value) && Number.isFinite(value.date))
      revived[name] = new Date(value.date as number)
    else if (isRecord(value) && isNested(value) && has(value.key))
      revived[name] = value as SaidValue
    else return null
  }
  return { messages, key: key.slice(dot + 1), values: revived }
}
