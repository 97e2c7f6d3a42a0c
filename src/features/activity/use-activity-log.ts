import { useEffect, useState } from 'react'
import {
  type ActivityChange,
  type ActivityEntry,
  type ActivityLog,
  applyChange,
  EMPTY_LOG,
} from '../../lib/activity/activity-entry'
import { effectiveEntry, openTabs } from '../../lib/activity/closed-tabs'
import { TAB_ID } from '../../lib/activity/open-tabs'
import { activityOf, type LogPlace } from '../../lib/activity/activity-log'
import { useTabs } from '../../lib/tabs/tabs'

export interface ActivityView {
  /** The log as it stands, pending sends of closed tabs shown as Unknown. */
  entries: ActivityEntry[]
  dropped: number
  unreadable: number
  loaded: boolean
}

/** The log of `place`, read once, then changed by what each tab says it changed. */
export function useActivityLog(place: LogPlace | null): ActivityView {
  const placeKey = place ? `${place.area}:${place.name}` : ''
  const tabs = useTabs()
  const [state, setState] = useState<{
    key: string
    log: ActivityLog
    open: ReadonlySet<string> | null
  } | null>(null)

  useEffect(() => {
    let live = true
    // Reads may finish out of order; only the latest one counts.
    let latest = 0
    // The log as last read and changed since; null while a read is under way.
    let shown: { log: ActivityLog; open: ReadonlySet<string> | null } | null =
      null
    const load = async () => {
      const ticket = ++latest
      shown = null
      const [log, open] = await Promise.all([
        place ? activityOf(tabs).read(place) : Promise.resolve(EMPTY_LOG),
        openTabs(tabs.locks),
      ])
      if (!live || ticket !== latest) return
      shown = { log, open }
      setState({ key: placeKey, ...shown })
    }
    // Read through a call: `shown` changes while a change awaits.
    const current = () => shown
    const apply = async (change: ActivityChange) => {
      if (!shown) return load()
      let { open } = shown
      // A tab opened since the last look: ask again before calling it closed.
      if ('entry' in change && open && change.entry.tab !== TAB_ID)
        if (!open.has(change.entry.tab)) open = await openTabs(tabs.locks)
      // A read started meanwhile holds this change already.
      const now = current()
      if (!live || !now) return
      const log = applyChange(now.log, change)
      if (!log) return load()
      shown = { log, open }
      setState({ key: placeKey, ...shown })
    }
    // In order: an entry's outcome never lands before the entry.
    let applying = Promise.resolve()
    void load()
    const stop = activityOf(tabs).subscribe((change) => {
      if (place && change.name === place.name)
        applying = applying.then(() => apply(change))
    })
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
  }, [tabs, placeKey])

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
