import type { UseStore } from 'idb-keyval'

// The desk's one IndexedDB database, a store per concern. IndexedDB, not
// localStorage, for whatever tabs read-modify-write together: it serialises
// readwrite transactions across tabs (decision 011). Versions before this
// one kept three databases; their records are copied in on first open, so a
// running wait, an unfinished import or an Activity log is not lost.

export const STORES = ['shared', 'activity', 'imports'] as const
type StoreName = (typeof STORES)[number]

export interface Database {
  /** idb-keyval's store shape: one transaction per call. */
  store: (name: StoreName) => UseStore
}

const NAME = 'adoption-desk-data'
/** The earlier database that held the waits and the pace book. */
export const FORMER_SHARED = 'adoption-desk'
const FORMER: readonly { db: string; store: string; into: StoreName }[] = [
  { db: FORMER_SHARED, store: 'shared', into: 'shared' },
  { db: 'adoption-desk-activity', store: 'logs', into: 'activity' },
  { db: 'adoption-desk-import', store: 'jobs', into: 'imports' },
]

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'))
  })

const finished = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onabort = transaction.onerror = () =>
      reject(transaction.error ?? new Error('IndexedDB'))
  })

/** Copies a former database's records that the new store lacks, then deletes it. */
async function adopt(factory: IDBFactory, db: IDBDatabase) {
  // Older browsers cannot list databases: nothing is taken in there.
  const listed = await Promise.resolve()
    .then(() => factory.databases())
    .catch(() => [])
  const present = new Set(listed.map((info) => info.name))
  for (const former of FORMER) {
    if (!present.has(former.db)) continue
    const old = await done(factory.open(former.db))
    if (old.objectStoreNames.contains(former.store)) {
      const reading = old.transaction(former.store).objectStore(former.store)
      const [keys, values] = await Promise.all([
        done(reading.getAllKeys()),
        done(reading.getAll()),
      ])
      const writing = db.transaction(former.into, 'readwrite')
      const store = writing.objectStore(former.into)
      keys.forEach((key, index) => {
        // A record the new store already has was written after the move.
        const put = store.add(values[index], key)
        put.onerror = (event) => event.preventDefault()
      })
      await finished(writing)
    }
    old.close()
    factory.deleteDatabase(former.db)
  }
}

/** Opens the database, made with its stores if new (the boot step opens it so too). */
export function openRequest(factory: IDBFactory): IDBOpenDBRequest {
  const request = factory.open(NAME, 1)
  request.onupgradeneeded = () => {
    for (const name of STORES) request.result.createObjectStore(name)
  }
  return request
}

function open(factory: IDBFactory): Promise<IDBDatabase> {
  const request = openRequest(factory)
  return done(request).then(async (db) => {
    // A later version's upgrade must not wait for this tab to close.
    db.onversionchange = () => db.close()
    await adopt(factory, db).catch(() => undefined)
    return db
  })
}

/** Opens on first use, not before; null where the browser has no IndexedDB. */
export function openDatabase(
  factory: IDBFactory | null = typeof indexedDB === 'undefined'
    ? null
    : indexedDB,
): Database | null {
  if (!factory) return null
  let db: Promise<IDBDatabase> | null = null
  const connect = () => {
    if (db) return db
    const opening = open(factory)
    // A failed or closed connection is opened again by the next call.
    opening.then(
      (opened) => (opened.onclose = () => (db = null)),
      () => (db = null),
    )
    db = opening
    return opening
  }
  return {
    store: (name) => (mode, callback) =>
      connect().then((opened) =>
        callback(opened.transaction(name, mode).objectStore(name)),
      ),
  }
}
