import type { QueryClient } from '@tanstack/react-query'
import { type Connection, getConnection } from '../../lib/connection'
import { addToCachedLists } from '../../lib/cached-pets'
import { createPet } from '../../lib/pets-api'
import { getPlanLimits } from '../../lib/plan'
import { readJson, writeJson, removeItem } from '../../lib/storage'
import { reportUnfinishedWork } from '../../lib/unfinished-work'
import { parseStoredJob } from './import-job'
import { createImportRunner, type ImportRunner } from './import-runner'

// One runner per connection, kept for the life of the tab: leaving the page
// does not stop an import, and coming back shows it where it is. The job is
// stored per connection (environment and address, not key: fixing a refused
// key must not lose the import), and a Web Lock of the same name makes sure
// only one tab sends it. The lock is let go when a tab closes, so another
// tab learns at once that the import stopped there.

/** Which connection a job belongs to: not the key, which may be fixed mid-import. */
export function connectionKey(connection: Connection): string {
  return `${connection.environment}:${connection.baseUrl ?? 'unset'}`
}

export const storageKey = (key: string) => `adoption-desk:import:${key}`

const runners = new Map<string, ImportRunner>()

// A reload or a closed tab aborts the request in flight; that is not a
// network failure to report, and the row stays "sending" in storage.
// beforeunload as well as pagehide: Chromium can fail the fetch as soon as
// the next page's navigation starts, before pagehide fires. Nothing in the
// app cancels an unload, so beforeunload does mean the page is going.
let leaving = false
if (typeof window !== 'undefined') {
  const leave = () => {
    leaving = true
  }
  window.addEventListener('beforeunload', leave)
  window.addEventListener('pagehide', leave)
  // Back from the back/forward cache: the page lives on.
  window.addEventListener('pageshow', () => {
    leaving = false
  })
}

function lockDeps(name: string) {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  return {
    tryLock: async (run: () => Promise<void>) => {
      // Without Web Locks (very old browsers) the guard across tabs is lost, not the import.
      if (!locks) return run().then(() => true)
      return locks.request(name, { ifAvailable: true }, async (lock) => {
        if (!lock) return false
        await run()
        return true
      })
    },
    whenFree: (signal: AbortSignal) =>
      locks
        ? locks.request(name, { signal }, () => undefined)
        : Promise.resolve(),
  }
}

export function importRunnerFor(
  connection: Connection,
  queryClient: QueryClient,
): ImportRunner {
  const key = connectionKey(connection)
  let runner = runners.get(key)
  if (runner) return runner
  const stored = storageKey(key)
  runner = createImportRunner({
    send: (pet) => createPet(pet),
    load: () => parseStoredJob(readJson('local', stored)),
    save: (job) =>
      job ? writeJson('local', stored, job) : removeItem('local', stored),
    ...lockDeps(stored),
    interval: () => 60_000 / getPlanLimits().perMinute,
    connectionMatches: () => connectionKey(getConnection()) === key,
    onAdded: (pet) => addToCachedLists(queryClient, getConnection().scope, pet),
    isLeaving: () => leaving,
  })
  runners.set(key, runner)
  reportUnfinishedWork(() =>
    runner.status.get().running ? 'the import that is running' : null,
  )
  return runner
}
