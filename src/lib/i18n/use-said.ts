import { defineMessages } from './messages'
import { type Said, spoken, type Text } from './said'
import { useMessages } from './use-messages'

// Apart from said.ts, which the entry carries for the Saids it makes: only
// pages that show a failure speak one, and they load this with them.

const NOTHING = defineMessages('nothing', {})

/** The Said in the chosen language; null for none. */
export function useSaid(said: Said | null | undefined): string | null {
  const { t, locale } = useMessages(said?.messages ?? NOTHING)
  return said ? spoken(said, t as Text, locale) : null
}
