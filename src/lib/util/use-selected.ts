import { useCallback, useRef, useSyncExternalStore } from 'react'

/**
 * The part of a store a component shows: it renders again only when that
 * part changes, not with every change of the store (the quota meter's day
 * count moves with every request, and shows only near the limit).
 * `select` and `same` must be stable (module functions).
 */
export function useSelected<S, T>(
  subscribe: (listener: () => void) => () => void,
  getSnapshot: () => S,
  select: (snapshot: S) => T,
  same: (a: T, b: T) => boolean,
): T {
  const last = useRef<{ value: T } | null>(null)
  const read = useCallback(() => {
    const next = select(getSnapshot())
    const before = last.current
    if (before && same(before.value, next)) return before.value
    last.current = { value: next }
    return next
  }, [getSnapshot, select, same])
  return useSyncExternalStore(subscribe, read)
}
