import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { get, set } from 'idb-keyval'
import { describe, expect, it, vi } from 'vitest'
import { openDatabase } from './database'

/** A database of an earlier version: one store, one record. */
async function former(factory: IDBFactory, db: string, store: string) {
  const request = factory.open(db)
  request.onupgradeneeded = () => request.result.createObjectStore(store)
  const opened = await new Promise<IDBDatabase>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(new Error('open'))
  })
  await new Promise<void>((resolve) => {
    const tx = opened.transaction(store, 'readwrite')
    tx.objectStore(store).put({ from: db }, 'record')
    tx.oncomplete = () => resolve()
  })
  opened.close()
}

describe('the desk’s one database', () => {
  it('keeps each concern in its own store', async () => {
    const database = openDatabase(new IDBFactory())
    if (!database) throw new Error('no database')
    await set('same-name', 'a wait', database.store('shared'))
    await set('same-name', 'a log', database.store('activity'))
    expect(await get('same-name', database.store('shared'))).toBe('a wait')
    expect(await get('same-name', database.store('activity'))).toBe('a log')
    expect(await get('same-name', database.store('imports'))).toBeUndefined()
  })

  it('takes in the records of the three databases earlier versions kept, then deletes them', async () => {
    const factory = new IDBFactory()
    await former(factory, 'adoption-desk', 'shared')
    await former(factory, 'adoption-desk-activity', 'logs')
    await former(factory, 'adoption-desk-import', 'jobs')
    const database = openDatabase(factory)
    if (!database) throw new Error('no database')
    expect(await get('record', database.store('shared'))).toEqual({
      from: 'adoption-desk',
    })
    expect(await get('record', database.store('activity'))).toEqual({
      from: 'adoption-desk-activity',
    })
    expect(await get('record', database.store('imports'))).toEqual({
      from: 'adoption-desk-import',
    })
    // Deleted once no tab of an earlier version holds them open.
    await vi.waitFor(async () =>
      expect((await factory.databases()).map((info) => info.name)).toEqual([
        'adoption-desk-data',
      ]),
    )
  })

  it('is null where the browser has no IndexedDB', () => {
    expect(openDatabase(null)).toBeNull()
  })
})
