import { createStore, del, get, update, type UseStore } from 'idb-keyval'
import * as z from 'zod/mini'
import { type ApiError, isApiError, WAIT_BEYOND_A_DAY } from '../http/api-error'
import type { Connection, SavedKey } from '../connection/connection'
import {
  type Identity,
  identityOf,
  targetName,
  targetOf,
} from '../connection/identity'
import { type NewPet, petStatusSchema } from '../pets/pet-schemas'
import { readJson, removeItem, writeJson } from '../tabs/web-storage'
import { MAX_WAIT_MS } from '../rate-limit/wait-policy'

// What this browser sent that could change data: every POST /pets (an add,
// an import row, a resend), with its outcome. The API keeps no history a
// client can read, so this is the only record staff have of what they sent.
//
// It is kept where the key is kept: for a key typed for this tab, in this
// tab's sessionStorage (one tab, so a plain read and write is safe); for a
// remembered key (and demo mode), on this device in IndexedDB, where
// idb-keyval's `update` reads and writes in one transaction, so several tabs
// appending at once never lose each other's entries, which a read-modify-write
// on localStorage would (decision 011). One log per server and key, named by a
// hash of both as the animals cache is (persist-queries.ts), so no key
// material is stored. Only the pages that add animals and the Activity page
// load it, so none of it is on the first load.

/** The most entries kept; the oldest go first. */
export const MAX_ENTRIES = 1_000

const ACTIVITY_OUTCOMES = [
  'waiting',
  'sending',
  'added',
  'refused',
  'unknown',
] as const
type ActivityOutcome = (typeof ACTIVITY_OUTCOMES)[number]

// Ids as stored: exact decimal strings (decision 002).
const idTextSchema = z.string().check(z.regex(/^-?\d{1,19}$/))

const entrySchema = z.object({
  id: z.string().check(z.minLength(1)),
  /** When the send was started, epoch ms. */
  at: z.number().check(z.refine(Number.isFinite)),
  name: z.string(),
  categoryId: idTextSchema,
  status: z.nullable(petStatusSchema),
  outcome: z.enum(ACTIVITY_OUTCOMES),
  /** The new animal's id, once Added. */
  petId: z.nullable(idTextSchema),
  /** The server's message (Refused) or what went wrong (Unknown). */
  message: z.nullable(z.string()),
  /** The page load that sent it: a send still pending from a closed tab has no answer coming. */
  tab: z.string(),
})
export type ActivityEntry = z.infer<typeof entrySchema>

export interface ActivityLog {
  /** Newest first. */
  entries: ActivityEntry[]
  /** How many older entries were dropped to keep the last MAX_ENTRIES. */
  dropped: number
  /** Stored entries that could not be read (damaged or from another version). */
  unreadable: number
}

export const EMPTY_LOG: ActivityLog = { entries: [], dropped: 0, unreadable: 0 }

/** Reads a stored log entry by entry, so one damaged entry loses nothing else. */
export function parseLog(value: unknown): ActivityLog {
  if (typeof value !== 'object' || value === null) return EMPTY_LOG
  const record = value as { entries?: unknown; dropped?: unknown }
  const raw = Array.isArray(record.entries) ? record.entries : []
  const entries: ActivityEntry[] = []
  let unreadable = 0
  for (const item of raw) {
    const parsed = entrySchema.safeParse(item)
    if (parsed.success) entries.push(parsed.data)
    else unreadable += 1
  }
  const dropped =
    typeof record.dropped === 'number' && Number.isSafeInteger(record.dropped)
      ? Math.max(0, record.dropped)
      : 0
  return { entries, dropped, unreadable }
}

/** The log with `entry` added as the newest, capped at MAX_ENTRIES. */
export function appendEntry(
  log: ActivityLog,
  entry: ActivityEntry,
): ActivityLog {
  const entries = [entry, ...log.entries]
  const over = Math.max(0, entries.length - MAX_ENTRIES)
  return {
    entries: over ? entries.slice(0, MAX_ENTRIES) : entries,
    dropped: log.dropped + over,
    unreadable: log.unreadable,
  }
}

function patchEntry(
  log: ActivityLog,
  id: string,
  patch: Partial<ActivityEntry>,
): ActivityLog {
  return {
    ...log,
    entries: log.entries.map((entry) =>
      entry.id === id ? { ...entry, ...patch } : entry,
    ),
  }
}

function removeEntry(log: ActivityLog, id: string): ActivityLog {
  return { ...log, entries: log.entries.filter((entry) => entry.id !== id) }
}

/** What is stored: unreadable entries are not written back. */
function toStored(log: ActivityLog) {
  return { v: 1, entries: log.entries, dropped: log.dropped }
}

// ---------------------------------------------------------------------------
// Where a log lives

export type LogPlace = Pick<Identity, 'area' | 'name'>

/** The log of a connection: its server and key, kept where its key is kept; null without a key. */
export function logPlaceFor(connection: Connection): LogPlace | null {
  const identity = identityOf(connection)
  return identity?.hasKey ? { area: identity.area, name: identity.name } : null
}

export const TAB_LOG_PREFIX = 'adoption-desk:activity:'
const CHANNEL_NAME = 'adoption-desk:activity'

let idbStore: UseStore | null = null
function deviceStore(): UseStore {
  idbStore ??= createStore('adoption-desk-activity', 'logs')
  return idbStore
}

async function readPlace(place: LogPlace): Promise<ActivityLog> {
  if (place.area === 'tab')
    return parseLog(readJson('session', TAB_LOG_PREFIX + place.name))
  return parseLog(await get(place.name, deviceStore()))
}

async function writePlace(
  place: LogPlace,
  change: (log: ActivityLog) => ActivityLog,
): Promise<void> {
  if (place.area === 'tab') {
    const key = TAB_LOG_PREFIX + place.name
    writeJson(
      'session',
      key,
      toStored(change(parseLog(readJson('session', key)))),
    )
    return
  }
  // One transaction: another tab's append cannot fall between read and write.
  await update(
    place.name,
    (stored: unknown) => toStored(change(parseLog(stored))),
    deviceStore(),
  )
}

// ---------------------------------------------------------------------------
// Telling readers about changes, in this tab and the others

const listeners = new Set<() => void>()
let channel: BroadcastChannel | null | undefined

function getChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    try {
      channel = new BroadcastChannel(CHANNEL_NAME)
      channel.onmessage = () => listeners.forEach((listener) => listener())
    } catch {
      channel = null
    }
  }
  return channel
}

function notify(place: LogPlace) {
  listeners.forEach((listener) => listener())
  // A tab's own log is nobody else's business.
  if (place.area === 'device') getChannel()?.postMessage('changed')
}

/** Calls `listener` after any change to a log, from this tab or another. Returns the stop function. */
export function subscribeActivity(listener: () => void): () => void {
  getChannel()
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

// Writes from this tab go one after another, so an entry's outcome never
// lands before the entry itself.
let queue: Promise<void> = Promise.resolve()

function enqueue(place: LogPlace, change: (log: ActivityLog) => ActivityLog) {
  const next = queue.then(async () => {
    try {
      await writePlace(place, change)
    } catch {
      // Storage refused (private mode, quota): the send itself goes on; the
      // log is a record of it, not a condition for it.
      return
    }
    notify(place)
  })
  queue = next
  return next
}

/** Resolves once every write this tab started has been stored (tests, the page after a send). */
export function settled(): Promise<void> {
  return queue
}

export function readActivityLog(place: LogPlace): Promise<ActivityLog> {
  return readPlace(place).catch(() => EMPTY_LOG)
}

/** Forget key: removes the logs of the forgotten keys, wherever they are kept. */
export function clearActivityLogs(keys: readonly SavedKey[]): Promise<void> {
  const names = keys.map((saved) => targetName(targetOf(saved.for, saved.key)))
  for (const name of names) removeItem('session', TAB_LOG_PREFIX + name)
  const done = queue.then(async () => {
    await Promise.all(
      // Without IndexedDB (blocked, some private windows) creating the store
      // throws at once: there is then no device log to clear.
      names.map((name) =>
        Promise.resolve()
          .then(() => del(name, deviceStore()))
          .catch(() => undefined),
      ),
    )
    for (const name of names) notify({ area: 'device', name })
  })
  queue = done
  return done
}

/**
 * Reset demo data: removes the log of `connection`, wherever it is kept. The
 * animals it names are gone, so a log of them would only confuse.
 */
export function clearActivityLog(connection: Connection): Promise<void> {
  const place = logPlaceFor(connection)
  if (!place) return Promise.resolve()
  // After this tab's pending writes, so none of them brings the log back.
  const done = queue.then(async () => {
    if (place.area === 'tab') removeItem('session', TAB_LOG_PREFIX + place.name)
    else await del(place.name, deviceStore())
    notify(place)
  })
  queue = done.catch(() => undefined)
  return done
}

// ---------------------------------------------------------------------------
// Which tabs are still open

function newId(): string {
  // randomUUID needs a secure context; a custom API served over plain http
  // does not make the app's own page insecure, but be safe anyway.
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
}

/** This page load's id: a pending entry of a closed tab will never get its answer. */
export const TAB_ID = newId()
const TAB_LOCK_PREFIX = 'adoption-desk:activity-tab:'

// Held for as long as this page lives, so the Activity page in any tab can
// ask the browser which senders are still open. Without Web Locks, pending
// entries of other tabs show as sent, unanswered yet.
// Typed as possibly absent: older browsers and jsdom have no Web Locks.
const locks = (globalThis.navigator as { locks?: LockManager } | undefined)
  ?.locks

if (locks) {
  void locks
    .request(TAB_LOCK_PREFIX + TAB_ID, () => new Promise<void>(() => {}))
    .catch(() => undefined)
}

/** Ids of the tabs open now, or null when the browser cannot say. */
export async function openTabs(): Promise<ReadonlySet<string> | null> {
  if (!locks) return null
  try {
    const { held = [] } = await locks.query()
    return new Set(
      held
        .map((lock) => lock.name ?? '')
        .filter((name) => name.startsWith(TAB_LOCK_PREFIX))
        .map((name) => name.slice(TAB_LOCK_PREFIX.length)),
    )
  } catch {
    return null
  }
}

/** An entry as it stands: a send left pending by a tab that closed has an unknown outcome. */
export function effectiveEntry(
  entry: ActivityEntry,
  open: ReadonlySet<string> | null,
): ActivityEntry {
  // A Waiting entry with a message is a hold the client gave up on (more
  // than a day): no request of it left, open tab or not.
  const pending =
    entry.outcome === 'sending' ||
    (entry.outcome === 'waiting' && entry.message === null)
  if (!pending || entry.tab === TAB_ID || !open || open.has(entry.tab))
    return entry
  return {
    ...entry,
    outcome: 'unknown',
    message:
      entry.outcome === 'waiting'
        ? 'The tab was closed while this waited for the rate limit.'
        : 'The tab was closed before the server answered.',
  }
}

// ---------------------------------------------------------------------------
// Recording a send

/**
 * What a failed send means: Refused (not created), Unknown (may exist),
 * Waiting (held by a rate limit, not processed), or nothing sent at all (no
 * entry). `sent`: the last attempt left the browser and no answer says it
 * was not processed.
 */
export function outcomeOfError(
  error: unknown,
  sent: boolean,
  now = Date.now(),
): { outcome: 'refused' | 'unknown' | 'waiting'; message: string } | null {
  if (!isApiError(error)) {
    return { outcome: 'unknown', message: String(error) }
  }
  const apiError: ApiError = error
  // Not sent at all: no key, or the browser knew it was offline (the client
  // checks right before each attempt leaves; an earlier attempt, if any, was
  // answered 429, which is not processed). It could not change data.
  if (apiError.kind === 'config' || apiError.kind === 'offline') return null
  if (apiError.kind === 'aborted') {
    return sent
      ? { outcome: 'unknown', message: 'Cancelled after it was sent.' }
      : null
  }
  if (apiError.kind === 'rate-limited') {
    // A 429 is not processed: nothing was created. Held by a wait (never
    // sent), or by one of more than a day that the person must retry after:
    // Waiting, with why, not Refused: the server refused nothing about the
    // animal, and an import sends the row again later.
    const beyond =
      apiError.code === WAIT_BEYOND_A_DAY ||
      (apiError.retryAt !== null && apiError.retryAt - now > MAX_WAIT_MS)
    if (!sent || beyond)
      return {
        outcome: 'waiting',
        message: `Held by the server's rate limit; not processed. ${apiError.message}`,
      }
    return { outcome: 'refused', message: apiError.message }
  }
  if (
    apiError.kind === 'http' &&
    apiError.status !== null &&
    apiError.status < 500
  ) {
    return {
      outcome: 'refused',
      message: apiError.serverMessage || apiError.message,
    }
  }
  // Network, timeout, 5xx, an unreadable answer: it may have been created.
  return { outcome: 'unknown', message: apiError.message }
}

export interface SendRecord {
  /** The entry's id, for a link to it (`/activity#entry-<id>`). */
  id: string
  /** The request is held by a rate-limit wait. */
  held: () => void
  /** The request left the browser. */
  sent: () => void
  added: (petId: string) => void
  failed: (error: unknown) => void
}

/**
 * Starts an entry for a create about to be sent over `connection`, and
 * returns the calls that move it along: Waiting while a rate-limit wait
 * holds it, then Added, Refused or Unknown. A send that never left (no key,
 * cancelled while waiting) leaves no entry: it could not change data.
 */
export function recordSend(
  connection: Connection,
  pet: NewPet,
  now = Date.now(),
): SendRecord {
  const id = newId()
  const place = logPlaceFor(connection)
  let sent = false
  let outcome: ActivityOutcome = 'sending'
  const write = (change: (log: ActivityLog) => ActivityLog) => {
    if (place) void enqueue(place, change)
  }
  write((log) =>
    appendEntry(log, {
      id,
      at: now,
      name: pet.name,
      categoryId: pet.categoryId,
      status: pet.status ?? null,
      outcome,
      petId: null,
      message: null,
      tab: TAB_ID,
    }),
  )
  const move = (next: ActivityOutcome, patch: Partial<ActivityEntry> = {}) => {
    if (outcome === next && !Object.keys(patch).length) return
    outcome = next
    write((log) => patchEntry(log, id, { outcome: next, ...patch }))
  }
  return {
    id,
    held: () => {
      // Held before an attempt: any earlier one was answered 429 (the client
      // tries again only then), so nothing of this send is out there now.
      sent = false
      move('waiting')
    },
    sent: () => {
      sent = true
      move('sending')
    },
    added: (petId) => move('added', { petId, message: null }),
    failed: (error) => {
      const result = outcomeOfError(error, sent)
      if (result === null) write((log) => removeEntry(log, id))
      else move(result.outcome, { message: result.message })
    },
  }
}
