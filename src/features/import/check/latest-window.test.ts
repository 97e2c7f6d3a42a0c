import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { animalQueries } from '../../../lib/pets/pet-queries'
import type { Pet } from '../../../lib/pets/pet-schemas'
import { listPets } from '../../../lib/pets/pets-api'
import { linkTabs } from '../../../lib/tabs/tabs'
import { testTabs } from '../../../test/test-tabs'
import { FRESH_MS, latestFreshUntil, recordLatest } from './latest-window'

// The record an import keeps before its first send: the latest 100 of every
// status, from Check rows' answer while it stands for the server now, else
// one request; undefined when that request fails.

vi.mock('../../../lib/pets/pets-api', () => ({ listPets: vi.fn() }))
const list = vi.mocked(listPets)

const pet = (id: string): Pet => ({ id, name: 'Max', categoryId: '1' })
const SCOPE = 'live-1'
const NOW = Date.UTC(2026, 10, 26, 6)

let client: QueryClient
beforeEach(() => {
  vi.useFakeTimers({ now: NOW })
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  linkTabs(client, testTabs())
  list.mockReset()
  list.mockResolvedValue([pet('9007199254740993'), pet('77')])
})
afterEach(() => {
  client.clear()
  vi.useRealTimers()
})

describe('recordLatest', () => {
  it('with nothing cached: one request for the latest 100, every status; the exact ids', async () => {
    expect(latestFreshUntil(client, SCOPE)).toBeNull()
    expect(await recordLatest(client, SCOPE)).toEqual([
      '9007199254740993',
      '77',
    ])
    expect(list).toHaveBeenCalledTimes(1)
    expect(list.mock.calls[0]?.[1]).toEqual({ limit: 100 })
    // Now cached: a second record, and the cost panel, need no request.
    expect(latestFreshUntil(client, SCOPE)).toBe(NOW + FRESH_MS)
    await recordLatest(client, SCOPE)
    expect(list).toHaveBeenCalledTimes(1)
  })

  it('takes an answer under a minute old (Check rows, the Animals page at All and 100) without a request', async () => {
    client.setQueryData(animalQueries.latest(SCOPE).queryKey, [pet('5')])
    vi.setSystemTime(NOW + FRESH_MS - 1)
    expect(await recordLatest(client, SCOPE)).toEqual(['5'])
    expect(list).not.toHaveBeenCalled()
  })

  it('asks again once the answer is over a minute old: it must describe the server before the send', async () => {
    client.setQueryData(animalQueries.latest(SCOPE).queryKey, [pet('5')])
    vi.setSystemTime(NOW + FRESH_MS + 1)
    expect(latestFreshUntil(client, SCOPE)).toBeNull()
    expect(await recordLatest(client, SCOPE)).toEqual([
      '9007199254740993',
      '77',
    ])
    expect(list).toHaveBeenCalledTimes(1)
  })

  it('asks again when the answer was marked stale (this tab added an animal since)', async () => {
    client.setQueryData(animalQueries.latest(SCOPE).queryKey, [pet('5')])
    await client.invalidateQueries({
      queryKey: animalQueries.lists(SCOPE),
      refetchType: 'none',
    })
    expect(latestFreshUntil(client, SCOPE)).toBeNull()
    await recordLatest(client, SCOPE)
    expect(list).toHaveBeenCalledTimes(1)
  })

  it('a filtered or shorter list does not stand for the window', async () => {
    client.setQueryData(
      animalQueries.list(SCOPE, { limit: 100, status: 'available' }).queryKey,
      [pet('5')],
    )
    client.setQueryData(animalQueries.list(SCOPE, { limit: 20 }).queryKey, [
      pet('6'),
    ])
    expect(await recordLatest(client, SCOPE)).toEqual([
      '9007199254740993',
      '77',
    ])
    expect(list).toHaveBeenCalledTimes(1)
  })

  it('a failed request leaves no record: the import goes on, and Check the list will not decide', async () => {
    list.mockRejectedValue(new Error('Could not reach the API.'))
    expect(await recordLatest(client, SCOPE)).toBeUndefined()
  })
})
