import {
  createJob,
  type ImportJob,
  type JobState,
} from '../features/import/job/import-job'
import type { JobStorage } from '../features/import/job/import-storage'
import type { CheckedRow } from '../features/import/check/check-rows'

// Shared by the import's unit tests; no page imports it.

/** `count` valid rows (rows 2…, Animal 0…, category 3, available), as the check leaves them. */
export function checkedRows(count: number): CheckedRow[] {
  return Array.from({ length: count }, (_, index) => ({
    row: index + 2,
    name: `Animal ${index}`,
    categoryId: '3',
    status: 'available',
    shapeProblem: null,
    problems: [],
    duplicateOf: null,
    pet: { name: `Animal ${index}`, categoryId: '3', status: 'available' },
  }))
}

/** A job of one valid row (row 2, Ada, category 3), in the given state. */
export function adaJob(state: JobState): ImportJob {
  return {
    ...createJob(
      [
        {
          row: 2,
          name: 'Ada',
          categoryId: '3',
          status: '',
          shapeProblem: null,
          problems: [],
          duplicateOf: null,
          pet: { name: 'Ada', categoryId: '3' },
        },
      ],
      0,
    ),
    state,
  }
}

/** A job storage over one stored copy, with the same compare-and-set rule as the real ones. */
export function memoryStorage(initial: ImportJob | null = null) {
  let stored: ImportJob | null = initial && structuredClone(initial)
  const storage: JobStorage & { failing: boolean } = {
    failing: false,
    load: () => Promise.resolve(stored && structuredClone(stored)),
    save(next, base) {
      if (storage.failing)
        return Promise.resolve({ ok: false, reason: 'unavailable' as const })
      const same =
        stored === null || base === null
          ? stored === base
          : stored.id === base.id && stored.version === base.version
      if (!same)
        return Promise.resolve({
          ok: false,
          reason: 'conflict' as const,
          stored: stored && structuredClone(stored),
        })
      stored = next && {
        ...structuredClone(next),
        version: (base?.version ?? 0) + 1,
      }
      return Promise.resolve({
        ok: true,
        job: stored && structuredClone(stored),
      })
    },
  }
  return {
    storage,
    stored: () => stored,
    /** Another tab's write. */
    put(job: ImportJob | null) {
      stored = job && structuredClone(job)
    },
  }
}
