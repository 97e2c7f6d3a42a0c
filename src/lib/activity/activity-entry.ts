import * as z from 'zod/mini'
import { storedIdSchema } from '../pets/stored-id'
import { petStatusSchema } from '../pets/pet-schemas'

// One entry of the Activity log and the log as stored: read entry by entry,
// so one damaged entry (another version's, tampered) loses nothing else.

/** The most entries kept; the oldest go first. */
export const MAX_ENTRIES = 1_000

const ACTIVITY_OUTCOMES = [
  'waiting',
  'sending',
  'added',
  'refused',
  'unknown',
] as const
export type ActivityOutcome = (typeof ACTIVITY_OUTCOMES)[number]

const entrySchema = z.object({
  // A refine, not z.minLength (pet-schemas.ts says why).
  id: z.string().check(z.refine((text) => text.length > 0)),
  /** When the send was started, epoch ms. */
  at: z.number().check(z.refine(Number.isFinite)),
  name: z.string(),
  categoryId: storedIdSchema,
  status: z.nullable(petStatusSchema),
  outcome: z.enum(ACTIVITY_OUTCOMES),
  /** The new animal's id, once Added. */
  petId: z.nullable(storedIdSchema),
  /** The server's message (Refused) or what went wrong (Unknown). */
  message: z.nullable(z.string()),
  /** The app's words for `message`, to speak in any language (stored-words.ts); older entries have none. */
  words: z.optional(z.string()),
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

// Entries already read, by id: a page reads the whole log when it opens and
// when a tab of the previous version changed it (decision 027). A stored
// entry equal field by field to one read before is that entry: only new or
// changed ones are validated.
const ENTRY_FIELDS = Object.keys(entrySchema.shape) as (keyof ActivityEntry)[]
let known = new Map<string, ActivityEntry>()

/** One stored entry, validated unless read before unchanged; null when unreadable. */
export function readEntry(item: unknown): ActivityEntry | null {
  const record =
    typeof item === 'object' && item !== null
      ? (item as Record<string, unknown>)
      : null
  const seen = record ? known.get(String(record.id)) : undefined
  if (
    record &&
    seen &&
    ENTRY_FIELDS.every((field) => record[field] === seen[field])
  )
    return seen
  const parsed = entrySchema.safeParse(item)
  if (!parsed.success) return null
  // Shared between reads, so never changed in place.
  const entry = Object.freeze(parsed.data)
  if (known.size >= 4 * MAX_ENTRIES) known = new Map()
  known.set(entry.id, entry)
  return entry
}

export function parseLog(value: unknown): ActivityLog {
  if (typeof value !== 'object' || value === null) return EMPTY_LOG
  const record = value as { entries?: unknown; dropped?: unknown }
  const raw = Array.isArray(record.entries) ? record.entries : []
  const entries: ActivityEntry[] = []
  let unreadable = 0
  for (const item of raw) {
    const entry = readEntry(item)
    if (entry) entries.push(entry)
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

/** What changed in a log, as a message or a subscription carries it (decision 027). */
export type ActivityChange =
  /** Added or changed. */
  | { name: string; entry: ActivityEntry }
  | { name: string; removed: string }
  /** Cleared, moved, or changed by a tab of the previous version: read it again. */
  | { name: string; reread: true }

/** The log with `change` applied; null when it must be read again. */
export function applyChange(
  log: ActivityLog,
  change: ActivityChange,
): ActivityLog | null {
  if ('reread' in change) return null
  if ('removed' in change)
    return {
      ...log,
      entries: log.entries.filter((entry) => entry.id !== change.removed),
    }
  const { entry } = change
  const at = log.entries.findIndex((each) => each.id === entry.id)
  if (at !== -1) {
    const entries = log.entries.slice()
    entries[at] = entry
    return { ...log, entries }
  }
  const before = log.entries.findIndex((each) => each.at < entry.at)
  if (before === 0 || !log.entries.length) return appendEntry(log, entry)
  const entries = log.entries.slice()
  if (before === -1) {
    // Older than everything kept: a full log has no room for it.
    if (entries.length >= MAX_ENTRIES) return log
    entries.push(entry)
  } else entries.splice(before, 0, entry)
  const over = Math.max(0, entries.length - MAX_ENTRIES)
  return {
    entries: over ? entries.slice(0, MAX_ENTRIES) : entries,
    dropped: log.dropped + over,
    unreadable: log.unreadable,
  }
}
