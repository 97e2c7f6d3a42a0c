import { use } from 'react'
import type { Language } from './language'
import { LanguageContext, useLanguageState } from './use-messages'

// Only pages that change or pass on the language ask for it (Settings, Add
// animal): apart from useMessages, so the list's first load does not carry it.

/** The desk's Language, to change it; null where none is provided (English). */
export function useLanguage(): Language | null {
  useLanguageState()
  return use(LanguageContext)
}
