import { useEffect, useRef } from 'react'
import { useMessages } from '../lib/i18n/use-messages'
import { componentsMessages } from './components-messages'

// After client-side navigation focus moves to the new page's heading, so
// keyboard and screen-reader users land on the new page instead of staying
// on the link they pressed. Only a navigation asks for it, and only once: a
// page that swaps its heading while loading (e.g. "Animal 5" → "Atlas") must
// not pull focus again, and nor must a first load.
let focusRequested = false

/** Called by the layout when the location changes. */
export function requestHeadingFocus(): void {
  focusRequested = true
}

export function PageTitle({
  children,
  title,
}: {
  children: string
  title?: string
}) {
  const { t } = useMessages(componentsMessages)
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (!focusRequested || !ref.current) return
    focusRequested = false
    ref.current.focus()
  }, [])
  return (
    <>
      <title>{t('pageTitle', { page: title ?? children })}</title>
      <h1 ref={ref} tabIndex={-1}>
        {children}
      </h1>
    </>
  )
}
