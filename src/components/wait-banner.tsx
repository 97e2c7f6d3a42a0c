import { type FC, useEffect, useState } from 'react'
import { useWait } from '../lib/rate-limit/use-rate-limits'

// The rate-limit wait's live region, mounted with the page so screen readers
// announce what it gains. What it says (wait-banner-body.tsx, with its words
// and styles) only a wait shows, so it loads when the first wait starts, not
// on every first load (decision 004); offline, from the service worker's
// precache like every chunk.

let loaded: FC | null = null
let loading: Promise<FC> | null = null

/** The banner's body, loaded once; a failed load is tried again at the next change of wait. */
export function loadWaitBanner(): Promise<FC> {
  loading ??= import('./wait-banner-body').then(
    (module) => (loaded = module.WaitBannerBody),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

export function WaitBanner() {
  const wait = useWait()
  const [Body, setBody] = useState<FC | null>(() => loaded)
  useEffect(() => {
    if (!wait || Body) return
    let current = true
    loadWaitBanner().then(
      (body) => {
        if (current) setBody(() => body)
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [wait, Body])
  return <div role="status">{Body && <Body />}</div>
}
