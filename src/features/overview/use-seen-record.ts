import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { activityOf, logPlaceFor } from '../../lib/activity/activity-log'
import type { Connection } from '../../lib/connection/connection'
import { identityOf } from '../../lib/connection/identity'
import {
  makeSeenRecord,
  type SeenAnimal,
  type SeenRecord,
  seenStoreFor,
} from '../../lib/seen/seen-record'
import { useTabs } from '../../lib/tabs/tabs'
import { demoYesterday } from './overview-changes'

const noSubscription = () => () => undefined
const nothing = () => null

export interface SeenState {
  /** The record compared with; null before the first one is made, or without a key. */
  record: SeenRecord | null
  /** Whether a record can be kept at all (a key is set). */
  keeps: boolean
  markAsSeen: () => void
}

/**
 * The connection's record. The first complete view becomes it (in the demo,
 * that view as it stood "yesterday"); Mark as seen replaces it.
 */
export function useSeenRecord(
  connection: Connection,
  view: readonly SeenAnimal[] | null,
  full: boolean,
): SeenState {
  const identity = identityOf(connection)
  const place = identity?.hasKey ? `${identity.area}:${identity.name}` : ''
  // One store per connection: its key and area follow the identity.
  const { channel } = useTabs()
  const store = useMemo(
    () => seenStoreFor(connection, channel),
    // place stands for the connection's identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [place, channel],
  )
  const record = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.get ?? nothing,
  )
  const demo = connection.environment === 'demo'
  useEffect(() => {
    if (!store || !view || store.get() !== null) return
    const now = Date.now()
    store.set(
      demo
        ? demoYesterday(view, full, now)
        : makeSeenRecord(view, full, now, true),
    )
  }, [store, view, full, demo])
  return {
    record,
    keeps: store !== null,
    markAsSeen() {
      if (view) store?.set(makeSeenRecord(view, full, Date.now()))
    },
  }
}

/** IDs of the animals this browser added with this connection, from the Activity log. */
export function useAddedHere(connection: Connection): ReadonlySet<string> {
  const activity = activityOf(useTabs())
  const place = logPlaceFor(connection)
  const placeKey = place ? `${place.area}:${place.name}` : ''
  const [added, setAdded] = useState<{
    key: string
    ids: ReadonlySet<string>
  }>()
  useEffect(() => {
    if (!place) return
    let live = true
    const load = async () => {
      const log = await activity.read(place)
      const ids = new Set(
        log.entries.flatMap((entry) =>
          entry.outcome === 'added' && entry.petId ? [entry.petId] : [],
        ),
      )
      if (live) setAdded({ key: placeKey, ids })
    }
    void load()
    const stop = activity.subscribe(() => void load())
    return () => {
      live = false
      stop()
    }
    // placeKey stands for place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activity, placeKey])
  return added?.key === placeKey ? added.ids : EMPTY
}

const EMPTY: ReadonlySet<string> = new Set()
