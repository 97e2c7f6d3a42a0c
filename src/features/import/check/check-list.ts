import type { NewPet, Pet } from '../../../lib/pets/pet-schemas'
import { sameAnimals, sameId } from '../../../lib/pets/same-animal'

// Check the list: whether an Unknown row's animal is among the latest 100,
// unfiltered. Name and category cannot tell the row's animal from an older
// twin, so only animals the job did not know before its first send count
// (decision 017); without that record, what is found is shown, not decided.

/** What the list says of one Unknown row. */
export type Finding =
  /** No animal with its name and category. */
  | { kind: 'none' }
  /** Only animals known before the import's first send (or another send's). */
  | { kind: 'older'; ids: string[] }
  /** Animals new since the record, oldest first: the row was added (more than once, if several). */
  | { kind: 'added'; ids: string[] }
  /** No record to tell: these match, newest first, and any may be older. */
  | { kind: 'maybe'; ids: string[] }

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

const idsText = (ids: readonly string[]) =>
  ids.length === 1 ? `ID ${ids[0] ?? ''}` : `IDs ${ids.join(', ')}`

/** The row's message after the check, in words. */
export function findingText(finding: Finding): string {
  switch (finding.kind) {
    case 'none':
      return 'Not found among the latest 100 animals: it was probably not added. Send it again if you still want it.'
    case 'older':
      return `Not added, as far as the list shows: the only ${
        finding.ids.length === 1 ? 'animal' : 'animals'
      } with this name and category among the latest 100 (${idsText(finding.ids)}) ${
        finding.ids.length === 1 ? 'was' : 'were'
      } there before this import sent it, or came from another send. Send it again if you still want it.`
    case 'added':
      return finding.ids.length === 1
        ? `Added as ${idsText(finding.ids)}.`
        : `Found ${finding.ids.length} animals with this name and category added since this import started: ${idsText(finding.ids)}. This row's request may have reached the server more than once (a browser can resend it over a dropped connection), or someone else added one meanwhile: look at each before doing anything.`
    case 'maybe':
      return finding.ids.length === 1
        ? `An animal with this name and category exists: ${idsText(finding.ids)}. It may be an older one.`
        : `Animals with this name and category exist: ${idsText(finding.ids)}. Each may be an older one.`
  }
}
