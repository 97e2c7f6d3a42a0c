import type { Connection } from '../connection/connection'
import type { NewPet } from '../pets/pet-schemas'
import type { ActivityEntry, ActivityOutcome } from './activity-entry'
import {
  appendActivity,
  logPlaceFor,
  patchActivity,
  removeActivity,
} from './activity-log'
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

/**
 * Starts an entry for a create about to be sent over `connection`, and
 * returns the calls that move it along: Waiting while a rate-limit wait
 * holds it, then Added, Refused or Unknown. A send that never left (no key,
 * cancelled while waiting) leaves no entry: it could not change data.
 */
export function recordSend(
  connection: Connection,
  pet: NewPet,
  now = Date.now(),
): SendRecord {
  const id = newId()
  const place = logPlaceFor(connection)
  let sent = false
  let outcome: ActivityOutcome = 'sending'
  if (place)
    void appendActivity(place, {
      id,
      at: now,
      name: pet.name,
      categoryId: pet.categoryId,
      status: pet.status ?? null,
      outcome,
      petId: null,
      message: null,
      tab: TAB_ID,
    })
  const move = (next: ActivityOutcome, patch: Partial<ActivityEntry> = {}) => {
    if (outcome === next && !Object.keys(patch).length) return
    outcome = next
    if (place) void patchActivity(place, id, { outcome: next, ...patch })
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
      if (result === null) {
        if (place) void removeActivity(place, id)
      } else
        move(result.outcome, {
          message: result.message,
          words: storeWords(result.said),
        })
    },
  }
}

/**
 * A send whose outcome was Unknown, found since as `petId` (the add form's
 * Check the latest 100): Added, with that ID.
 */
export function recordFound(
  connection: Connection,
  entryId: string,
  petId: string,
): Promise<void> {
  const place = logPlaceFor(connection)
  if (!place) return Promise.resolve()
  return patchActivity(place, entryId, {
    outcome: 'added',
    petId,
    message: null,
    words: undefined,
  })
}
