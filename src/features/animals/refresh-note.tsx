import { useMessages } from '../../lib/i18n/use-messages'
import { useNow } from '../../lib/util/use-now'
import { listMessages } from './list-messages'

/** "Updated 3 min ago · refreshing…": how old the rows on screen are. */
export function RefreshNote({ at }: { at: number }) {
  const { t } = useMessages(listMessages)
  const minutes = Math.floor((useNow(null) - at) / 60_000)
  if (minutes < 1) return t('justNow')
  if (minutes < 60) return t('minutesAgo', { minutes })
  return t('hoursAgo', { hours: Math.floor(minutes / 60) })
}
