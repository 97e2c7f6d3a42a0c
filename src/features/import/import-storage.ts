import { createStore as createIdbStore, get, keys, update } from 'idb-keyval'
import { type ImportJob, parseStoredJob } from './import-job'

// Where an import job is kept, and the one rule every write follows: a copy
// is written only over the version it was made from (compare-and-set), in one
// atomic step, so a copy made from an older read (another tab's, or this
// tab's before another wrote) never overwrites a newer one.
//
// - A key remembered on this device (and demo mode): IndexedDB, through
//   idb-keyval's `update`, which reads, compares and writes in one readwrite
//   transaction; IndexedDB serialises those across tabs. Never localStorage:
//   Chromium gives each tab its own cached copy of it and delivers other
//   tabs' writes late, so a read-modify-write there can go backwards.
// - A key typed for this tab only: sessionStorage, which no other tab sees.
//
// A job is stored under its connection's name (environment and a hash of base
// URL and key, the persisted cache's), so a job is only ever seen with the
// key it was sent with.

export type SaveResult =
  | { ok: true; job: ImportJob | null }
  /** Another copy, newer than the one this was made from, is stored: nothing was written. */
  | { ok: false; reason: 'conflict'; stored: ImportJob | null }
  /** Storage refused the write or the read (quota, blocked, private mode). */
  | { ok: false; reason: 'unavailable' }

export interface JobStorage {
  /** The stored job, or null; rejects when storage cannot be read. */
  load: () => Promise<ImportJob | null>
  /**
   * Writes `next` with the version after `base` if the stored job still has
   * version `base` (null: nothing stored); `null` removes it. Resolves with
   * the job as stored.
   */
  save: (next: ImportJob | null, base: number | null) => Promise<SaveResult>
}

const versionOf = (job: ImportJob | null) => (job ? job.version : null)

function stamp(next: ImportJob | null, base: number | null) {
  return next ? { ...next, version: (base ?? 0) + 1 } : null
}

let idb: ReturnType<typeof createIdbStore> | null = null
/** One database of its own, so no other store's schema or upgrade touches it. */
function jobsDb() {
  idb ??= createIdbStore('adoption-desk-import', 'jobs')
  return idb
}

/** Jobs in IndexedDB, for a remembered key: compare-and-set in one readwrite transaction. */
export function indexedDbJobs(name: string): JobStorage {
  return {
    load: async () => parseStoredJob(await get<unknown>(name, jobsDb())),
    async save(next, base) {
      // Set inside the transaction's callback when a newer copy is stored.
      const seen: { conflict?: { stored: ImportJob | null } } = {}
      try {
        await update<unknown>(
          name,
          (old) => {
            const stored = parseStoredJob(old ?? null)
            if (versionOf(stored) !== base) {
              seen.conflict = { stored }
              return old
            }
            // Removing is writing "nothing" in the same transaction: a
            // separate delete could remove a newer job written in between.
            return stamp(next, base) ?? undefined
          },
          jobsDb(),
        )
      } catch {
        return { ok: false, reason: 'unavailable' }
      }
      if (seen.conflict)
        return { ok: false, reason: 'conflict', ...seen.conflict }
      return { ok: true, job: stamp(next, base) }
    },
  }
}

/** Jobs in sessionStorage, for a key typed for this tab: no other tab can race it. */
export function sessionJobs(name: string): JobStorage {
  const read = () => {
    const text = window.sessionStorage.getItem(name)
    return text === null ? null : parseStoredJob(JSON.parse(text) as unknown)
  }
  return {
    load: () => Promise.resolve().then(read),
    save(next, base) {
      return Promise.resolve().then((): SaveResult => {
        try {
          const stored = read()
          if (versionOf(stored) !== base)
            return { ok: false, reason: 'conflict', stored }
          const job = stamp(next, base)
          if (job) window.sessionStorage.setItem(name, JSON.stringify(job))
          else window.sessionStorage.removeItem(name)
          return { ok: true, job }
        } catch {
          return { ok: false, reason: 'unavailable' }
        }
      })
    },
  }
}

/**
 * Names of the jobs stored under `prefix` in both places (another key's jobs
 * for the same server), for the page to offer a paused one to a new key.
 * Unreadable storage lists nothing.
 */
export async function storedJobNames(prefix: string): Promise<string[]> {
  const names = new Set<string>()
  try {
    for (let index = 0; index < window.sessionStorage.length; index += 1) {
      const name = window.sessionStorage.key(index)
      if (name?.startsWith(prefix)) names.add(name)
    }
  } catch {
    // No sessionStorage: nothing of this tab's to offer.
  }
  try {
    for (const name of await keys(jobsDb()))
      if (typeof name === 'string' && name.startsWith(prefix)) names.add(name)
  } catch {
    // No IndexedDB: nothing remembered to offer.
  }
  return [...names]
}
