import { ENGLISH, fill } from './fill'
import {
  type Message,
  type Messages,
  type ParamsOf,
  type Value,
} from './messages'

// A sentence code outside components says without knowing the language:
// which message of which Messages, with its values. Its Messages object
// carries the English, so a lazily loaded module's words travel with what it
// returns; the screen speaks it in the chosen language (useSaid, in
// use-said.ts), logs and stored records keep its English (englishOf).

/** A value put in: text, a number (in the locale's digits), a date and time, or another message of the same Messages. */
export type SaidValue =
  Value | Date | { key: string; values?: Record<string, Value> }

export interface Said {
  messages: Messages
  key: string
  values: Record<string, SaidValue>
}

type SaidValues<M> = {
  [P in keyof ParamsOf<M>]: SaidValue
}

/** A message of `messages` to be spoken later, in whatever language is chosen then. */
export function say<
  M extends Record<string, Message>,
  K extends keyof M & string,
>(
  messages: Messages<string, M>,
  key: K,
  ...[values]: ParamsOf<M[K]> extends Record<string, never>
    ? []
    : [SaidValues<M[K]>]
): Said {
  return { messages, key, values: values ?? {} }
}

/** A message of a Said's Messages in some language, its values put in. */
export type Text = (key: string, values: Record<string, Value>) => string

/** The Said's text, with `text` giving a message of its Messages in a locale; `locale` undefined: the browser's own. */
export function spoken(
  said: Said,
  text: Text,
  locale: string | undefined,
): string {
  const values: Record<string, Value> = {}
  for (const [name, value] of Object.entries(said.values)) {
    values[name] =
      value instanceof Date
        ? value.toLocaleString(locale)
        : typeof value === 'object'
          ? text(value.key, value.values ?? {})
          : value
  }
  return text(said.key, values)
}

/** The Said in English, for an Error's message, logs and stored records. */
export function englishOf(said: Said): string {
  const english: Text = (key, values) =>
    fill(ENGLISH, said.messages, key, values)
  // Dates as the browser shows them, as English messages always did.
  return spoken(said, english, undefined)
}
