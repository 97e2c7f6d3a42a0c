import { act, renderHook } from '@testing-library/react'
import { inTabs, testTabs } from '../../../test/test-tabs'
import { describe, expect, it } from 'vitest'
import {
  connectionStore,
  newDesk,
  savedConnection,
} from '../../../test/connection'
import { saveConnection } from '../../../lib/connection/save-connection'
import {
  getSavedViews,
  updateSavedViews,
  useSavedViews,
  viewHref,
  viewsKey,
} from './saved-views'

const cats = {
  name: 'Available cats',
  view: { status: 'available' as const, limit: 50, q: 'cats' },
}

describe('saved views', () => {
  it('are kept per server, whatever the key', () => {
    const demo = savedConnection()
    updateSavedViews(newDesk(), () => [cats])
    expect(JSON.parse(localStorage.getItem(viewsKey(demo)) ?? '')).toEqual([
      { name: 'Available cats', status: 'available', limit: 50, q: 'cats' },
    ])
    saveConnection(connectionStore(), {
      environment: 'custom',
      customBaseUrl: 'https://api.example.test/v1/',
      apiKey: 'one',
      remember: false,
    })
    expect(getSavedViews(newDesk())).toEqual([])
    updateSavedViews(newDesk(), (list) => [
      ...list,
      { ...cats, name: 'Theirs' },
    ])
    saveConnection(connectionStore(), {
      environment: 'custom',
      customBaseUrl: 'https://api.example.test/v1',
      apiKey: 'two',
      remember: false,
    })
    expect(getSavedViews(newDesk()).map((view) => view.name)).toEqual([
      'Theirs',
    ])
    expect(getSavedViews(newDesk(), demo).map((view) => view.name)).toEqual([
      'Available cats',
    ])
  })

  it('read a stored list leniently: bad entries go, bad fields fall back as in a URL', () => {
    localStorage.setItem(
      viewsKey(savedConnection()),
      JSON.stringify([
        { name: ' Odd ', status: 'adopted', limit: 7, sort: '-name' },
        { status: 'sold' },
        null,
      ]),
    )
    expect(getSavedViews(newDesk())).toEqual([
      {
        name: 'Odd',
        view: {
          status: undefined,
          limit: 20,
          sort: { key: 'name', descending: true },
        },
      },
    ])
    localStorage.setItem(viewsKey(savedConnection()), '{not json')
    expect(getSavedViews(newDesk())).toEqual([])
  })

  it('hear another tab’s change at once', () => {
    const { result } = renderHook(() => useSavedViews(), inTabs(testTabs()))
    expect(result.current).toEqual([])
    const key = viewsKey(savedConnection())
    act(() => {
      localStorage.setItem(key, JSON.stringify([{ name: 'From a tab' }]))
      window.dispatchEvent(
        new StorageEvent('storage', { key, storageArea: localStorage }),
      )
    })
    expect(result.current.map((view) => view.name)).toEqual(['From a tab'])
  })

  it('are plain URLs of the list', () => {
    expect(viewHref(cats.view)).toBe(
      '/animals?status=available&limit=50&q=cats',
    )
    expect(viewHref({ status: undefined, limit: 20 })).toBe('/animals')
  })
})
