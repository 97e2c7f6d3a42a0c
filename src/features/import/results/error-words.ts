import { readWords } from '../../../lib/activity/stored-words'
import { errorAnswerMessages } from '../../../lib/http/error-answer-messages'
import { httpMessages } from '../../../lib/http/http-messages'
import { spoken } from '../../../lib/i18n/said'
import { useMessages } from '../../../lib/i18n/use-messages'

// An error's words kept with a job (a row's `words`, the job's `noticeWords`)
// in the chosen language, as the Activity page speaks its entries'
// (decision 024). Words this version does not know are null: the English
// `message` beside them is shown as it came.

const ERROR_WORDS = [httpMessages, errorAnswerMessages]

type Text = (key: string, values: Record<string, string | number>) => string

/** Speaks stored words; null for none, or words not understood. */
export function useErrorWords(): (words: string | undefined) => string | null {
  const http = useMessages(httpMessages)
  const answer = useMessages(errorAnswerMessages)
  return (words) => {
    const said = readWords(words, ERROR_WORDS)
    if (!said) return null
    const speaker = said.messages === httpMessages ? http : answer
    return spoken(said, speaker.t as Text, speaker.locale)
  }
}
