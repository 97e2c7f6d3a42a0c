import { useNow } from '../../lib/util/use-now'

/** "Updated 3 min ago · refreshing…": how old the rows on screen are. */
export function RefreshNote({ at }: { at: number }) {
  const now = useNow(null)
  return <>{formatAge(now - at)} · refreshing…</>
}

export function formatAge(ms: number): string {
  const minutes = Math.floor(ms / 60_000)
  if (minutes < 1) return 'Updated just now'
  if (minutes < 60) return `Updated ${minutes} min ago`
  return `Updated ${Math.floor(minutes / 60)} h ago`
}
