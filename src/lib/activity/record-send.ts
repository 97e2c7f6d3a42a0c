import type { Connection } from '../connection/connection'
import type { NewPet } from '../pets/new-pet-schema'
import type { ActivityEntry, ActivityOutcome } from './activity-entry'
import { type Activity, type LogStep, logPlaceFor } from './activity-log'
import { newId, TAB_ID } from './open-tabs'
import { outcomeOfError } from './send-outcome'
import { storeWords } from './stored-words'

// Every create is recorded as it goes, so the log says what happened to a
// send even when its tab closed before the answer.

export interface SendRecord {
  /** The entry's id, for a link to it (`/activity#entry-<id>`). */
  id: string
  /** The request is held by a rate-limit wait. */
  held: () => void
  /** The request left the browser. */
  sent: () => void
  added: (petId: string) => void
  failed: (error: unknown) => void
}

/** Where a record's changes go: the entry's outcome so far, or its removal. */
interface Sink {
  move: (patch: Partial<ActivityEntry> & { outcome: ActivityOutcome }) => void
  remove: () => void
}

const entryOf = (id: string, pet: NewPet, now: number): ActivityEntry => ({
  id,
  at: now,
  name: pet.name,
  categoryId: pet.categoryId,
  status: pet.status ?? null,
  outcome: 'sending',
  petId: null,
  message: null,
  tab: TAB_ID,
})

/** The calls that move entry `id` along, each change to `sink`. */
function tracked(id: string, sink: Sink | null): SendRecord {
  let sent = false
  let outcome: ActivityOutcome = 'sending'
  const move = (next: ActivityOutcome, patch: Partial<ActivityEntry> = {}) => {
    if (outcome === next && !Object.keys(patch).length) return
    outcome = next
    sink?.move({ outcome: next, ...patch })
  }
  return {
    id,
    held: () => {
      // Held before an attempt: any earlier one was answered 429 (the client
      // tries again only then), so nothing of this send is out there now.
      sent = false
      move('waiting')
    },
    sent: () => {
      sent = true
      move('sending')
    },
    added: (petId) => move('added', { petId, message: null, words: undefined }),
    failed: (error) => {
      const result = outcomeOfError(error, sent)
      if (result === null) sink?.remove()
      else
        move(result.outcome, {
          message: result.message,
          words: storeWords(result.said),
        })
    },
  }
}

/**
 * Starts an entry in `activity` for a create about to be sent over
 * `connection`, and returns the calls that move it along: Waiting while a
 * rate-limit wait holds it, then Added, Refused or Unknown. A send that
 * never left (no key, cancelled while waiting) leaves no entry: it could
 * not change data.
 */
export function recordSend(
  activity: Activity,
  connection: Connection,
  pet: NewPet,
  now = Date.now(),
): SendRecord {
  const id = newId()
  const place = logPlaceFor(connection)
  if (!place) return tracked(id, null)
  void activity.append(place, entryOf(id, pet, now))
  return tracked(id, {
    move: (patch) => void activity.patch(place, id, patch),
    remove: () => void activity.remove(place, id),
  })
}

/** A send whose entry is stored with the caller's own record (recordStoredSend). */
export interface StoredSend {
  /** For createPet: a wait and its end are stored as any send's; the outcome is kept for `last`. */
  record: SendRecord
  /** The entry, Sending, to store with the caller's mark before the request leaves; null without a key. */
  first: LogStep | null
  /** The outcome, once answered, to store with the caller's; null when none is left to store. */
  last: () => Promise<LogStep | null>
  /** The request never left after all: the entry goes. */
  drop: () => void
}

/**
 * As recordSend, for a create whose caller stores its own record of it (an
 * import row): the entry is stored in the caller's step before the request
 * leaves, and its outcome in the caller's step after the answer (decision
 * 041), so the two never disagree and cost one write each.
 */
export function recordStoredSend(
  activity: Activity,
  connection: Connection,
  pet: NewPet,
  now = Date.now(),
): StoredSend {
  const id = newId()
  const place = logPlaceFor(connection)
  let outcome: Partial<ActivityEntry> | null = null
  const remove = () => {
    outcome = null
    if (place) void activity.remove(place, id)
  }
  const record = tracked(
    id,
    place && {
      move: (patch) => {
        if (patch.outcome === 'waiting' || patch.outcome === 'sending') {
          outcome = null
          void activity.patch(place, id, patch)
        } else outcome = patch
      },
      remove,
    },
  )
  return {
    record,
    first: place && activity.stageAppend(place, entryOf(id, pet, now)),
    async last() {
      const patch = outcome
      if (!place || !patch) return null
      // After whatever a wait stored of it: an outcome never lands first.
      await activity.settled()
      return activity.stagePatch(place, id, patch)
    },
    drop: remove,
  }
}

/**
 * A send whose outcome was Unknown, found since as `petId` (the add form's
 * Check the latest 100): Added, with that ID.
 */
export function recordFound(
  activity: Activity,
  connection: Connection,
  entryId: string,
  petId: string,
): Promise<void> {
  const place = logPlaceFor(connection)
  if (!place) return Promise.resolve()
  return activity.patch(place, entryId, {
    outcome: 'added',
    petId,
    message: null,
    words: undefined,
  })
}
