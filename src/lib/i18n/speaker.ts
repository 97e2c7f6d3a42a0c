import { ENGLISH, fill, type Wording } from './fill'
import type { Message, Messages, Say } from './messages'

// Its own module, so it travels in the chunks that say words outside a
// component, not in the first load's.

/**
 * `messages` said as text in the language `wording()` gives at each call,
 * as useMessages(messages).t says them: for code outside a component.
 * English by default (logs, stored records, tests).
 */
export function speaker<M extends Record<string, Message>>(
  messages: Messages<string, M>,
  wording: () => Wording = () => ENGLISH,
): Say<M> {
  return (key, ...[params]) => fill(wording(), messages, key, params ?? {})
}
