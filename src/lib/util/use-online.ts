import { useSyncExternalStore } from 'react'

// Whether the browser says it has a network. Only `false` is certain (no
// network at all); `true` means some network exists, not that the API is
// reachable, so this only ever adds an "offline" note, never hides an error.

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine)
}
