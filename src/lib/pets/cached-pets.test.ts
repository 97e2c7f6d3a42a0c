import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SHOWN_EVERY_MS } from '../util/paced-subscribe'
import { cachedListsFeed } from './cached-pets'
import { animalQueries } from './pet-queries'
import type { Pet } from './pet-schemas'

// A running import's animals reach the cached lists once a second, not one
// by one: each change compares the whole list (issue 31).

const SCOPE = 'scope-a'
const pet = (n: number, status: Pet['status'] = 'available'): Pet => ({
  id: `${n}`,
  name: `Animal ${n}`,
  categoryId: '1',
  status,
})

function cache() {
  const client = new QueryClient()
  const all = animalQueries.list(SCOPE, { limit: 5 }).queryKey
  const sold = animalQueries.list(SCOPE, { limit: 5, status: 'sold' }).queryKey
  client.setQueryData(all, [pet(1)])
  client.setQueryData(sold, [])
  const names = (key: typeof all) =>
    client.getQueryData<Pet[]>(key)?.map((each) => each.name)
  return { client, all, sold, names }
}

beforeEach(() => {
  vi.useFakeTimers()
  // On a whole second: the page's beat (decision 035).
  vi.setSystemTime(new Date(2030, 0, 15, 12, 0, 0))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('cachedListsFeed', () => {
  it('shows the first animal at once, then each second’s together, newest first', () => {
    const { client, all, names } = cache()
    const setData = vi.spyOn(client, 'setQueryData')
    const feed = cachedListsFeed(client)
    feed(SCOPE, pet(2))
    expect(names(all)).toEqual(['Animal 2', 'Animal 1'])
    // One every 60 ms, as on Business: 16 in the next second.
    for (let n = 3; n <= 18; n += 1) {
      vi.advanceTimersByTime(60)
      feed(SCOPE, pet(n))
    }
    expect(names(all)).toEqual(['Animal 2', 'Animal 1'])
    vi.advanceTimersByTime(SHOWN_EVERY_MS)
    // Capped at the list's own size.
    expect(names(all)).toEqual([
      'Animal 18',
      'Animal 17',
      'Animal 16',
      'Animal 15',
      'Animal 14',
    ])
    expect(setData).toHaveBeenCalledTimes(2)
    // Nothing waiting: the next comes at once again.
    vi.advanceTimersByTime(SHOWN_EVERY_MS)
    feed(SCOPE, pet(19))
    expect(names(all)?.[0]).toBe('Animal 19')
    expect(setData).toHaveBeenCalledTimes(3)
  })

  it('puts an animal only in the lists of its status, and another key’s never in a batch of this one’s', () => {
    const { client, all, sold, names } = cache()
    const other = animalQueries.list('scope-b', { limit: 5 }).queryKey
    client.setQueryData(other, [])
    const feed = cachedListsFeed(client)
    feed(SCOPE, pet(2))
    feed(SCOPE, pet(3, 'sold'))
    feed('scope-b', pet(4))
    // The other key's arrival sent this key's waiting animal on at once.
    expect(names(sold)).toEqual(['Animal 3'])
    expect(names(all)).toEqual(['Animal 3', 'Animal 2', 'Animal 1'])
    expect(names(other)).toEqual([])
    vi.advanceTimersByTime(SHOWN_EVERY_MS)
    expect(names(other)).toEqual(['Animal 4'])
    expect(names(all)).toHaveLength(3)
  })

  it('shows the last animal of a stream at once, with those waiting', () => {
    const { client, all, names } = cache()
    const feed = cachedListsFeed(client)
    feed(SCOPE, pet(2))
    vi.advanceTimersByTime(60)
    feed(SCOPE, pet(3))
    expect(names(all)).toEqual(['Animal 2', 'Animal 1'])
    vi.advanceTimersByTime(60)
    feed(SCOPE, pet(4), true)
    expect(names(all)).toEqual(['Animal 4', 'Animal 3', 'Animal 2', 'Animal 1'])
  })
})
