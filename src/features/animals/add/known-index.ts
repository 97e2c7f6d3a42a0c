import { animalKey } from '../../../lib/pets/same-animal'
import { type KnownAnimal, matchesOf } from './known-animals'

// The Add page's duplicate index: every known animal in a slot (a list's
// animal, an Activity entry, a kept import row), grouped by name and
// category. A change puts or empties its slots, in O(slots changed); the
// page asks only for the group of what is typed, and hears of a change only
// when that group changed (issue 31): an import's row in another tab costs
// it no render.

/** Where a known animal comes from: its matches are listed in this order. */
type KnownSource = 'list' | 'entry' | 'kept'
const RANK: Record<KnownSource, number> = { list: 0, entry: 1, kept: 2 }

interface Placed {
  key: string
  animal: KnownAnimal
  rank: number
  /** Its order within its source (a list's order, newest entry first, row order). */
  order: number
}

const NONE: readonly KnownAnimal[] = []

export function createKnownIndex() {
  const slots = new Map<string, Placed>()
  const groups = new Map<string, Map<string, Placed>>()
  const versions = new Map<string, number>()
  const listeners = new Set<() => void>()
  // The last groups asked for, so the page's snapshot stays the same array.
  const asked = new Map<
    string,
    { version: number; matches: readonly KnownAnimal[] }
  >()

  const bump = (key: string) => versions.set(key, (versions.get(key) ?? 0) + 1)

  function remove(slot: string) {
    const placed = slots.get(slot)
    if (!placed) return
    slots.delete(slot)
    const group = groups.get(placed.key)
    group?.delete(slot)
    if (group?.size === 0) groups.delete(placed.key)
    bump(placed.key)
  }

  /** Puts `animal` in `slot` (of `source`), or empties it. */
  function put(
    source: KnownSource,
    slot: string,
    animal: KnownAnimal | null,
    order: number,
  ) {
    const id = `${source}:${slot}`
    const was = slots.get(id)
    remove(id)
    if (!animal) return
    // A row or entry changes outcome, not name, as it is sent (twice a row
    // of an import): its key is kept, not folded again (issue 31).
    const key =
      was?.animal.name === animal.name &&
      was.animal.categoryId === animal.categoryId
        ? was.key
        : animalKey(animal.name, animal.categoryId)
    const placed: Placed = { key, animal, rank: RANK[source], order }
    slots.set(id, placed)
    let group = groups.get(key)
    if (!group) groups.set(key, (group = new Map<string, Placed>()))
    group.set(id, placed)
    bump(key)
  }

  return {
    put,
    /** Every slot of `source` emptied (a source read again). */
    clear(source: KnownSource) {
      const prefix = `${source}:`
      for (const slot of [...slots.keys()])
        if (slot.startsWith(prefix)) remove(slot)
    },
    /** Once a batch of changes is in: the page looks whether its group changed. */
    changed() {
      listeners.forEach((listener) => listener())
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    /** matchesOf over the group of this name and category; the same array while that group is unchanged. */
    matches(name: string, categoryId: string): readonly KnownAnimal[] {
      if (!name.trim() || !categoryId.trim()) return NONE
      const key = animalKey(name, categoryId)
      const version = versions.get(key) ?? 0
      const known = asked.get(key)
      if (known?.version === version) return known.matches
      const group = [...(groups.get(key)?.values() ?? [])]
        .sort((a, b) => a.rank - b.rank || a.order - b.order)
        .map((placed) => placed.animal)
      const found = matchesOf(group, name, categoryId)
      const matches = found.length ? found : NONE
      if (asked.size >= 4) asked.clear()
      asked.set(key, { version, matches })
      return matches
    },
  }
}
export type KnownIndex = ReturnType<typeof createKnownIndex>
