import { get, keys, update, type UseStore } from 'idb-keyval'
import { browserDatabase } from '../../../lib/tabs/browser-tabs'
import { type ImportJob, parseStoredJob } from './import-job'

// Every write is a compare-and-set over the version it was made from, in one
// atomic step, so a copy from an older read never overwrites a newer one. A
// remembered key's job is in IndexedDB (one readwrite transaction), never
// localStorage, whose per-tab cache in Chromium lets a read-modify-write go
// backwards; a key typed for this tab keeps it in sessionStorage. Decision 009.

/** Versions restart at 1 for each job, so the id is compared too. */
export type Base = Pick<ImportJob, 'id' | 'version'> | null

type SaveResult =
  | { ok: true; job: ImportJob | null }
  /** Another copy, newer than the one this was made from, is stored: nothing was written. */
  | { ok: false; reason: 'conflict'; stored: ImportJob | null }
  | { ok: false; reason: 'unavailable' }
  /** Another tab's job, copied by Duplicate tab: shown, never changed or sent from here. */
  | { ok: false; reason: 'copy' }

export interface JobStorage {
  /** Rejects when storage cannot be read. */
  load: () => Promise<ImportJob | null>
  /** Writes only if the stored job is still `base`; `null` removes it. */
  save: (next: ImportJob | null, base: Base) => Promise<SaveResult>
  /** Known once `load` has resolved. */
  isCopy?: () => boolean
  /** Removes a read-only copy from this tab only; the other tab's job and its mark stay. */
  forgetCopy?: () => void
}

const isBase = (stored: ImportJob | null, base: Base) =>
  stored === null || base === null
    ? stored === base
    : stored.id === base.id && stored.version === base.version

function stamp(next: ImportJob | null, base: Base) {
  return next ? { ...next, version: (base?.version ?? 0) + 1 } : null
}

function jobsDb(): UseStore {
  const store = browserDatabase()?.store('imports')
  if (!store) throw new Error('This browser keeps no IndexedDB.')
  return store
}

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
            if (!isBase(stored, base)) {
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

// Duplicate tab copies sessionStorage, so each save of a session job also
// moves a mark in IndexedDB (a job id and a version: no key, no animal). A
// copy whose version is not the mark's is read-only: the first copy to save
// wins (decision 009). Without IndexedDB the guard is lost, not the import.

type Mark = { version: number } | { removed: true }

const markName = (name: string, id: string) =>
  `adoption-desk:session-job:${name}:${id}`

const markMatches = (mark: Mark | undefined, version: number) =>
  mark === undefined || ('version' in mark && mark.version === version)

export function sessionJobs(name: string): JobStorage {
  const read = () => {
    const text = window.sessionStorage.getItem(name)
    return text === null ? null : parseStoredJob(JSON.parse(text) as unknown)
  }
  let copy = false
  /** Moves the mark from `base` to `next`; false when another copy moved it first. */
  async function moveMark(next: ImportJob | null, base: Base) {
    const id = next?.id ?? base?.id
    if (id === undefined) return true
    let moved = true
    try {
      await update<Mark | undefined>(
        markName(name, id),
        (mark) => {
          // A job new here, or moved back here after Remember was switched
          // (its mark says removed): no copy of it can be ahead.
          moved =
            base === null || base.id !== id
              ? mark === undefined || 'removed' in mark
              : markMatches(mark, base.version)
          if (!moved) return mark
          const job = stamp(next, base)
          return job ? { version: job.version } : { removed: true }
        },
        jobsDb(),
      )
    } catch {
      // No IndexedDB (blocked, some private windows): unguarded, not stopped.
    }
    return moved
  }
  return {
    async load() {
      const stored = read()
      if (!stored) {
        copy = false
        return null
      }
      let mark: Mark | undefined
      try {
        mark = await get<Mark>(markName(name, stored.id), jobsDb())
      } catch {
        mark = undefined
      }
      copy = !markMatches(mark, stored.version)
      return stored
    },
    async save(next, base) {
      try {
        const stored = read()
        if (!isBase(stored, base))
          return { ok: false, reason: 'conflict', stored }
      } catch {
        return { ok: false, reason: 'unavailable' }
      }
      if (copy || !(await moveMark(next, base))) {
        copy = true
        return { ok: false, reason: 'copy' }
      }
      try {
        const job = stamp(next, base)
        if (job) window.sessionStorage.setItem(name, JSON.stringify(job))
        else window.sessionStorage.removeItem(name)
        return { ok: true, job }
      } catch {
        // Not written here: the mark goes back, so this copy stays the one.
        await moveBack(name, next, base)
        return { ok: false, reason: 'unavailable' }
      }
    },
    isCopy: () => copy,
    forgetCopy() {
      if (!copy) return
      try {
        window.sessionStorage.removeItem(name)
      } catch {
        // Unreadable storage: nothing of it will be shown again anyway.
      }
      copy = false
    },
  }
}

async function moveBack(name: string, next: ImportJob | null, base: Base) {
  const id = next?.id ?? base?.id
  if (id === undefined) return
  try {
    await update<Mark | undefined>(
      markName(name, id),
      () => (base && base.id === id ? { version: base.version } : undefined),
      jobsDb(),
    )
  } catch {
    // Nothing more to do: the next load shows this copy read-only.
  }
}

/** Another key's jobs for the same server, to offer a paused one to a new key. */
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
