import {
  isListPath,
  readListQuery,
} from '../features/animals/list-address.door'
import {
  configuredBaseUrl,
  type Environment,
  keyFor,
  type SavedKey,
} from '../lib/connection/stored-connection'
import { type Target, targetOf } from '../lib/connection/identity'
import type { EarlySend } from '../lib/http/early-request'
import { apiInit, buildUrl } from '../lib/http/request-parts'
import { LIST_PATH, listParams } from '../lib/pets/list-options'
import {
  live,
  liveRange,
  paceBookKey,
  parseSlots,
} from '../lib/rate-limit/pace-book'
import { running, waitKey } from '../lib/rate-limit/wait-policy'
import type { StoredWait } from '../lib/rate-limit/wait-record'
import { FORMER_SHARED, openRequest } from '../lib/tabs/database'
import type { SharedMessage } from '../lib/tabs/shared-state'

// The list request of a cold visit, sent by the page itself before the app's
// scripts arrive (decision 021): the client's rules (list path and view,
// connection, shared wait, pace book), read from the same modules, none of
// which needs zod, React or TanStack Query. Anything else leaves the request
// to the app, which sends it as it always has. Its bytes are in every first
// load (decision 004): positional arguments, as a minifier cannot shorten
// property names.

export interface ListPlan {
  url: string
  target: Target
  apiKey: string
}

/**
 * The list request this page would send: only on the list (`where` is
 * `location`, `base` the app's base path), to the address the build gives
 * the saved environment (not demo mode, which answers in the page, nor a
 * custom address), with a saved key for it (`keys`: this tab's, then the
 * device's), online (offline, the client says so without sending).
 */
export function planEarlyList(
  where: Pick<Location, 'pathname' | 'search'>,
  base: string,
  environment: Environment,
  keys: (SavedKey | null)[],
  online: boolean,
): ListPlan | null {
  const baseUrl = configuredBaseUrl(environment)
  const fitting = keyFor(keys, baseUrl)
  if (!isListPath(where.pathname, base) || !baseUrl || !fitting || !online)
    return null
  const query = readListQuery(new URLSearchParams(where.search))
  return {
    url: buildUrl(baseUrl, LIST_PATH, listParams(query)),
    target: targetOf(baseUrl, fitting.key),
    apiKey: fitting.key,
  }
}

/**
 * The boot step's pace: a slot only in a minute with no request in it. Every
 * plan allows that (an Enterprise limit is at least 1), so the plan's table
 * stays in the app; a visit within a minute of another request (a reload, a
 * second tab) leaves the request to the app, as its kept rows show at once.
 */
const PER_MINUTE = 1

/**
 * True when the boot step may take its slot: no wait runs for this server
 * and key (stored by any tab), and no request went in the last minute (a
 * slot `first` of this version, or one in the previous version's whole
 * book). Runs inside the book's transaction, as the pacer's take does.
 */
export function isClear(
  storedWait: unknown,
  storedSlots: unknown,
  first: IDBValidKey | undefined,
  now: number,
): boolean {
  // `running` asks only what the stored record says (of anything but an
  // object: nothing); one the client's schema would reject can only hold
  // this request back, which the client then sends by its own reading.
  return (
    !running((storedWait ?? null) as StoredWait | null, now) &&
    first === undefined &&
    live(parseSlots(storedSlots) ?? [], now).length < PER_MINUTE
  )
}

/** A request's result; any failure rejects, and sends nothing. */
const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = reject
  })

type Stored = Partial<SharedMessage> | undefined

/**
 * In one transaction, as the pacer takes a slot (atomic with every tab's
 * changes; the pacer's Web Lock only makes its waiting tabs take turns, and
 * the boot step never waits): the wait read, a slot taken. Not announced:
 * other tabs' pacers read it in their transactions.
 */
async function takeSlot(factory: IDBFactory, target: Target) {
  // An earlier version's database that the app has not yet moved in, where
  // a wait may be kept: the app sends then.
  if ((await factory.databases()).some(({ name }) => name === FORMER_SHARED))
    return false
  const db = await done(openRequest(factory))
  try {
    const key = paceBookKey(target)
    const now = Date.now()
    const store = db.transaction('shared', 'readwrite').objectStore('shared')
    const wait = done(store.get(waitKey(target))) as Promise<Stored>
    const book = done(store.get(key)) as Promise<Stored>
    const first = await done(store.getKey(liveRange(key, now)))
    const clear = isClear((await wait)?.value, (await book)?.value, first, now)
    // One id will do: in an empty minute, the book holds no other of ours.
    // Dated as it is written, after any transaction queued ahead of this
    // one: a later time is the safe side of the pace.
    if (clear) await done(store.put(0, [key, Date.now(), 'boot']))
    return clear
  } finally {
    db.close()
  }
}

/** Takes the slot, then sends at once; null when it sent nothing. The app reads the response. */
export async function sendEarlyList(
  plan: ListPlan,
  factory: IDBFactory,
  signal: AbortSignal,
): Promise<Pick<EarlySend, 'response'> | null> {
  const taken = await takeSlot(factory, plan.target).catch(() => false)
  if (!taken || signal.aborted) return null
  const response = fetch(plan.url, { ...apiInit(plan.apiKey, 'GET'), signal })
  // Read, or reported, by the app; never an unhandled rejection here.
  response.catch(() => undefined)
  return { response }
}
