import { useEffect, useState } from 'react'
import {
  type ActivityEntry,
  type ActivityLog,
  EMPTY_LOG,
} from '../../lib/activity/activity-entry'
import { effectiveEntry, openTabs } from '../../lib/activity/closed-tabs'
import {
  type LogPlace,
  readActivityLog,
  subscribeActivity,
} from '../../lib/activity/activity-log'

export interface ActivityView {
  /** The log as it stands, pending sends of closed tabs shown as Unknown. */
  entries: ActivityEntry[]
  dropped: number
  unreadable: number
  loaded: boolean
}

/** The log of `place`, read again whenever any tab changes a log. */
export function useActivityLog(place: LogPlace | null): ActivityView {
  const placeKey = place ? `${place.area}:${place.name}` : ''
  const [state, setState] = useState<{
    key: string
    log: ActivityLog
    open: ReadonlySet<string> | null
  } | null>(null)

  useEffect(() => {
    let live = true
    // Reads may finish out of order; only the latest one counts.
    let latest = 0
    const load = async () => {
      const ticket = ++latest
      const [log, open] = await Promise.all([
        place ? readActivityLog(place) : Promise.resolve(EMPTY_LOG),
        openTabs(),
      ])
      if (live && ticket === latest) setState({ key: placeKey, log, open })
    }
    void load()
    const stop = subscribeActivity(() => void load())
    // A tab closed while sending tells nobody: look again on coming back.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void load()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      live = false
      stop()
      document.removeEventListener('visibilitychange', onVisible)
    }
    // placeKey stands for place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placeKey])

  if (!state || state.key !== placeKey) {
    return { entries: [], dropped: 0, unreadable: 0, loaded: false }
  }
  return {
    entries: state.log.entries.map((entry) =>
      effectiveEntry(entry, state.open),
    ),
    dropped: state.log.dropped,
    unreadable: state.log.unreadable,
    loaded: true,
  }
}
