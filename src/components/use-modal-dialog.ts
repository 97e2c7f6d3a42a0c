import { useEffect, useId, useRef } from 'react'

/**
 * A confirmation shown as a modal `<dialog>` while mounted: opened on mount,
 * closed on unmount, with focus on the safe choice (`cancelRef`), so Enter
 * alone never does the thing being confirmed.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (!dialog.open) dialog.showModal()
    cancelRef.current?.focus()
    return () => {
      if (dialog.open) dialog.close()
    }
  }, [])

  return { ref, cancelRef, titleId }
}
