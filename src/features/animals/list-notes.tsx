// What only some states of the list show (no rows for a status, nothing
// matching Find in list, the rows kept offline or after a failed refresh).
import { useNow } from '../../lib/util/use-now'
import { PET_STATUS_LABELS, type PetStatus } from '../../lib/pets/pet-schemas'

/** The inside of the empty list's status region: no rows for this view. */
export function EmptyList({
  status,
  onShowAll,
}: {
  status: PetStatus | undefined
  onShowAll: () => void
}) {
  return status ? (
    <>
      <h2>No {PET_STATUS_LABELS[status].toLowerCase()} animals</h2>
      <p>
        None of the animals has the status “{PET_STATUS_LABELS[status]}
        ”.
      </p>
      <button type="button" onClick={onShowAll}>
        Show all animals
      </button>
    </>
  ) : (
    <>
      <h2>No animals yet</h2>
      <p>Animals added to the service will be listed here.</p>
    </>
  )
}

/** Find in list matched none of the loaded rows. */
export function NoMatch({
  q,
  onClearSearch,
}: {
  q: string
  onClearSearch: () => void
}) {
  return (
    <>
      <p>No loaded rows match '{q}'.</p>
      <button type="button" onClick={onClearSearch}>
        Clear search
      </button>
    </>
  )
}

/** The server sent more rows than the page size asked for: only those asked for are shown. */
export function SentMore({ limit, extra }: { limit: number; extra: number }) {
  return (
    <>
      The server sent {limit + extra} animals where {limit} were asked for; the
      first {limit} are shown.
    </>
  )
}

/** "Offline: showing the rows loaded at 10:42" */
export function OfflineNote({ at }: { at: number }) {
  const now = useNow(null)
  return <>Offline: showing the rows loaded at {formatLoadedAt(at, now)}</>
}

/** A time of day, not "3 min ago": it stays true however long the page is left open. */
export function LoadedAt({ at }: { at: number }) {
  const now = useNow(null)
  return <p>The list below is the one loaded at {formatLoadedAt(at, now)}.</p>
}

export function formatLoadedAt(at: number, now: number): string {
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString()
  return new Intl.DateTimeFormat(undefined, {
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    hour: 'numeric',
    minute: '2-digit',
  }).format(at)
}
