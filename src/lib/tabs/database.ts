import type { UseStore } from 'idb-keyval'
import type { Adoption } from './former-databases'

// The desk's one IndexedDB database, a store per concern. IndexedDB, not
// localStorage, for whatever tabs read-modify-write together: it serialises
// readwrite transactions across tabs (decision 011). Versions before this
// one kept three databases; their records are copied in on each open while
// they are there, so a running wait, an unfinished import or an Activity log
// is not lost, and deleted only once no page holds them (decision 027).

const STORES = ['shared', 'activity', 'imports'] as const
type StoreName = (typeof STORES)[number]

export interface Database {
  /** idb-keyval's store shape: one transaction per call. */
  store: (name: StoreName) => UseStore
  /** The open connection, for a transaction over more than one store; opened again as `store` does. */
  open: () => Promise<IDBDatabase>
  /**
   * Resolves once a job a tab of the previous version let go is copied
   * again (former-databases.ts), so its last record is what is read.
   */
  copyFormerJobs: () => Promise<void>
}

const NAME = 'adoption-desk-data'
/** The earlier database that held the waits and the pace book. */
export const FORMER_SHARED = 'adoption-desk'
const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'))
  })

/** Copies the former databases' records in (former-databases.ts), where there are any. */
async function adopt(
  factory: IDBFactory,
  db: IDBDatabase,
  locks: LockManager | null,
): Promise<Adoption | null> {
  // Older browsers cannot list databases: nothing is taken in there.
  const listed = await Promise.resolve()
    .then(() => factory.databases())
    .catch(() => [])
  if (!listed.some((info) => info.name !== NAME)) return null
  // Loaded only where a former database is found, so never with the list.
  const { adoptFormer } = await import('./former-databases')
  return adoptFormer(
    factory,
    db,
    locks,
    new Set(listed.map((info) => info.name)),
  )
}

/** Opens the database, made with its stores if new (the boot step opens it so too). */
export function openRequest(factory: IDBFactory): IDBOpenDBRequest {
  const request = factory.open(NAME, 1)
  request.onupgradeneeded = () => {
    for (const name of STORES) request.result.createObjectStore(name)
  }
  return request
}

interface Options {
  locks?: LockManager | null
  /** A later version of the desk changed the database: this page cannot use it until reloaded. */
  onOutdated?: () => void
  /** False: the former databases are the page's to copy in (a worker's connection). */
  adopts?: boolean
}

function open(
  factory: IDBFactory,
  options: Options,
  onClosed: () => void,
  onAdopted: (adoption: Adoption | null) => void,
): Promise<IDBDatabase> {
  const request = openRequest(factory)
  return done(request).then(
    async (db) => {
      // A later version's upgrade must not wait for this page to close; the
      // next use opens it again (issue 31).
      db.onversionchange = () => {
        db.close()
        onClosed()
      }
      if (options.adopts !== false)
        onAdopted(
          await adopt(factory, db, options.locks ?? null).catch(() => null),
        )
      return db
    },
    (error: unknown) => {
      // Upgraded past this page's version: say so, and why reloading helps.
      if (error instanceof DOMException && error.name === 'VersionError') {
        options.onOutdated?.()
        throw new Error(
          'A newer version of the desk changed its storage in another tab: reload this page.',
          { cause: error },
        )
      }
      throw error
    },
  )
}

/** Opens on first use, not before; null where the browser has no IndexedDB. */
export function openDatabase(
  factory: IDBFactory | null = typeof indexedDB === 'undefined'
    ? null
    : indexedDB,
  options: Options = {},
): Database | null {
  if (!factory) return null
  let db: Promise<IDBDatabase> | null = null
  let adoption: Adoption | null = null
  const connect = () => {
    if (db) return db
    const opening = open(
      factory,
      options,
      () => {
        if (db === opening) db = null
      },
      (adopted) => {
        adoption = adopted ?? adoption
      },
    )
    // A failed or closed connection is opened again by the next call.
    opening.then(
      (opened) =>
        (opened.onclose = () => {
          if (db === opening) db = null
        }),
      () => {
        if (db === opening) db = null
      },
    )
    db = opening
    return opening
  }
  return {
    store: (name) => (mode, callback) =>
      connect().then((opened) =>
        callback(opened.transaction(name, mode).objectStore(name)),
      ),
    open: connect,
    async copyFormerJobs() {
      await connect().catch(() => undefined)
      await adoption?.again()
    },
  }
}
