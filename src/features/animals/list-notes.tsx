// What only some states of the list show (no rows for a status, nothing
// matching Find in list, the rows kept offline or after a failed refresh).
import { useStatusLabel } from '../../components/status-label'
import { useMessages } from '../../lib/i18n/use-messages'
import type { PetStatus } from '../../lib/pets/pet-schemas'
import { useNow } from '../../lib/util/use-now'
import { formatLoadedAt } from '../../lib/util/loaded-at'
import { listMessages } from './list-messages'
import { listNotesMessages } from './list-notes-messages'

/** The inside of the empty list's status region: no rows for this view. */
export function EmptyList({
  status,
  onShowAll,
}: {
  status: PetStatus | undefined
  onShowAll: () => void
}) {
  const { t } = useMessages(listNotesMessages)
  const statusLabel = useStatusLabel()
  return status ? (
    <>
      <h2>{t(`${status}None`)}</h2>
      <p>{t('noneWithStatus', { status: statusLabel(status) })}</p>
      <button type="button" onClick={onShowAll}>
        {t('showAll')}
      </button>
    </>
  ) : (
    <>
      <h2>{t('noneYet')}</h2>
      <p>{t('noneYetText')}</p>
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
  // The summary says the same sentence: one message for both.
  const list = useMessages(listMessages)
  const { t } = useMessages(listNotesMessages)
  return (
    <>
      <p>{list.t('noMatch', { q })}</p>
      <button type="button" onClick={onClearSearch}>
        {t('clearSearch')}
      </button>
    </>
  )
}

/** The server sent more rows than the page size asked for: only those asked for are shown. */
export function SentMore({ limit, extra }: { limit: number; extra: number }) {
  const { t } = useMessages(listNotesMessages)
  return t('sentMore', { sent: limit + extra, limit })
}

/** "Offline: showing the rows loaded at 10:42" */
export function OfflineNote({ at }: { at: number }) {
  const { t, locale } = useMessages(listNotesMessages)
  return t('offline', { time: formatLoadedAt(at, useNow(null), locale) })
}

/** A time of day, not "3 min ago": it stays true however long the page is left open. */
export function LoadedAt({ at }: { at: number }) {
  const { t, locale } = useMessages(listNotesMessages)
  return (
    <p>{t('loadedAt', { time: formatLoadedAt(at, useNow(null), locale) })}</p>
  )
}
