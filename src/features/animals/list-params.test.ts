import { describe, expect, it } from 'vitest'
import { type ListView, readListView, writeListView } from './list-params'
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  PET_STATUSES,
} from '../../lib/pets/pet-schemas'

const DEFAULT_VIEW: ListView = { status: undefined, limit: DEFAULT_PAGE_SIZE }

function read(query: string) {
  return readListView(new URLSearchParams(query))
}

describe('readListView', () => {
  it('uses the defaults when nothing is given', () => {
    expect(read('')).toEqual(DEFAULT_VIEW)
    expect(DEFAULT_VIEW.limit).toBe(20)
  })

  it.each(PET_STATUSES)('reads status=%s', (status) => {
    expect(read(`status=${status}`)).toEqual({ ...DEFAULT_VIEW, status })
  })

  it.each(PAGE_SIZES)('reads limit=%i', (limit) => {
    expect(read(`limit=${limit}`)).toEqual({ ...DEFAULT_VIEW, limit })
  })

  it('reads both together', () => {
    expect(read('status=pending&limit=100')).toEqual({
      status: 'pending',
      limit: 100,
    })
  })

  it.each(['adopted', 'Available', 'SOLD', ''])(
    'falls back to no status for status=%s',
    (status) => {
      expect(read(`status=${status}&limit=50`)).toEqual({
        status: undefined,
        limit: 50,
      })
    },
  )

  it.each(['0', '15', '101', '-20', 'abc', '20.5', ''])(
    'falls back to the default page size for limit=%s',
    (limit) => {
      expect(read(`status=sold&limit=${limit}`)).toEqual({
        status: 'sold',
        limit: DEFAULT_PAGE_SIZE,
      })
    },
  )
})

describe('writeListView', () => {
  it('leaves the defaults out of the URL', () => {
    expect(writeListView(DEFAULT_VIEW).toString()).toBe('')
  })

  it('writes a status and a page size that are not the default', () => {
    expect(writeListView({ status: 'sold', limit: 50 }).toString()).toBe(
      'status=sold&limit=50',
    )
    expect(writeListView({ status: 'available', limit: 20 }).toString()).toBe(
      'status=available',
    )
    expect(writeListView({ status: undefined, limit: 100 }).toString()).toBe(
      'limit=100',
    )
  })

  it('keeps other parameters and replaces the old view', () => {
    const base = new URLSearchParams('ref=milo&status=pending&limit=10&tab=2')
    const params = writeListView({ status: 'sold', limit: 20 }, base)
    expect(params.get('ref')).toBe('milo')
    expect(params.get('tab')).toBe('2')
    expect(params.get('status')).toBe('sold')
    expect(params.has('limit')).toBe(false)

    const plain = writeListView(DEFAULT_VIEW, base)
    expect(plain.toString()).toBe('ref=milo&tab=2')
  })

  it('removes repeated view parameters', () => {
    const base = new URLSearchParams('status=sold&status=pending&limit=10')
    expect(
      writeListView({ status: 'pending', limit: 10 }, base).toString(),
    ).toBe('status=pending&limit=10')
  })

  it('does not change the parameters it was given', () => {
    const base = new URLSearchParams('q=milo&status=pending')
    writeListView({ status: 'sold', limit: 50 }, base)
    expect(base.toString()).toBe('q=milo&status=pending')
  })

  it('round-trips through readListView', () => {
    for (const status of [undefined, ...PET_STATUSES]) {
      for (const limit of PAGE_SIZES) {
        const view: ListView = { status, limit }
        expect(readListView(writeListView(view))).toEqual(view)
      }
    }
  })
})

describe('Find in list in the URL', () => {
  it('keeps q as typed, alongside status, page size and sort', () => {
    const view = readListView(
      new URLSearchParams('status=sold&limit=50&sort=-name&q=Zo%C3%A9 '),
    )
    expect(view).toEqual({
      status: 'sold',
      limit: 50,
      sort: { key: 'name', descending: true },
      q: 'Zoé ',
    })
    expect(writeListView(view).toString()).toBe(
      'status=sold&limit=50&sort=-name&q=Zo%C3%A9+',
    )
    expect(writeListView({ ...view, q: '' }).has('q')).toBe(false)
  })
})
