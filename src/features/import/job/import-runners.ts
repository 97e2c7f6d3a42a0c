import type { QueryClient } from '@tanstack/react-query'
import type { Connection } from '../../../lib/connection/connection'
import type { ActivityChange } from '../../../lib/activity/activity-entry'
import { type Activity, activityOf } from '../../../lib/activity/activity-log'
import {
  recordStoredSend,
  type SendRecord,
} from '../../../lib/activity/record-send'
import { type Area, identityOf } from '../../../lib/connection/identity'
import { cachedListsFeed } from '../../../lib/pets/cached-pets'
import { createPet } from '../../../lib/pets/create-pet'
import type { Answer, Transport } from '../../../lib/http/api-client'
import { workerTransport } from '../../../lib/http/worker-transport'
import type { Pet } from '../../../lib/pets/pet-schemas'
import type { NewPet } from '../../../lib/pets/new-pet-schema'
import { listPets } from '../../../lib/pets/pets-api'
import { LATEST_WINDOW } from '../../../lib/pets/same-animal'
import type { RateLimits } from '../../../lib/rate-limit/rate-limits'
import type { Tabs } from '../../../lib/tabs/tabs'
import { reportUnfinishedWork } from '../../../lib/util/unfinished-work'
import type { ListLook } from '../check/check-list'
import { addedFromHere } from '../check/known-animals'
import { rowEveryMs } from '../import-cost'
import type { ImportJob } from './import-job'
import { restoreAfterReload } from './import-machine'
import { createImportRunner, type ImportRunner } from './import-runner'
import { storedJobNames } from './import-storage'
import { importMessage } from './job-change'
import { createJobFollowers, type JobFollowers } from './job-followers'
import { jobLocks, senderHolds } from './job-locks'
import { jobWriter } from './job-writer'
import { keptJobs, storageFor } from './kept-jobs'

// One runner per server and key for the life of the page, so leaving the
// import page does not stop an import. The app's Tabs (channel, locks, the
// page's unload) are handed in; each Tabs has its own runners, so a test
// that builds its own starts with none.

export interface JobOwner {
  /** The storage and lock name: the server's prefix, then the connection's name. */
  name: string
  /** What every key's job for this server is named with first, to offer a job to a new key. */
  server: string
  area: Area
}

/** Whose job the page shows; null without a key (nothing may be sent or kept). */
export function jobOwner(connection: Connection): JobOwner | null {
  const identity = identityOf(connection)
  if (!identity?.hasKey) return null
  const server = `adoption-desk:import:${connection.environment}:${identity.serverName}:`
  return { name: `${server}${identity.name}`, server, area: identity.area }
}

/**
 * Called off before it leaves if Settings moved to another connection (or
 * Forget key) while it waited: the wait can last hours, and the row must go
 * with the job's own key.
 */
function sendUnlessSwitched(
  tabs: Tabs,
  pet: NewPet,
  onLogged: (entryId: string) => void,
  mine: () => boolean,
  transport: Transport<Answer> | undefined,
  record?: SendRecord,
): Promise<Pet> {
  const controller = new AbortController()
  let sent = false
  const stop = tabs.connection.subscribe(() => {
    if (!sent && !mine()) controller.abort()
  })
  return createPet(pet, {
    limits: tabs.limits,
    activity: activityOf(tabs),
    onLogged,
    record,
    signal: controller.signal,
    transport,
    onProgress: (event) => {
      sent = event === 'sent'
      // Answered 429 after the connection changed: the retry must not go.
      if (!sent && !mine()) controller.abort()
    },
  }).finally(stop)
}

/**
 * Check the list: the same window the job recorded before its first send
 * (the latest 100, every status), read afresh, never from the cache; and
 * what this browser added, which cannot be the Unknown row's animal.
 */
async function lookAtList(
  limits: RateLimits,
  activity: Activity,
): Promise<ListLook> {
  const [latest, added] = await Promise.all([
    listPets(limits, { limit: LATEST_WINDOW }),
    addedFromHere(activity, limits.connection.get()),
  ])
  return { latest, addedHere: added.map((animal) => animal.id) }
}

/** A job of another key of this server, and how to let it go once moved. */
export interface EarlierJob {
  job: ImportJob
  /** Removes it from its key's storage, over the version read; false when it could not be. */
  remove: () => Promise<boolean>
  /** Leaves it with its own key, and does not offer it again in this tab. */
  decline: () => void
}

export type ImportRunners = ReturnType<typeof createImportRunners>

/** Another tab's pages and this one's hear what a save changed (job-change.ts). */
function announcer(tabs: Tabs, followers: JobFollowers) {
  return (
    name: string,
    area: Area,
    job: ImportJob | null = null,
    before: ImportJob | null = null,
    activity: ActivityChange | null = null,
  ) => {
    const message = importMessage(name, area, job, before, activity)
    tabs.channel.post(message)
    followers.heard(message)
  }
}

/**
 * The import's requests go from a worker, off the page's main thread
 * (decision 047), and its rows are stored from another (decision 048);
 * where there is no Worker (the unit tests' DOM), from the page.
 */
function offThePage() {
  return typeof Worker === 'undefined'
    ? {}
    : { transport: workerTransport(), writer: jobWriter() }
}

export function createImportRunners(tabs: Tabs, queryClient: QueryClient) {
  const runners = new Map<string, { area: Area; runner: ImportRunner }>()
  const declined = new Set<string>()
  const followers = createJobFollowers(tabs)
  const { transport, writer } = offThePage()
  const announce = announcer(tabs, followers)
  const toCachedLists = cachedListsFeed(queryClient)

  function create(owner: JobOwner): ImportRunner {
    const saved = tabs.connection
    const mine = () => jobOwner(saved.get())?.name === owner.name
    const locks = jobLocks(owner.name, tabs.locks)
    const runner = createImportRunner({
      send: (pet, onLogged, record) =>
        sendUnlessSwitched(tabs, pet, onLogged, mine, transport, record),
      record: (pet) => recordStoredSend(activityOf(tabs), saved.get(), pet),
      lookAtList: () => lookAtList(tabs.limits, activityOf(tabs)),
      storage: keptJobs(
        owner.name,
        owner.area,
        tabs.database,
        tabs.locks,
        writer,
      ),
      ...locks,
      // A tab of the previous version that let the job go left its last
      // record in its own database: copied first, so that is what is shown.
      whenFree: (signal) =>
        locks.whenFree(signal).then(() => tabs.database?.copyFormerJobs()),
      interval: () => rowEveryMs(tabs.plan.limits()),
      connectionMatches: mine,
      announce: (job, before, activity) =>
        announce(owner.name, owner.area, job, before, activity),
      // Into the cache of the key that created it, not of a key Settings moved to.
      onAdded: (pet) => {
        // The last row's with those waiting, at once: the page may be left
        // as soon as the import is shown finished.
        if (mine())
          toCachedLists(
            saved.get().scope,
            pet,
            runner.job.get()?.state !== 'running',
          )
      },
      isLeaving: tabs.leaving,
    })
    runners.set(owner.name, { area: owner.area, runner })
    reportUnfinishedWork(() =>
      runner.status.get().running ? 'the import that is running' : null,
    )
    return runner
  }

  return {
    /**
     * Remember switched: a running runner goes on where its job is kept; an
     * idle one gives way to one that moves the job to where the key now is.
     */
    runnerFor(owner: JobOwner): ImportRunner {
      const known = runners.get(owner.name)
      if (
        known &&
        (known.area === owner.area || known.runner.status.get().running)
      )
        return known.runner
      return create(owner)
    },

    /** Follows a job without sending it: read once, then changed by what each save carries. */
    follow: (name: string, listener: Parameters<JobFollowers['follow']>[1]) =>
      followers.follow(name, listener),

    watchOtherTabs: (name: string, onChange: () => void) =>
      tabs.channel.listen('import', (message) => {
        if (message.name === name) onChange()
      }),

    /** Reset demo data: a runner sending rows of it finds its next write refused. */
    async removeStoredJob(owner: JobOwner): Promise<void> {
      for (const area of ['device', 'tab'] as const)
        await removeJob(storageFor(owner.name, area, tabs.database))
      await runners.get(owner.name)?.runner.refresh()
      announce(owner.name, owner.area)
    },

    /**
     * Another key's unfinished job for this server (a refused key fixed in
     * Settings): paused, or left running by a closed tab (its lock is free).
     */
    async earlierJobOf(owner: JobOwner): Promise<EarlierJob | null> {
      for (const name of await storedJobNames(owner.server, tabs.database)) {
        if (name === owner.name || declined.has(name)) continue
        const area = inSession(name) ? 'tab' : 'device'
        const storage = keptJobs(name, area, tabs.database, null)
        const job = await storage.load().catch(() => null)
        if (job?.state !== 'paused' && job?.state !== 'running') continue
        // A duplicated tab's copy of another tab's job is not this tab's to move.
        if (storage.isCopy?.()) continue
        if (runners.get(name)?.runner.status.get().running) continue
        if (await senderHolds(tabs.locks, name)) continue
        return {
          job: restoreAfterReload(job),
          remove: async () => {
            const result = await storage.save(null, job)
            await runners.get(name)?.runner.refresh()
            return result.ok
          },
          decline: () => {
            declined.add(name)
          },
        }
      }
      return null
    },
  }
}

const byTabs = new WeakMap<Tabs, ImportRunners>()

/** The runners of the app's Tabs: one set per app (per test, when a test builds its own). */
export function importRunnersOf(
  tabs: Tabs,
  queryClient: QueryClient,
): ImportRunners {
  let runners = byTabs.get(tabs)
  if (!runners) {
    runners = createImportRunners(tabs, queryClient)
    byTabs.set(tabs, runners)
  }
  return runners
}

/** Removes a stored job over the version read; another tab may store a newer copy between. */
async function removeJob(storage: ReturnType<typeof storageFor>) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const stored = await storage.load()
    if (!stored) return
    const result = await storage.save(null, stored)
    if (result.ok) return
    if (result.reason === 'unavailable')
      throw new Error('The browser refused to change its storage.')
    // A copy of another tab's job (Duplicate tab): this tab's copy goes.
    if (result.reason === 'copy') {
      storage.forgetCopy?.()
      return
    }
  }
}

function inSession(name: string): boolean {
  try {
    return window.sessionStorage.getItem(name) !== null
  } catch {
    return false
  }
}
