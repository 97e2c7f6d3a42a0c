import type { Pet } from '../../../lib/pets/pet-schemas'
import type { NewPet } from '../../../lib/pets/new-pet-schema'
import { sameAnimals, sameId } from '../../../lib/pets/same-animal'
import type { Finding } from './check-codes'

// Check the list: whether an Unknown row's animal is among the latest 100,
// unfiltered. Name and category cannot tell the row's animal from an older
// twin, so only animals the job did not know before its first send count
// (decision 017); without that record, what is found is shown, not decided.
// A finding is a code with ids, kept with the job; check-messages.ts words it.

export type { Finding }

/** What Check the list reads: the latest 100 animals, newest first, and the ids this browser's Activity shows added. */
export interface ListLook {
  latest: Pet[]
  addedHere: string[]
}

export interface Known {
  /** The job's record (`knownBefore`); undefined when it has none. */
  before: readonly string[] | undefined
  /** Animals known to be another send's: other rows of the job, this browser's Activity. */
  others: readonly string[]
}

const isIn = (ids: readonly string[], id: string) =>
  ids.some((known) => sameId(known, id))

/** `latest`: the latest 100 animals, newest first, as the list returns them. */
export function findRow(
  latest: readonly Pet[],
  row: NewPet,
  known: Known,
): Finding {
  const found = sameAnimals(latest, row.name, row.categoryId).map(
    (pet) => pet.id,
  )
  const candidates = found.filter((id) => !isIn(known.others, id))
  if (found.length === 0) return { kind: 'none' }
  if (known.before === undefined)
    return candidates.length
      ? { kind: 'maybe', ids: candidates }
      : { kind: 'older', ids: found }
  const before = known.before
  const added = candidates.filter((id) => !isIn(before, id))
  return added.length
    ? { kind: 'added', ids: added.reverse() }
    : { kind: 'older', ids: found }
}
