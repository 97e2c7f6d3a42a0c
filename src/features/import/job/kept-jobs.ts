import { type Area, otherArea } from '../../../lib/connection/key-area'
import type { Database } from '../../../lib/tabs/database'
import { senderHolds } from './job-locks'
import { indexedDbJobs, type JobStorage } from './import-storage'
import type { JobWriter } from './job-writer'
import { sessionJobs } from './session-jobs'

// A job is kept where its key is: the desk's database for a remembered key
// (and demo mode), this tab's sessionStorage for a key typed for the tab.
// When the person switches Remember, the job moves with the key the next
// time it is read while no tab sends it; until then it is found where it was.

/** The job of `name` in `area`; `database` is the page's (its Tabs'); `writer` stores a running import's rows. */
export function storageFor(
  name: string,
  area: Area,
  database: Database | null,
  writer?: JobWriter,
): JobStorage {
  return area === 'tab'
    ? sessionJobs(name, database)
    : indexedDbJobs(name, database, writer)
}

/** The job of `name`, kept in `area`, or moved there from the other one. */
export function keptJobs(
  name: string,
  area: Area,
  database: Database | null,
  locks: LockManager | null,
  writer?: JobWriter,
): JobStorage {
  const here = storageFor(name, area, database, writer)
  const there = storageFor(name, otherArea(area), database)
  let source = here

  /** Stored here first, then let go there: never in neither. */
  async function moveHere() {
    const job = await there.load().catch(() => null)
    if (!job) return null
    source = there
    // A duplicated tab's copy, or a job a tab is sending: shown where it is.
    if (there.isCopy?.() || (await senderHolds(locks, name))) return job
    const put = await here.save(job, null)
    if (!put.ok) return job
    if ((await there.save(null, job)).ok) {
      source = here
      return put.job
    }
    // Changed there meanwhile: the copy here goes, the job stays there.
    await here.save(null, put.job)
    return job
  }

  return {
    async load() {
      source = here
      return (await here.load()) ?? moveHere()
    },
    save: (next, base, log) => source.save(next, base, log),
    isCopy: () => source.isCopy?.() ?? false,
    forgetCopy: () => source.forgetCopy?.(),
  }
}
