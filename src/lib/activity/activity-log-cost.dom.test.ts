import 'fake-indexeddb/auto'
import { set } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { watchStorageWork } from '../../test/storage-work'
import { testTabs } from '../../test/test-tabs'
import { openChannel } from '../tabs/channel'
import {
  type ActivityChange,
  type ActivityEntry,
  MAX_ENTRIES,
} from './activity-entry'
import {
  activityOf,
  type LogPlace,
  type LogStep,
  runLogOp,
  TAB_LOG_PREFIX,
} from './activity-log'

// What one Activity write costs must not grow with the log (issue 31,
// decision 027): the entries parsed and the characters written to append
// an entry and move it to its outcome, at entry 10 and at entry 1,000.

const parsed = vi.hoisted(() => ({ entries: 0 }))
vi.mock('./activity-entry', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./activity-entry')>()
  return {
    ...actual,
    parseLog: (value: unknown) => {
      const entries = (value as { entries?: unknown } | null)?.entries
      if (Array.isArray(entries)) parsed.entries += entries.length
      return actual.parseLog(value)
    },
    readEntry: (value: unknown) => {
      parsed.entries += 1
      return actual.readEntry(value)
    },
  }
})

let work: ReturnType<typeof watchStorageWork>
/** The page's Tabs, and its Activity log: each test's own (decision 032). */
let tabs = testTabs()
let activity = activityOf(tabs)
beforeEach(() => {
  work = watchStorageWork()
  tabs = testTabs()
  activity = activityOf(tabs)
})
afterEach(() => {
  vi.restoreAllMocks()
  window.sessionStorage.clear()
})

let counter = 0
const entry = (at: number): ActivityEntry => ({
  id: `entry-${(counter += 1)}`,
  at,
  name: `Pet ${at}`,
  categoryId: '3',
  status: null,
  outcome: 'sending',
  petId: null,
  message: null,
  tab: 'this-tab',
})

/** A log of `count` entries at `place`, written as sends write them. */
async function logOf(place: LogPlace, count: number) {
  for (let at = 0; at < count; at += 1) void activity.append(place, entry(at))
  await activity.settled()
}

/** One send's writes: its entry, then its outcome. */
async function costOfSend(place: LogPlace, at: number) {
  parsed.entries = 0
  work.chars = 0
  const next = entry(at)
  void activity.append(place, next)
  void activity.patch(place, next.id, { outcome: 'added', petId: '77' })
  await activity.settled()
  return { parsed: parsed.entries, written: work.chars }
}

describe.each(['device', 'tab'] as const)(
  '%s: one write costs the same in any log',
  (area) => {
    it('entry 10 and entry 1,000: the same entries parsed and characters written', async () => {
      const small: LogPlace = { area, name: `small-${area}` }
      const large: LogPlace = { area, name: `large-${area}` }
      await logOf(small, 9)
      await logOf(large, MAX_ENTRIES - 1)
      const early = await costOfSend(small, 9)
      const late = await costOfSend(large, MAX_ENTRIES - 1)
      // The outcome's entry is read back once, to say what changed.
      expect(early.parsed).toBeLessThanOrEqual(2)
      expect(late.parsed).toBeLessThanOrEqual(2)
      expect(late.written).toBeLessThan(early.written * 1.5)
      // Past the cap: the same again, the oldest dropped and counted.
      const over = await costOfSend(large, MAX_ENTRIES + 5)
      expect(over.written).toBeLessThan(early.written * 1.5)
      const log = await activity.read(large)
      expect(log.entries).toHaveLength(MAX_ENTRIES)
      expect(log.dropped).toBe(1)
      expect(log.entries[0]).toMatchObject({
        at: MAX_ENTRIES + 5,
        outcome: 'added',
      })
      expect(log.entries.at(-1)?.at).toBe(1)
    }, 60_000)
  },
)

describe('device: a log at its cap', () => {
  it('deletes its oldest entries 50 at a time in one request, not one a write, and shows the newest 1,000 all along', async () => {
    const place: LogPlace = { area: 'device', name: 'capped' }
    await logOf(place, MAX_ENTRIES)
    const deletes = vi.spyOn(IDBObjectStore.prototype, 'delete')
    for (let at = MAX_ENTRIES; at < MAX_ENTRIES + 120; at += 1) {
      void activity.append(place, entry(at))
      await activity.settled()
      if (at % 17 !== 0) continue
      // What a reader sees does not depend on what is not yet deleted.
      const log = await activity.read(place)
      expect(log.entries).toHaveLength(MAX_ENTRIES)
      expect(log.dropped).toBe(at + 1 - MAX_ENTRIES)
      expect(log.entries.at(-1)?.at).toBe(at + 1 - MAX_ENTRIES)
    }
    // 120 entries past the cap: two deletes of 50 (a request a write before).
    expect(deletes).toHaveBeenCalledTimes(2)
    const fresh = await activityOf(testTabs()).read(place)
    expect(fresh.entries).toHaveLength(MAX_ENTRIES)
    expect(fresh.dropped).toBe(120)
  }, 60_000)
})

/** The database's connection, as the import's storage takes it. */
async function database() {
  const db = await tabs.database?.open()
  if (!db) throw new Error('no database')
  return db
}

/** `step` stored in one readwrite transaction of the caller's (an import row's), over its store and the log's. */
async function inCallersStep(db: IDBDatabase, step: LogStep | null) {
  if (!step) throw new Error('nothing to store')
  const transaction = db.transaction(['imports', 'activity'], 'readwrite')
  runLogOp(transaction.objectStore('activity'), step.op, step.ran)
  await new Promise((resolve) => (transaction.oncomplete = resolve))
  return step.stored()
}

/** An import row's entry and its outcome, each in the caller's step (decision 041). */
async function costOfRow(place: LogPlace, at: number) {
  const next = entry(at)
  const db = await database()
  parsed.entries = 0
  work.clear()
  await inCallersStep(db, activity.stageAppend(place, next))
  const told = await inCallersStep(
    db,
    activity.stagePatch(place, next.id, { outcome: 'added', petId: '77' }),
  )
  await activity.settled()
  return {
    told,
    parsed: parsed.entries,
    written: work.chars,
    // Its own, beside the caller's two.
    transactions: work.transactions.length - 2,
    messages: work.messages.length,
  }
}

describe("an import row's entry, stored in the row's own transactions", () => {
  it('entry 10 and entry 1,000: no transaction or message of its own, one entry written twice', async () => {
    const small: LogPlace = { area: 'device', name: 'row-small' }
    const large: LogPlace = { area: 'device', name: 'row-large' }
    await logOf(small, 9)
    await logOf(large, MAX_ENTRIES - 1)
    const early = await costOfRow(small, 9)
    const late = await costOfRow(large, MAX_ENTRIES - 1)
    for (const row of [early, late]) {
      expect(row.transactions).toBe(0)
      // Carried by the row's own message (job-change.ts).
      expect(row.messages).toBe(0)
      expect(row.told).toMatchObject({ entry: { outcome: 'added' } })
      expect(row.parsed).toBeLessThanOrEqual(1)
      // The entry, the head, the entry again.
      expect(row.written).toBeLessThan(800)
    }
    expect(late.written).toBeLessThan(early.written * 1.5)
    const log = await activity.read(large)
    expect(log.entries[0]).toMatchObject({ outcome: 'added', petId: '77' })
  })

  it("another tab hears the entry on the row's message", async () => {
    // This page's channel and another tab's, of one name.
    const name = 'activity-cost-tabs'
    const page = activityOf(
      testTabs({ channel: openChannel(() => new BroadcastChannel(name)) }),
    )
    const heard: ActivityChange[] = []
    const stop = page.subscribe((change) => heard.push(change))
    const sent = { ...entry(3), outcome: 'added' as const, petId: '5' }
    const otherTab = new BroadcastChannel(name)
    otherTab.postMessage({
      topic: 'import',
      name: 'adoption-desk:import:a-job',
      activity: { name: 'carried', entry: sent },
    })
    await vi.waitFor(() =>
      expect(heard).toEqual([{ name: 'carried', entry: sent }]),
    )
    otherTab.close()
    stop()
  })
})

describe('what other pages learn', () => {
  it('the entry that changed, not "read everything again"', async () => {
    const heard: ActivityChange[] = []
    const stop = activity.subscribe((change) => heard.push(change))
    const place: LogPlace = { area: 'device', name: 'heard' }
    const sent = entry(1)
    void activity.append(place, sent)
    void activity.patch(place, sent.id, { outcome: 'added', petId: '8' })
    await activity.settled()
    stop()
    expect(heard).toEqual([
      { name: 'heard', entry: sent },
      { name: 'heard', entry: { ...sent, outcome: 'added', petId: '8' } },
    ])
  })
})

describe('a log kept whole by the previous version', () => {
  it('this device: still read, merged with the entries written since, and left for its tabs', async () => {
    const store = tabs.database?.store('activity')
    if (!store) throw new Error('no database')
    const old = { ...entry(5), outcome: 'added' as const, petId: '5' }
    await set('whole', { v: 1, entries: [old], dropped: 2 }, store)
    const place: LogPlace = { area: 'device', name: 'whole' }
    const later = entry(9)
    await activity.append(place, later)
    const log = await activity.read(place)
    expect(log.entries.map((each) => each.id)).toEqual([later.id, old.id])
    expect(log.dropped).toBe(2)
  })

  it('this tab: read, and moved into entries on the first write', async () => {
    const old = { ...entry(5), outcome: 'added' as const, petId: '5' }
    sessionStorage.setItem(
      `${TAB_LOG_PREFIX}tab-whole`,
      JSON.stringify({ v: 1, entries: [old], dropped: 0 }),
    )
    const place: LogPlace = { area: 'tab', name: 'tab-whole' }
    expect((await activity.read(place)).entries).toEqual([old])
    const later = entry(9)
    await activity.append(place, later)
    expect(sessionStorage.getItem(`${TAB_LOG_PREFIX}tab-whole`)).toBeNull()
    const log = await activity.read(place)
    expect(log.entries.map((each) => each.id)).toEqual([later.id, old.id])
  })
})

describe('Remember switched', () => {
  it('the log moves once, on the first write to the new area, not on every write', async () => {
    const name = 'switched'
    await logOf({ area: 'tab', name }, 3)
    const device: LogPlace = { area: 'device', name }
    await activity.append(device, entry(10))
    expect(
      Object.keys(sessionStorage).filter((key) => key.includes(name)),
    ).toEqual([])
    expect((await activity.read(device)).entries).toHaveLength(4)
    const getItem = vi.spyOn(Storage.prototype, 'getItem')
    await activity.append(device, entry(11))
    expect(getItem).not.toHaveBeenCalled()
    expect((await activity.read(device)).entries).toHaveLength(5)
  })
})
