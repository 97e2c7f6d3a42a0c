import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { get } from 'idb-keyval'
import { describe, expect, it, vi } from 'vitest'
import { createFakeLocks } from '../../test/fake-locks'
import { holdTabPresence, TAB_LOCK_PREFIX } from '../activity/open-tabs'
import { openDatabase } from './database'
import { adoptedKey } from './former-databases'

// The previous version's storage, as a page of it keeps it open (issue 31,
// defect 3): three databases opened by idb-keyval (no version given, one
// store each), a job stored whole under its name, which is also the name of
// the Web Lock its sending tab holds, and no `versionchange` handler.

const JOB_NAME = 'adoption-desk:import:custom:server-hash:key-hash'
const LOG_NAME = 'log-hash'

const row = (index: number, outcome: string, more: object = {}) => ({
  row: index + 2,
  name: `Animal ${index}`,
  categoryId: '3',
  status: 'available',
  outcome,
  ...more,
})

const job = (version: number, rows: object[], state = 'running') => ({
  id: 'job-1',
  version,
  state,
  createdAt: 0,
  rows,
})

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'))
  })

/** A page of the previous version: its databases, held open. */
async function previousVersionPage(factory: IDBFactory) {
  const open = async (db: string, store: string) => {
    const request = factory.open(db)
    request.onupgradeneeded = () => request.result.createObjectStore(store)
    return done(request)
  }
  const dbs = {
    jobs: await open('adoption-desk-import', 'jobs'),
    logs: await open('adoption-desk-activity', 'logs'),
    shared: await open('adoption-desk', 'shared'),
  }
  const put = async (
    which: keyof typeof dbs,
    store: string,
    value: unknown,
    key: string,
  ) => {
    const tx = dbs[which].transaction(store, 'readwrite')
    tx.objectStore(store).put(value, key)
    await new Promise((resolve) => (tx.oncomplete = resolve))
  }
  const versionChanges: (number | null)[] = []
  for (const db of Object.values(dbs))
    db.addEventListener('versionchange', (event) =>
      versionChanges.push(event.newVersion),
    )
  return {
    versionChanges,
    saveJob: (value: unknown) => put('jobs', 'jobs', value, JOB_NAME),
    saveLog: (value: unknown) => put('logs', 'logs', value, LOG_NAME),
    saveShared: (value: unknown) => put('shared', 'shared', value, 'day-usage'),
    readJob: () =>
      done(dbs.jobs.transaction('jobs').objectStore('jobs').get(JOB_NAME)),
    close: () => Object.values(dbs).forEach((db) => db.close()),
  }
}

/** Web Locks as the browser reports them: the previous version's sender holds the job's lock. */
const locksHeld = (names: string[]) =>
  ({
    query: () =>
      Promise.resolve({
        held: names.map((name) => ({ name, mode: 'exclusive' })),
        pending: [],
      }),
  }) as unknown as LockManager

const names = async (factory: IDBFactory) =>
  (await factory.databases()).map((info) => info.name).sort()

describe('an upgrade beside a running tab of the previous version', () => {
  it('copies the job without anything to send again, keeps the former database while that tab holds it, and copies again once it is gone', async () => {
    const factory = new IDBFactory()
    const old = await previousVersionPage(factory)
    await old.saveJob(
      job(7, [
        row(0, 'added', { id: '11' }),
        row(1, 'sending'),
        row(2, 'pending'),
      ]),
    )
    await old.saveLog({ v: 1, entries: [], dropped: 0 })
    await old.saveShared({ key: 'day-usage', rev: 1, value: 3 })

    // Tab B reloads into this version while tab A sends.
    const database = openDatabase(factory, { locks: locksHeld([JOB_NAME]) })
    if (!database) throw new Error('no database')
    const copied = await get<{ state: string; rows: { outcome: string }[] }>(
      JOB_NAME,
      database.store('imports'),
    )
    expect(copied?.state).toBe('paused')
    expect(copied?.rows.map((each) => each.outcome)).toEqual([
      'added',
      'unknown',
      'unknown',
    ])
    const mark = await get<{ at: unknown }>(
      adoptedKey('adoption-desk-import'),
      database.store('shared'),
    )
    expect(typeof mark?.at).toBe('number')

    // Tab A goes on and finishes: nothing it writes is erased.
    const final = job(
      9,
      [
        row(0, 'added', { id: '11' }),
        row(1, 'added', { id: '12' }),
        row(2, 'added', { id: '13' }),
      ],
      'done',
    )
    await old.saveJob(final)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await names(factory)).toContain('adoption-desk-import')
    expect(await old.readJob()).toEqual(final)

    // A closes; the next page of this version copies the finished job over
    // the older copy, and only then is the former database deleted.
    old.close()
    const next = openDatabase(factory, { locks: locksHeld([]) })
    if (!next) throw new Error('no database')
    expect(await get(JOB_NAME, next.store('imports'))).toEqual(final)
    await vi.waitFor(async () =>
      expect(await names(factory)).toEqual(['adoption-desk-data']),
    )
  })

  it('copies the job again, without a reload, once the tab of the previous version lets it go: its last record, not the copy, is what is read', async () => {
    const factory = new IDBFactory()
    const locks = createFakeLocks()
    const old = await previousVersionPage(factory)
    let letGo = () => {}
    void locks.request(
      JOB_NAME,
      () => new Promise<void>((resolve) => (letGo = resolve)),
    )
    await old.saveJob(
      job(4, [
        row(0, 'added', { id: '11' }),
        row(1, 'sending'),
        row(2, 'pending'),
      ]),
    )
    const database = openDatabase(factory, { locks })
    if (!database) throw new Error('no database')
    expect(await get(JOB_NAME, database.store('imports'))).toMatchObject({
      version: 4,
      rows: [
        { outcome: 'added' },
        { outcome: 'unknown' },
        { outcome: 'unknown' },
      ],
    })

    // The previous version sends one more row and is paused there; its tab stays open.
    const last = job(
      6,
      [
        row(0, 'added', { id: '11' }),
        row(1, 'added', { id: '12' }),
        row(2, 'pending'),
      ],
      'paused',
    )
    await old.saveJob(last)
    letGo()
    await locks.request(JOB_NAME, { mode: 'shared' }, () => undefined)
    await database.copyFormerJobs()
    // Its row still to send is to send: nobody sends it now.
    expect(await get(JOB_NAME, database.store('imports'))).toEqual(last)
    expect(await names(factory)).toContain('adoption-desk-import')
    old.close()
  })

  it('asks nothing of the former databases while a page of the previous version is open (its presence lock alone), so no later open waits behind a probe', async () => {
    const factory = new IDBFactory()
    const locks = createFakeLocks()
    const old = await previousVersionPage(factory)
    await old.saveJob(job(3, [row(0, 'added', { id: '11' })], 'done'))
    // The previous version's page: its presence lock, nothing beside it.
    void locks.request(
      `${TAB_LOCK_PREFIX}previous`,
      () => new Promise(() => {}),
    )
    // This version's other pages: both.
    const stop = holdTabPresence(locks)
    const database = openDatabase(factory, { locks })
    if (!database) throw new Error('no database')
    expect(await get(JOB_NAME, database.store('imports'))).toMatchObject({
      version: 3,
    })
    expect(
      await get(adoptedKey('adoption-desk-import'), database.store('shared')),
    ).toBeDefined()
    expect(old.versionChanges).toEqual([])
    // Once it is gone, a page of this version deletes them.
    old.close()
    stop()
    const next = openDatabase(factory, { locks: createFakeLocks() })
    await next?.store('shared')('readonly', () => undefined)
    await vi.waitFor(async () =>
      expect(await names(factory)).toEqual(['adoption-desk-data']),
    )
  })

  it('a copy is not replaced by an older record, nor a wait written here since', async () => {
    const factory = new IDBFactory()
    const old = await previousVersionPage(factory)
    await old.saveJob(job(3, [row(0, 'pending')], 'paused'))
    await old.saveShared({ key: 'day-usage', rev: 1, value: 3 })
    old.close()
    const database = openDatabase(factory, { locks: locksHeld([]) })
    if (!database) throw new Error('no database')
    expect(await get(JOB_NAME, database.store('imports'))).toMatchObject({
      version: 3,
      // Nobody sends it: its rows still to send are still to send.
      rows: [{ outcome: 'pending' }],
    })
  })
})

describe('a later version changes the database', () => {
  it('this page closes its connection, opens it again on next use, and says when it cannot', async () => {
    const factory = new IDBFactory()
    const onOutdated = vi.fn()
    const database = openDatabase(factory, { onOutdated })
    if (!database) throw new Error('no database')
    await get('x', database.store('shared'))

    // Deleted and made again (Reset): the next use opens it again.
    await done(factory.deleteDatabase('adoption-desk-data'))
    await expect(get('x', database.store('shared'))).resolves.toBeUndefined()

    // Upgraded by a later version: not usable from this page; it says why.
    const later = factory.open('adoption-desk-data', 2)
    ;(await done(later)).close()
    await expect(get('x', database.store('shared'))).rejects.toThrow(
      /newer version of the desk/,
    )
    expect(onOutdated).toHaveBeenCalled()
  })
})
