import { TAB_LOCK_PREFIX, THIS_VERSION_PREFIX } from './page-locks'

// Versions before the one database kept three, and a tab of such a version
// may still be open, sending an import and writing its rows and Activity
// there: it never closes its connection on `versionchange`. So (decision
// 027, issue 31 defect 3):
// - A former database is deleted only once nothing holds it open, which a
//   probe says: an `open` at a higher version, aborted. A blocked delete
//   cannot be withdrawn and would erase what such a tab writes after the
//   copy. A blocked probe cannot be withdrawn either, and keeps every later
//   open waiting, so none is made while a page of the previous version is
//   open (its presence lock). Otherwise it stays, marked as adopted, and is
//   copied again on the next open, as long as it is there.
// - A copy replaces the record it copied before when that is older: a job
//   of a lower version (the same job), an Activity log kept whole (only that
//   version writes it), never a wait or pace record written here since.
// - A job copied while a tab holds its lock (the previous version's
//   sender) is paused, and its rows that were sending, or still to send,
//   become Unknown: that tab may send them after the copy, so the copy
//   never sends them again.

type Into = 'shared' | 'activity' | 'imports'

const FORMER: readonly { db: string; store: string; into: Into }[] = [
  { db: 'adoption-desk', store: 'shared', into: 'shared' },
  { db: 'adoption-desk-activity', store: 'logs', into: 'activity' },
  { db: 'adoption-desk-import', store: 'jobs', into: 'imports' },
]

/** Where a former database is said to have been copied (the `shared` store). */
export const adoptedKey = (db: string) => `adopted:${db}`
/** The version of a former job last copied here, kept in the shared store. */
const copiedKey = (job: string) => `copied:${job}`
/** Never copied, or changed by the previous version's tab since. */
const changedSince = (version: number | undefined, copied: unknown) =>
  typeof copied !== 'number' || (version !== undefined && version > copied)

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

type Row = Record<string, unknown> & { outcome?: unknown }
type Job = Record<string, unknown> & {
  id?: unknown
  version?: unknown
  rows?: unknown
}

const asJob = (value: unknown): Job | null =>
  typeof value === 'object' && value !== null ? (value as Job) : null

/** A job as copied: what the copy cannot know the outcome of is Unknown, never to send. */
function copiedJob(value: unknown, sentElsewhere: boolean): unknown {
  const job = asJob(value)
  if (!job || !Array.isArray(job.rows)) return value
  const open = sentElsewhere
    ? ['sending', 'pending', 'resend']
    : ['sending', 'resend']
  const rows = (job.rows as Row[]).map((row) => {
    if (!open.includes(String(row.outcome))) return row
    const next: Row = { ...row, outcome: 'unknown' }
    for (const field of ['id', 'message', 'words', 'again'])
      Reflect.deleteProperty(next, field)
    next.note = { note: 'unknown', why: 'closed' }
    return next
  })
  const running = sentElsewhere && job.state === 'running'
  return {
    ...job,
    rows,
    ...(running ? { state: 'paused', reason: 'interrupted' } : {}),
  }
}

/** The stored job's id and version, whether kept whole or as a head (of chunks or rows). */
function idAndVersion(value: unknown) {
  const job = asJob(
    typeof asJob(value)?.layout === 'string' ? asJob(value)?.job : value,
  )
  return job && typeof job.version === 'number'
    ? { id: job.id, version: job.version }
    : null
}

/** Whether the copy of `key` is replaced by the former record. */
function replaces(into: Into, stored: unknown, former: unknown): boolean {
  if (stored === undefined) return true
  if (into === 'activity') return true
  if (into === 'shared') return false
  const was = idAndVersion(stored)
  const now = idAndVersion(former)
  return !!was && !!now && was.id === now.id && was.version < now.version
}

/**
 * Copies a former store's records into the one database, in one
 * transaction; the names of its jobs sent now (their locks held).
 */
async function copyFormer(
  db: IDBDatabase,
  into: Into,
  old: IDBObjectStore,
  held: ReadonlySet<string>,
): Promise<string[]> {
  const [keys, values] = await Promise.all([
    done(old.getAllKeys()),
    done(old.getAll()),
  ])
  const jobs = into === 'imports'
  const writing = db.transaction(jobs ? [into, 'shared'] : into, 'readwrite')
  const store = writing.objectStore(into)
  keys.forEach((key, index) => {
    const former: unknown = values[index]
    if (!jobs || typeof key !== 'string') {
      const request = store.get(key)
      request.onsuccess = () => {
        if (replaces(into, request.result, former)) store.put(former, key)
      }
      return
    }
    const request = store.get(key)
    const copy = writing.objectStore('shared').get(copiedKey(key))
    copy.onsuccess = () => {
      if (!replaces(into, request.result, former)) return
      // Removed here since its last copy (Discard, Reset demo data): it
      // stays gone, unless the previous version's tab has changed it since.
      const version = idAndVersion(former)?.version
      if (request.result === undefined && !changedSince(version, copy.result))
        return
      // A job kept in chunks here goes whole, its chunks with it.
      store.delete(IDBKeyRange.bound([key], [key, []]))
      store.put(copiedJob(former, held.has(key)), key)
      writing.objectStore('shared').put(version ?? 0, copiedKey(key))
    }
  })
  await finished(writing)
  return keys.filter(
    (key): key is string => typeof key === 'string' && held.has(key),
  )
}

/**
 * True when no page holds `name` open: an open at a higher version, aborted
 * in its upgrade. When a page blocks it, false; the open stays queued until
 * that page closes, and is aborted then.
 */
function nothingHoldsOpen(
  factory: IDBFactory,
  name: string,
  version: number,
): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = factory.open(name, version + 1)
    probe.onblocked = () => resolve(false)
    probe.onupgradeneeded = () => {
      probe.transaction?.abort()
      resolve(true)
    }
    probe.onsuccess = () => {
      probe.result.close()
      resolve(false)
    }
    probe.onerror = (event) => {
      // The abort above: expected, not an error of the page.
      event.preventDefault()
    }
  })
}

async function heldLocks(
  locks: LockManager | null,
): Promise<ReadonlySet<string>> {
  if (!locks) return new Set()
  const { held = [] } = await locks.query().catch(() => ({ held: [] }))
  return new Set(
    held
      .filter((lock) => lock.mode === 'exclusive')
      .map((lock) => lock.name ?? ''),
  )
}

/**
 * True while a page of the previous version is open (its presence lock
 * without this version's beside it): it may hold any former database open,
 * and a probe it blocked would keep every later open waiting.
 */
async function previousVersionOpen(locks: LockManager | null) {
  if (!locks) return false
  const { held = [] } = await locks.query().catch(() => ({ held: [] }))
  const names = new Set(held.map((lock) => lock.name ?? ''))
  return [...names].some(
    (name) =>
      name.startsWith(TAB_LOCK_PREFIX) &&
      !names.has(THIS_VERSION_PREFIX + name.slice(TAB_LOCK_PREFIX.length)),
  )
}

/** The former databases as this page adopted them. */
export interface Adoption {
  /**
   * Copies a former job again once no tab of the previous version sends it
   * (its lock let go), through the connection kept since: that tab's last
   * record replaces the copy. Resolves once done; at once with none kept.
   */
  again: () => Promise<void>
}

type Former = (typeof FORMER)[number]

const marked = async (db: IDBDatabase, name: string) =>
  (await done(
    db.transaction('shared').objectStore('shared').get(adoptedKey(name)),
  )) !== undefined

/**
 * Copies each former database present into `db`. One a tab of the previous
 * version sends a job from stays open here (that tab holds it open anyway)
 * and unprobed, so the job's last record can be read when the tab lets it
 * go; the rest are deleted, or left marked while a page holds them.
 *
 * A probe a page blocks stays queued, in Chromium even after the page that
 * made it has gone, and every later `open` of that database waits behind it
 * until the blocking page closes. So a marked Activity or shared database,
 * whose copy is in `db` already and whose re-copy only adds what that page
 * wrote since, is copied again when it opens, without keeping `db` waiting.
 * The jobs are always waited for: a stale copy could send rows again.
 */
export async function adoptFormer(
  factory: IDBFactory,
  db: IDBDatabase,
  locks: LockManager | null,
  present: ReadonlySet<string | undefined>,
): Promise<Adoption> {
  const kept = new Map<Former, { old: IDBDatabase; sent: string[] }>()
  let queue = Promise.resolve()

  async function copyOne(former: Former) {
    const old = kept.get(former)?.old ?? (await done(factory.open(former.db)))
    kept.delete(former)
    const { version } = old
    let sent: string[] = []
    if (old.objectStoreNames.contains(former.store)) {
      const held =
        former.into === 'imports' ? await heldLocks(locks) : new Set<string>()
      const reading = old.transaction(former.store).objectStore(former.store)
      sent = await copyFormer(db, former.into, reading, held)
    }
    if (sent.length > 0) {
      kept.set(former, { old, sent })
      // Another page of this version probes it: its job is let go, and that
      // page has copied it; this one must not keep the database from going.
      old.onversionchange = () => {
        if (kept.get(former)?.old === old) kept.delete(former)
        old.close()
      }
    } else old.close()
    if (
      sent.length === 0 &&
      !(await previousVersionOpen(locks)) &&
      (await nothingHoldsOpen(factory, former.db, version))
    )
      factory.deleteDatabase(former.db)
    else
      await done(
        db
          .transaction('shared', 'readwrite')
          .objectStore('shared')
          .put({ at: Date.now() }, adoptedKey(former.db)),
      )
    // Copied again once its sender lets the job go.
    for (const name of sent)
      void locks
        ?.request(name, { mode: 'shared' }, () => void again())
        .catch(() => undefined)
  }

  /** One at a time; each job copied once no tab holds its lock. */
  const again = () =>
    (queue = queue
      .then(async () => {
        const held = await heldLocks(locks)
        for (const [former, { sent }] of kept)
          if (!sent.some((name) => held.has(name))) await copyOne(former)
      })
      .catch(() => undefined))

  for (const former of FORMER) {
    if (!present.has(former.db)) continue
    const waits = former.into === 'imports' || !(await marked(db, former.db))
    const copying = copyOne(former).catch(() => undefined)
    if (waits) await copying
  }
  return { again }
}
