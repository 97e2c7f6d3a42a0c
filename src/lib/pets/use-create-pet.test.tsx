import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { TabsContext } from '../tabs/tabs'
import { testTabs } from '../../test/test-tabs'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { http } from 'msw'
import { server, TEST_BASE_URL, testApi } from '../../mocks/node'
import { savedConnection } from '../../test/connection'
import { animalQueries } from './pet-queries'
import type { Pet } from './pet-schemas'
import { useCreatePet, useCreatingPet } from './use-create-pet'

const REX = { name: 'Rex', categoryId: '2', status: 'sold' } as const
const OLD: Pet = { id: '7', name: 'Old', categoryId: '1', status: 'sold' }

/** A cache holding two lists of this connection: all animals, and the available ones. */
function cacheWithLists() {
  const client = new QueryClient()
  const { scope } = savedConnection()
  const all = animalQueries.list(scope, { limit: 20 }).queryKey
  const available = animalQueries.list(scope, {
    limit: 20,
    status: 'available',
  }).queryKey
  client.setQueryData(all, [OLD])
  client.setQueryData(available, [])
  const tabs = testTabs()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <TabsContext value={tabs}>{children}</TabsContext>
    </QueryClientProvider>
  )
  return { client, scope, all, available, wrapper }
}

describe('useCreatePet', () => {
  it('shows the new animal at once in each list it belongs to, and caches its page', async () => {
    const { client, scope, all, available, wrapper } = cacheWithLists()
    const { result } = renderHook(() => useCreatePet(), { wrapper })
    const created = await act(() => result.current.mutateAsync(REX))
    const { pet } = created
    expect(pet).toMatchObject(REX)
    // Its Activity entry, for the link to it.
    expect(created.entryId).toEqual(expect.any(String))
    expect(client.getQueryData(all)).toEqual([pet, OLD])
    expect(client.getQueryData(available)).toEqual([])
    expect(client.getQueryState(all)?.isInvalidated).toBe(true)
    expect(
      client.getQueryData(animalQueries.detail(scope, pet.id).queryKey),
    ).toEqual({ pet, deprecation: null, sunset: null })
  })

  it('after an unknown outcome the lists are stale; after a refusal they are not', async () => {
    const { client, all, wrapper } = cacheWithLists()
    const { result } = renderHook(() => useCreatePet(), { wrapper })
    testApi.faults.add({ kind: 'unauthorized' })
    await act(() => expect(result.current.mutateAsync(REX)).rejects.toThrow())
    expect(client.getQueryState(all)?.isInvalidated).toBe(false)
    testApi.faults.add({ kind: 'server-error' })
    await act(() => expect(result.current.mutateAsync(REX)).rejects.toThrow())
    expect(client.getQueryState(all)?.isInvalidated).toBe(true)
    expect(client.getQueryData(all)).toEqual([OLD])
  })

  it('is seen as under way from another component until the answer comes', async () => {
    // Every POST waits for release(), then goes on to the mock API.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    server.use(http.post(`${TEST_BASE_URL}/pets`, () => held))
    const { wrapper } = cacheWithLists()
    const { result } = renderHook(
      () => ({ create: useCreatePet(), creating: useCreatingPet() }),
      { wrapper },
    )
    expect(result.current.creating).toBe(false)
    let sent!: Promise<unknown>
    act(() => {
      sent = result.current.create.mutateAsync(REX)
    })
    await waitFor(() => expect(result.current.creating).toBe(true))
    release()
    await act(() => sent)
    await waitFor(() => expect(result.current.creating).toBe(false))
  })
})
