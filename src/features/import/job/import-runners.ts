import type { QueryClient } from '@tanstack/react-query'
import {
  type Connection,
  getConnection,
  subscribeConnection,
} from '../../../lib/connection/connection'
import { type Area, identityOf } from '../../../lib/connection/identity'
import { addToCachedLists } from '../../../lib/pets/cached-pets'
import { createPet } from '../../../lib/pets/create-pet'
import { listPets } from '../../../lib/pets/pets-api'
import type { NewPet, Pet } from '../../../lib/pets/pet-schemas'
import { getPlanLimits } from '../../../lib/rate-limit/plan'
import { reportUnfinishedWork } from '../../../lib/util/unfinished-work'
import { matchingIds } from '../check/check-list'
import type { ImportJob } from './import-job'
import { createImportRunner, type ImportRunner } from './import-runner'
import {
  indexedDbJobs,
  type JobStorage,
  sessionJobs,
  storedJobNames,
} from './import-storage'

// One runner per server and key, kept for the life of the tab: leaving the
// page does not stop an import, and coming back shows it where it is. A job
// belongs to the server and key it was sent with (the persisted cache's
// hash), and is kept where the key is: IndexedDB for a remembered key (and
// demo mode), sessionStorage for a key typed for this tab. Another key never
// sees it; Forget key leaves it with the key it belongs to. A Web Lock of the
// same name makes one tab the sender, and is let go when that tab closes.

export interface JobOwner {
  /** The storage and lock name: the server's prefix, then the hash of base URL and key. */
  name: string
  /** What every key's job for this server is named with first, to offer a paused one to a new key. */
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

function storageFor(name: string, area: JobOwner['area']): JobStorage {
  return area === 'tab' ? sessionJobs(name) : indexedDbJobs(name)
}

const runners = new Map<string, { owner: JobOwner; runner: ImportRunner }>()

// Other tabs hear that a job changed here and read it again from storage.
const CHANNEL = 'adoption-desk:import'
let channel: BroadcastChannel | null = null
function importChannel(): BroadcastChannel | null {
  if (!channel && typeof BroadcastChannel !== 'undefined')
    channel = new BroadcastChannel(CHANNEL)
  return channel
}

/** Calls `onChange` when another tab stored the job named `name`. */
export function watchOtherTabs(name: string, onChange: () => void) {
  const listening = importChannel()
  const onMessage = (event: MessageEvent<unknown>) => {
    if (event.data === name) onChange()
  }
  listening?.addEventListener('message', onMessage)
  return () => listening?.removeEventListener('message', onMessage)
}

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

/**
 * Sends a row with the job's own key, but never after Settings moved to
 * another connection (or Forget key) while it waited its turn or out a 429:
 * such a wait can last hours, so the request is called off before it leaves,
 * and the runner pauses with the connection notice. Once it has left, it is
 * not called off: the answer is the row's outcome, unless it is a 429, whose
 * retry waits again and is called off like any wait.
 */
function sendUnlessSwitched(
  pet: NewPet,
  onLogged: (entryId: string) => void,
  mine: () => boolean,
): Promise<Pet> {
  const controller = new AbortController()
  let sent = false
  const stop = subscribeConnection(() => {
    if (!sent && !mine()) controller.abort()
  })
  return createPet(pet, {
    onLogged,
    signal: controller.signal,
    // A retry after a 429 is held again: it has not left yet.
    onProgress: (event) => {
      sent = event === 'sent'
      // Answered 429 after the connection changed: the retry must not go.
      if (!sent && !mine()) controller.abort()
    },
  }).finally(stop)
}

export function importRunnerFor(
  owner: JobOwner,
  queryClient: QueryClient,
): ImportRunner {
  // Per area too: Remember switched on or off keeps the job where it was.
  const known = runners.get(owner.name)
  if (known?.owner.area === owner.area) return known.runner
  const mine = () => jobOwner(getConnection())?.name === owner.name
  const runner = createImportRunner({
    send: (pet, onLogged) => sendUnlessSwitched(pet, onLogged, mine),
    findAdded: async (pet) =>
      matchingIds(
        await listPets({ limit: 100, status: pet.status ?? undefined }),
        pet,
      ),
    storage: storageFor(owner.name, owner.area),
    ...lockDeps(owner.name),
    interval: () => 60_000 / getPlanLimits().perMinute,
    connectionMatches: mine,
    announce: () => importChannel()?.postMessage(owner.name),
    // Into the cache of the key that created it: if Settings moved to
    // another key meanwhile, that key's lists are not this animal's.
    onAdded: (pet) => {
      if (mine()) addToCachedLists(queryClient, getConnection().scope, pet)
    },
    isLeaving: () => leaving,
  })
  runners.set(owner.name, { owner, runner })
  reportUnfinishedWork(() =>
    runner.status.get().running ? 'the import that is running' : null,
  )
  return runner
}

/**
 * Reset demo data: removes the job stored for `owner`, whatever its version
 * (the animals it names are gone). This tab's runner and other tabs' read
 * the store again; a runner sending rows of it finds its next write refused
 * (the job it was made from is gone) and stops.
 */
export async function removeStoredJob(owner: JobOwner): Promise<void> {
  const storage = storageFor(owner.name, owner.area)
  // Another tab may store a newer copy between the read and the removal:
  // read again and retry, a few times.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const stored = await storage.load()
    if (!stored) break
    const result = await storage.save(null, stored)
    if (result.ok) break
    if (result.reason === 'unavailable')
      throw new Error('The browser refused to change its storage.')
    // A copy of another tab's job (Duplicate tab): this tab's copy goes.
    if (result.reason === 'copy') {
      storage.forgetCopy?.()
      break
    }
  }
  await runners.get(owner.name)?.runner.refresh()
  importChannel()?.postMessage(owner.name)
}

/** A paused job of another key of this server, and how to let it go once moved. */
export interface EarlierJob {
  job: ImportJob
  /**
   * Removes it from its key's storage (over the version read). Resolves
   * false when it could not be: changed meanwhile (another tab), or storage
   * refused.
   */
  remove: () => Promise<boolean>
  /** Leaves it with its own key, and does not offer it again in this tab. */
  decline: () => void
}

const declined = new Set<string>()

function inSession(name: string): boolean {
  try {
    return window.sessionStorage.getItem(name) !== null
  } catch {
    return false
  }
}

/**
 * A paused job stored for another key of the same server (a refused key
 * fixed in Settings): the page asks whether to continue it with the new key
 * before any row is sent with it. A job declined once is not offered again
 * in this tab.
 */
export async function pausedJobOfAnotherKey(
  owner: JobOwner,
): Promise<EarlierJob | null> {
  for (const name of await storedJobNames(owner.server)) {
    if (name === owner.name || declined.has(name)) continue
    const storage = storageFor(name, inSession(name) ? 'tab' : 'device')
    const job = await storage.load().catch(() => null)
    if (job?.state !== 'paused') continue
    // A duplicated tab's copy of another tab's job is not this tab's to move.
    if (storage.isCopy?.()) continue
    if (runners.get(name)?.runner.status.get().running) continue
    return {
      job,
      remove: async () => {
        const result = await storage.save(null, job)
        // The other key's runner, if this tab has one, shows it as stored.
        await runners.get(name)?.runner.refresh()
        return result.ok
      },
      decline: () => {
        declined.add(name)
      },
    }
  }
  return null
}
