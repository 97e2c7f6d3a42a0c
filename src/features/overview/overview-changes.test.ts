import { DEMO_YESTERDAY_MS } from '../../lib/demo/demo-yesterday'
import { makeSeenRecord, type SeenAnimal } from '../../lib/seen/seen-record'
import { seedPets } from '../../mocks/seed'
import {
  anyFull,
  compareWithRecord,
  demoYesterday,
  hasChanges,
  viewOf,
} from './overview-changes'

const animal = (
  id: string,
  status?: SeenAnimal['status'],
  name = `Pet ${id}`,
): SeenAnimal => ({ id, name, categoryId: '1', ...(status ? { status } : {}) })

describe('compareWithRecord', () => {
  const record = makeSeenRecord(
    [
      animal('1', 'available'),
      animal('2', 'pending'),
      animal('3'),
      animal('4', 'sold'),
    ],
    false,
    1_000,
  )

  it('finds status changes with before and after, newcomers and animals gone', () => {
    const changes = compareWithRecord(
      record,
      [
        animal('1', 'sold'),
        animal('2', 'pending'),
        animal('3', 'available'),
        animal('5', 'available'),
      ],
      false,
    )
    expect(changes.statusChanged).toEqual([
      { animal: animal('1', 'sold'), from: 'available', to: 'sold' },
      { animal: animal('3', 'available'), from: undefined, to: 'available' },
    ])
    expect(changes.notSeenBefore).toEqual([animal('5', 'available')])
    expect(changes.noLongerListed).toEqual([animal('4', 'sold')])
    expect(changes.windowed).toBe(false)
  })

  it('is windowed when either look held a whole page', () => {
    const view = [animal('1', 'available')]
    expect(compareWithRecord(record, view, true).windowed).toBe(true)
    expect(
      compareWithRecord({ ...record, full: true }, view, false).windowed,
    ).toBe(true)
  })

  it('sees nothing when the view is the record', () => {
    expect(hasChanges(compareWithRecord(record, record.animals, false))).toBe(
      false,
    )
  })
})

describe('viewOf', () => {
  it('holds each animal once, its status from the status lists', () => {
    const pet = { id: '7', name: 'Bo', categoryId: '2' }
    const view = viewOf({
      all: [pet],
      sold: [{ ...pet, status: 'sold' }],
    })
    expect(view).toEqual([{ ...pet, status: 'sold' }])
    expect(anyFull({ all: [pet] })).toBe(false)
  })
})

describe('demoYesterday', () => {
  it('shows the demo’s changes and arrivals on a first look at the seed', () => {
    const seed = seedPets().reverse()
    const answers = {
      all: seed.slice(0, 100),
      available: seed.filter((pet) => pet.status === 'available').slice(0, 100),
      pending: seed.filter((pet) => pet.status === 'pending').slice(0, 100),
      sold: seed.filter((pet) => pet.status === 'sold').slice(0, 100),
    }
    const view = viewOf(answers)
    const record = demoYesterday(view, anyFull(answers), 10 * DEMO_YESTERDAY_MS)
    expect(record.at).toBe(9 * DEMO_YESTERDAY_MS)
    const changes = compareWithRecord(record, view, anyFull(answers))
    expect(
      changes.statusChanged.map(({ animal: { id }, from, to }) => [
        id,
        from,
        to,
      ]),
    ).toEqual([
      ['146', 'available', 'sold'],
      ['143', 'available', 'pending'],
      ['139', 'pending', 'available'],
    ])
    expect(changes.notSeenBefore.map((pet) => pet.id)).toEqual(['148', '147'])
    expect(changes.noLongerListed).toEqual([])
    expect(changes.windowed).toBe(true)
  })
})
