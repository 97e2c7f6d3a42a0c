import { describe, expect, it } from 'vitest'
import { createDb, type Persistence } from './db'
import { BIG_ID, HTML_NAME, SEED_SIZE } from './seed'

/** An in-memory stand-in for localStorage. */
function memoryPersistence(initial: string | null = null) {
  let stored = initial
  let saves = 0
  const persistence: Persistence = {
    load: () => stored,
    save: (snapshot) => {
      stored = snapshot
      saves += 1
    },
  }
  return {
    persistence,
    stored: () => stored,
    saves: () => saves,
  }
}

describe('createDb seed', () => {
  const db = createDb()
  const all = db.list({ limit: Infinity })

  it('holds about 150 animals', () => {
    expect(db.count()).toBe(SEED_SIZE)
    expect(db.count()).toBeGreaterThanOrEqual(140)
    expect(db.count()).toBeLessThanOrEqual(160)
    expect(all).toHaveLength(db.count())
  })

  it('has unique ids', () => {
    expect(new Set(all.map((pet) => pet.id)).size).toBe(all.length)
  })

  it('covers every status, and some animals have none', () => {
    for (const status of ['available', 'pending', 'sold'] as const) {
      expect(all.some((pet) => pet.status === status)).toBe(true)
    }
    const withoutStatus = all.filter((pet) => pet.status === undefined)
    expect(withoutStatus.length).toBeGreaterThan(0)
    for (const pet of withoutStatus) expect(pet).not.toHaveProperty('status')
  })

  it('keeps the id beyond 2^53 and the HTML name below the first page', () => {
    expect(db.find(BIG_ID)).toEqual({
      id: BIG_ID,
      name: 'Atlas',
      categoryId: '2',
      status: 'available',
    })
    // A newcomer's first screen shows a shelter's animals; 50 a page shows the proofs.
    const firstPage = db.list({ limit: 20 })
    expect(firstPage.map((pet) => pet.id)).not.toContain(BIG_ID)
    expect(firstPage.map((pet) => pet.name)).not.toContain(HTML_NAME)
    const fifty = db.list({ limit: 50 })
    expect(fifty.map((pet) => pet.id)).toContain(BIG_ID)
    expect(fifty.map((pet) => pet.name)).toContain(HTML_NAME)
  })

  it('keeps ids and category ids as exact decimal strings', () => {
    for (const pet of all) {
      expect(pet.id).toMatch(/^\d+$/)
      expect(pet.categoryId).toMatch(/^\d+$/)
    }
  })

  it('is the same every time', () => {
    expect(createDb().list({ limit: Infinity })).toEqual(all)
  })
})

describe('list', () => {
  it('limits the number of animals', () => {
    const db = createDb()
    expect(db.list({ limit: 1 })).toHaveLength(1)
    expect(db.list({ limit: 20 })).toHaveLength(20)
    expect(db.list({ limit: 100 })).toHaveLength(100)
  })

  it.each(['available', 'pending', 'sold'] as const)(
    'filters by %s',
    (status) => {
      const db = createDb()
      const all = db.list({ limit: Infinity })
      const matching = db.list({ limit: Infinity, status })
      expect(matching.length).toBeGreaterThan(0)
      expect(matching.every((pet) => pet.status === status)).toBe(true)
      expect(matching).toEqual(all.filter((pet) => pet.status === status))
      expect(db.list({ limit: 2, status })).toEqual(matching.slice(0, 2))
    },
  )

  it('lists the newest first', () => {
    const db = createDb()
    const first = db.create({ name: 'First', categoryId: '1' })
    const second = db.create({ name: 'Second', categoryId: '1' })
    expect(db.list({ limit: 2 })).toEqual([second, first])
  })

  it('returns copies of the order, not the store itself', () => {
    const db = createDb()
    db.list({ limit: Infinity }).reverse()
    expect(db.list({ limit: 1 })[0]?.id).toBe(
      createDb().list({ limit: 1 })[0]?.id,
    )
  })
})

describe('find', () => {
  it('finds by exact id string only', () => {
    const db = createDb()
    expect(db.find('1')?.id).toBe('1')
    expect(db.find('9007199254740992')).toBeUndefined()
    expect(db.find('999999')).toBeUndefined()
  })
})

describe('create', () => {
  it('assigns increasing ids beyond the seed', () => {
    const db = createDb()
    const seedIds = new Set(db.list({ limit: Infinity }).map((pet) => pet.id))
    const a = db.create({ name: 'A', categoryId: '1' })
    const b = db.create({ name: 'B', categoryId: '1' })
    const c = db.create({ name: 'C', categoryId: '1' })
    expect([a.id, b.id, c.id]).toEqual(['1001', '1002', '1003'])
    for (const pet of [a, b, c]) expect(seedIds.has(pet.id)).toBe(false)
    expect(BigInt(b.id)).toBeGreaterThan(BigInt(a.id))
    expect(db.count()).toBe(SEED_SIZE + 3)
  })

  it('stores what was given, with status only when given', () => {
    const db = createDb()
    const plain = db.create({ name: 'Pip', categoryId: '9223372036854775807' })
    expect(plain).toEqual({
      id: '1001',
      name: 'Pip',
      categoryId: '9223372036854775807',
    })
    expect(plain).not.toHaveProperty('status')
    const sold = db.create({ name: 'Bo', categoryId: '2', status: 'sold' })
    expect(sold.status).toBe('sold')
    expect(db.find(plain.id)).toEqual(plain)
    expect(db.find(sold.id)).toEqual(sold)
  })
})

describe('persistence', () => {
  it('does not save until something changes', () => {
    const memory = memoryPersistence()
    createDb(memory.persistence)
    expect(memory.saves()).toBe(0)
  })

  it('saves on create, and a new db with the same persistence sees the animal', () => {
    const memory = memoryPersistence()
    const first = createDb(memory.persistence)
    const created = first.create({ name: 'Kept', categoryId: '3' })
    expect(memory.saves()).toBe(1)
    expect(memory.stored()).toContain('Kept')

    const second = createDb(memory.persistence)
    expect(second.count()).toBe(SEED_SIZE + 1)
    expect(second.find(created.id)).toEqual(created)
    expect(second.list({ limit: 1 })).toEqual([created])
    // Ids keep counting from where the saved db stopped.
    expect(second.create({ name: 'Next', categoryId: '3' }).id).toBe('1002')
  })

  it.each([
    ['text that is not JSON', '{"pets": ['],
    ['JSON null', 'null'],
    ['a JSON array', '[]'],
    ['no pets', '{"nextId":"1001"}'],
    ['pets that are not an array', '{"pets":"x","nextId":"1001"}'],
    ['no nextId', '{"pets":[]}'],
    ['a numeric nextId', '{"pets":[],"nextId":1001}'],
    ['a nextId that is not a number', '{"pets":[],"nextId":"abc"}'],
    ['an empty string', ''],
  ])('falls back to the seed for %s', (_, raw) => {
    const db = createDb(memoryPersistence(raw).persistence)
    expect(db.count()).toBe(SEED_SIZE)
    expect(db.find(BIG_ID)).toBeDefined()
  })

  it('falls back to the seed when loading throws', () => {
    const db = createDb({
      load: () => {
        throw new Error('SecurityError')
      },
      save: () => undefined,
    })
    expect(db.count()).toBe(SEED_SIZE)
  })
})

describe('reset', () => {
  it('goes back to the seed', () => {
    const memory = memoryPersistence()
    const db = createDb(memory.persistence)
    const created = db.create({ name: 'Gone', categoryId: '1' })
    db.reset()
    expect(db.count()).toBe(SEED_SIZE)
    expect(db.find(created.id)).toBeUndefined()
    expect(db.create({ name: 'Again', categoryId: '1' }).id).toBe('1001')
    expect(createDb(memory.persistence).count()).toBe(SEED_SIZE + 1)
  })

  it('empties the store with { empty: true }', () => {
    const memory = memoryPersistence()
    const db = createDb(memory.persistence)
    db.create({ name: 'Gone', categoryId: '1' })
    db.reset({ empty: true })
    expect(db.count()).toBe(0)
    expect(db.list({ limit: 20 })).toEqual([])
    expect(db.find(BIG_ID)).toBeUndefined()
    expect(createDb(memory.persistence).count()).toBe(0)
    expect(db.create({ name: 'Only', categoryId: '1' }).id).toBe('1001')
    expect(db.count()).toBe(1)
  })
})

describe('damaged saved data', () => {
  function persisted(snapshot: unknown): Persistence {
    return { load: () => JSON.stringify(snapshot), save: () => undefined }
  }

  it('falls back to the seed when any saved animal is malformed', () => {
    const db = createDb(persisted({ pets: [null], nextId: '5' }))
    expect(db.count()).toBe(SEED_SIZE)
    expect(() => db.find('1')).not.toThrow()
  })

  it('falls back to the seed when a saved status is not a PetStatus', () => {
    const db = createDb(
      persisted({
        pets: [{ id: '1', name: 'A', categoryId: '1', status: 'adopted' }],
        nextId: '2',
      }),
    )
    expect(db.count()).toBe(SEED_SIZE)
  })

  it('never hands out an id that is already taken', () => {
    const db = createDb(
      persisted({
        pets: [
          { id: '7', name: 'Seven', categoryId: '1' },
          { id: '8', name: 'Eight', categoryId: '1' },
        ],
        nextId: '7',
      }),
    )
    expect(db.create({ name: 'New', categoryId: '1' }).id).toBe('9')
    expect(db.create({ name: 'Newer', categoryId: '1' }).id).toBe('10')
  })
})

describe('two tabs sharing one saved snapshot', () => {
  it('keeps the animals each tab added', () => {
    const memory = memoryPersistence()
    const first = createDb(memory.persistence)
    const second = createDb(memory.persistence)
    const fromFirst = first.create({ name: 'From first', categoryId: '1' })
    const fromSecond = second.create({ name: 'From second', categoryId: '1' })
    expect(fromSecond.id).not.toBe(fromFirst.id)
    for (const db of [first, second, createDb(memory.persistence)]) {
      expect(db.count()).toBe(SEED_SIZE + 2)
      expect(db.find(fromFirst.id)).toEqual(fromFirst)
      expect(db.list({ limit: 2 })).toEqual([fromSecond, fromFirst])
    }
  })

  it('sees a reset made in the other tab', () => {
    const memory = memoryPersistence()
    const first = createDb(memory.persistence)
    const second = createDb(memory.persistence)
    const gone = first.create({ name: 'Gone', categoryId: '1' })
    expect(second.find(gone.id)).toEqual(gone)
    second.reset({ empty: true })
    expect(first.count()).toBe(0)
    expect(first.create({ name: 'Only', categoryId: '1' }).id).toBe('1001')
    expect(second.count()).toBe(1)
  })

  it('ignores damaged data written later, keeping what it had', () => {
    const memory = memoryPersistence()
    const db = createDb(memory.persistence)
    const kept = db.create({ name: 'Kept', categoryId: '1' })
    memory.persistence.save('{"pets":[null],"nextId":"5"}')
    expect(db.count()).toBe(SEED_SIZE + 1)
    expect(db.find(kept.id)).toEqual(kept)
  })

  it('keeps what it added when saving does not stick (storage full)', () => {
    const memory = memoryPersistence()
    const first = createDb(memory.persistence)
    first.create({ name: 'Saved', categoryId: '1' })
    const full: Persistence = {
      load: () => memory.stored(),
      save: () => undefined,
    }
    const second = createDb(full)
    const unsaved = second.create({ name: 'Unsaved', categoryId: '1' })
    expect(second.count()).toBe(SEED_SIZE + 2)
    expect(second.find(unsaved.id)).toEqual(unsaved)
  })

  it('keeps working on its own copy when nothing can be saved', () => {
    const db = createDb({ load: () => null, save: () => undefined })
    const created = db.create({ name: 'Memory only', categoryId: '1' })
    expect(db.count()).toBe(SEED_SIZE + 1)
    expect(db.find(created.id)).toEqual(created)
  })
})
