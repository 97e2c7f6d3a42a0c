import { isListPath, readListQuery } from '../features/animals/list-params'
import {
  resolveStored,
  type StoredConnection,
} from '../lib/connection/stored-connection'
import { type Target, targetOf } from '../lib/connection/identity'
import type { EarlySend } from '../lib/http/early-request'
import { apiInit, buildUrl } from '../lib/http/request-parts'
import { LIST_PATH, listParams } from '../lib/pets/list-options'
import {
  live,
  paceBookKey,
  paceLockName,
  parseSlots,
  type Slots,
  take,
} from '../lib/rate-limit/pace-book'
import { running, waitKey } from '../lib/rate-limit/wait-policy'
import type { StoredWait } from '../lib/rate-limit/wait-record'
import { FORMER_SHARED, openRequest } from '../lib/tabs/database'
import type { SharedMessage } from '../lib/tabs/shared-state'

// The list request of a cold visit, sent by the page itself before the app's
// scripts arrive (decision 021): the same rules as the client's (list path
// and view, connection, shared wait, pace book), read from the same modules,
// none of which needs zod, React or TanStack Query. Anything unsure leaves
// the request to the app, which sends it as it always has.

export interface Page {
  pathname: string
  search: string
  /** The app's base path (Vite's BASE_URL). */
  base: string
  stored: StoredConnection
  online: boolean
}

export interface ListPlan {
  url: string
  target: Target
  apiKey: string
}

/** The list request this page would send: only on the list, live, with a key for the address, online. */
export function planEarlyList(page: Page): ListPlan | null {
  if (!isListPath(page.pathname, page.base)) return null
  // Demo mode answers in the page, from a mock the app loads.
  if (page.stored.environment === 'demo') return null
  const { baseUrl, fitting } = resolveStored(page.stored)
  // Offline, the client says so without sending (decision 013).
  if (!baseUrl || !fitting || !page.online) return null
  const query = readListQuery(new URLSearchParams(page.search))
  return {
    url: buildUrl(baseUrl, LIST_PATH, listParams(query)),
    target: targetOf(baseUrl, fitting.key),
    apiKey: fitting.key,
  }
}

/**
 * The pace book with slot `id` taken, or null: a wait runs for this server
 * and key (stored by any tab), or the plan's minute is full. Runs inside the
 * book's transaction, as the pacer's own change does (pacer.ts).
 */
export function takeIfClear(
  storedWait: unknown,
  storedSlots: unknown,
  perMinute: number,
  id: string,
  now: number,
): Slots | null {
  // `running` asks only what the stored record says; one the client's
  // schema would reject can only hold this request back, which the client
  // then sends by its own reading.
  const wait =
    typeof storedWait === 'object' ? (storedWait as StoredWait | null) : null
  if (running(wait, now)) return null
  const [slots, freeAt] = take(
    live(parseSlots(storedSlots) ?? [], now),
    id,
    perMinute,
    now,
  )
  return freeAt === null ? slots : null
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'))
  })

/**
 * Under the pace book's Web Lock, in one transaction: the wait read, a slot
 * taken. The book's next state is not announced to other tabs: their pacers
 * read the book in their own transactions.
 */
async function takeSlot(
  factory: IDBFactory,
  locks: LockManager,
  target: Target,
  perMinute: number,
): Promise<boolean> {
  const request = openRequest(factory)
  const create = request.onupgradeneeded
  const database = { created: false }
  request.onupgradeneeded = (event) => {
    database.created = true
    create?.call(request, event)
  }
  const db = await done(request)
  const key = paceBookKey(target)
  try {
    // A new database, beside an earlier version's that the app has not yet
    // moved into it, where a wait may be kept: the app sends then.
    if (
      database.created &&
      (await factory.databases()).some(({ name }) => name === FORMER_SHARED)
    )
      return false
    return await locks.request(paceLockName(key), async () => {
      const store = db.transaction('shared', 'readwrite').objectStore('shared')
      const wait = done(store.get(waitKey(target)))
      const book = (await done(store.get(key))) as
        Partial<SharedMessage> | undefined
      const now = Date.now()
      const id = `boot-${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`
      const slots = takeIfClear(
        ((await wait) as Partial<SharedMessage> | undefined)?.value,
        book?.value,
        perMinute,
        id,
        now,
      )
      if (!slots) return false
      const rev = (typeof book?.rev === 'number' ? book.rev : 0) + 1
      const next: SharedMessage = { key, rev, value: slots }
      await done(store.put(next, key))
      return true
    })
  } finally {
    db.close()
  }
}

export interface Sending {
  plan: ListPlan
  perMinute: number
  factory: IDBFactory
  locks: LockManager
  signal: AbortSignal
}

/** Takes the slot, then sends at once; null when it sent nothing. The app reads the response. */
export async function sendEarlyList(
  options: Sending,
): Promise<Pick<EarlySend, 'response'> | null> {
  const { plan, signal } = options
  const taken = await takeSlot(
    options.factory,
    options.locks,
    plan.target,
    options.perMinute,
  ).catch(() => false)
  if (!taken || signal.aborted) return null
  const response = fetch(plan.url, { ...apiInit(plan.apiKey, 'GET'), signal })
  // Read, or reported, by the app; never an unhandled rejection here.
  response.catch(() => undefined)
  return { response }
}
