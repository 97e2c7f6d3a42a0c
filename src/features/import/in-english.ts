import {
  type Message,
  type Messages,
  pickText,
  splitPlaceholders,
} from '../../lib/i18n/messages'
import { format, type Speak } from '../../lib/i18n/use-messages'

// English words for code that runs outside a component, where no language is
// chosen: the add form's litter (until it speaks the import's codes) and tests.

/** A feature's messages in English, as useMessages(messages).t says them with no language. */
export function inEnglish<M extends Record<string, Message>>(
  messages: Messages<string, M>,
): Speak<M>['t'] {
  return (key, ...[params]) => {
    const values = (params ?? {}) as Record<string, string | number>
    return splitPlaceholders(
      pickText(messages.english[key] ?? key, 'en', values.count),
    )
      .map((part, index) =>
        index % 2 === 0 ? part : format('en', values[part] ?? `{${part}}`),
      )
      .join('')
  }
}
