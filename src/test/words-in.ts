import { renderHook } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import type { Language } from '../lib/i18n/language'
import type { Message, Messages } from '../lib/i18n/messages'
import {
  LanguageContext,
  type Speak,
  useMessages,
} from '../lib/i18n/use-messages'

/**
 * A feature's `t`, in `language` (English without one), as a component
 * inside `<LanguageContext>` has it: for tests of the words a pure function
 * is handed.
 */
export function wordsIn<M extends Record<string, Message>>(
  messages: Messages<string, M>,
  language: Language | null = null,
): Speak<M>['t'] {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(LanguageContext, { value: language }, children)
  return renderHook(() => useMessages(messages).t, { wrapper }).result.current
}
