import { testTabs } from '../../test/test-tabs'
import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi, beforeEach } from 'vitest'
import { testApi, TEST_BASE_URL } from '../../mocks/node'
import { saveLiveConnection } from '../../test/connection'
import {
  type ActivityEntry,
  type ActivityLog,
  appendEntry,
  EMPTY_LOG,
  MAX_ENTRIES,
  parseLog,
} from './activity-entry'
import { activityOf, logPlaceFor, TAB_LOG_PREFIX } from './activity-log'
import { effectiveEntry } from './closed-tabs'
import { TAB_ID } from './open-tabs'
import { outcomeOfError } from './send-outcome'
import { recordSend } from './record-send'
import { ApiError } from '../http/api-error'
import { forgetApiKey, saveConnection } from '../connection/save-connection'
import { createPet } from '../pets/create-pet'
import { targetOf } from '../connection/identity'
import { waitKey } from '../rate-limit/wait-policy'

/** Each test's own Tabs: rate-limit state and Activity log (decision 032). */
let tabs = testTabs()
let limits = tabs.limits
let activity = activityOf(tabs)
beforeEach(() => {
  tabs = testTabs()
  limits = tabs.limits
  activity = activityOf(tabs)
})

afterEach(() => activity.settled())

async function currentLog(): Promise<ActivityLog> {
  await activity.settled()
  const place = logPlaceFor(tabs.connection.get())
  if (!place) throw new Error('no log place')
  return activity.read(place)
}

function entry(index: number): ActivityEntry {
  return {
    id: `e${index}`,
    at: index,
    name: `Pet ${index}`,
    categoryId: '1',
    status: null,
    outcome: 'added',
    petId: String(index),
    message: null,
    tab: TAB_ID,
  }
}

describe('an entry for every create, with its outcome', () => {
  it('Added: the new id, exact', async () => {
    let logged = ''
    const pet = await createPet(
      { name: 'Luna', categoryId: '9007199254740993', status: 'available' },
      { limits, activity, onLogged: (id) => (logged = id) },
    )
    const log = await currentLog()
    expect(log.entries).toHaveLength(1)
    expect(log.entries[0]).toMatchObject({
      id: logged,
      name: 'Luna',
      categoryId: '9007199254740993',
      status: 'available',
      outcome: 'added',
      petId: pet.id,
      message: null,
    })
  })

  it('Refused: the server’s message', async () => {
    testApi.faults.add({ kind: 'bad-request' })
    await expect(
      createPet({ name: 'Rex', categoryId: '2' }, { limits, activity }),
    ).rejects.toThrow()
    const [refused] = (await currentLog()).entries
    expect(refused).toMatchObject({
      outcome: 'refused',
      message: 'The request contains invalid values.',
      petId: null,
    })
  })

  it('Unknown: a 5xx may have created it', async () => {
    testApi.faults.add({ kind: 'server-error' })
    await expect(
      createPet({ name: 'Rex', categoryId: '2' }, { limits, activity }),
    ).rejects.toThrow()
    const [unknown] = (await currentLog()).entries
    expect(unknown?.outcome).toBe('unknown')
  })

  it('Waiting while a rate-limit wait holds it, then Added', async () => {
    const connection = tabs.connection.get()
    const target = targetOf(TEST_BASE_URL, 'demo-key')
    expect(connection.baseUrl).toBe(TEST_BASE_URL)
    await limits.waits.startWait(target, '600')
    const sending = createPet(
      { name: 'Held', categoryId: '3' },
      { limits, activity },
    )
    await expect
      .poll(async () => (await currentLog()).entries[0]?.outcome)
      .toBe('waiting')
    // The wait ends (another tab cleared it, or it ran out): it is sent.
    await tabs.shared.record(waitKey(target), () => null).update(() => null)
    const pet = await sending
    const [added] = (await currentLog()).entries
    expect(added).toMatchObject({ outcome: 'added', petId: pet.id })
  })

  it('offline: nothing left the browser, so no entry', async () => {
    saveLiveConnection(TEST_BASE_URL, 'k-offline', tabs.connection)
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      await expect(
        createPet({ name: 'Nowhere', categoryId: '2' }, { limits, activity }),
      ).rejects.toMatchObject({ kind: 'offline' })
    } finally {
      online.mockRestore()
    }
    expect((await currentLog()).entries).toEqual([])
  })

  it('cancelled while held after a 429: nothing of it is out there, so no entry', async () => {
    const record = recordSend(activity, tabs.connection.get(), {
      name: 'Held',
      categoryId: '3',
    })
    record.sent()
    // Answered 429; the client holds it for the wait, then it is cancelled.
    record.held()
    record.failed(new ApiError({ kind: 'aborted', message: 'Cancelled' }))
    expect((await currentLog()).entries).toEqual([])
  })

  it('held by a wait of more than a day: Waiting, with why, even once its tab is gone', async () => {
    const record = recordSend(activity, tabs.connection.get(), {
      name: 'Later',
      categoryId: '3',
    })
    record.held()
    record.failed(
      new ApiError({
        kind: 'rate-limited',
        status: 429,
        message: 'The server asked for a wait of more than a day.',
        retryAt: Date.now() + 2 * 86_400_000,
      }),
    )
    const [held] = (await currentLog()).entries
    expect(held).toMatchObject({
      outcome: 'waiting',
      message:
        "Held by the server's rate limit; not processed. The server asked for a wait of more than a day.",
    })
    if (!held) throw new Error('no entry')
    expect(
      effectiveEntry({ ...held, tab: 'gone' }, new Set(['other'])).outcome,
    ).toBe('waiting')
  })

  it('a real 429 asking for three days: Waiting, not Refused', async () => {
    testApi.faults.add({
      kind: 'rate-limit',
      retryAfter: 'seconds',
      seconds: 3 * 86_400,
    })
    await expect(
      createPet({ name: 'Patience', categoryId: '3' }, { limits, activity }),
    ).rejects.toThrow(/more than a day/)
    const [held] = (await currentLog()).entries
    expect(held?.outcome).toBe('waiting')
  })

  it('newest first', async () => {
    await createPet({ name: 'First', categoryId: '1' }, { limits, activity })
    await createPet({ name: 'Second', categoryId: '1' }, { limits, activity })
    const names = (await currentLog()).entries.map((item) => item.name)
    expect(names).toEqual(['Second', 'First'])
  })
})

describe('outcome of an error', () => {
  it('nothing sent, no entry: no key, or cancelled while waiting', () => {
    const noKey = new ApiError({ kind: 'config', message: 'No key' })
    const cancelled = new ApiError({ kind: 'aborted', message: 'Cancelled' })
    expect(outcomeOfError(noKey, false)).toBeNull()
    expect(outcomeOfError(cancelled, false)).toBeNull()
    expect(outcomeOfError(cancelled, true)?.outcome).toBe('unknown')
  })

  it('offline: never left, so no entry (whatever came before)', () => {
    const offline = new ApiError({ kind: 'offline', message: 'Offline' })
    expect(outcomeOfError(offline, false)).toBeNull()
    expect(outcomeOfError(offline, true)).toBeNull()
  })

  it('held by a rate-limit wait and never sent, or held beyond a day: Waiting, saying why, never Refused', () => {
    const now = Date.UTC(2026, 10, 24, 12)
    const held = new ApiError({
      kind: 'rate-limited',
      message: 'Limited',
      retryAt: now + 60_000,
    })
    expect(outcomeOfError(held, false, now)).toEqual({
      outcome: 'waiting',
      message: "Held by the server's rate limit; not processed. Limited",
      said: null,
    })
    const beyond = new ApiError({
      kind: 'rate-limited',
      status: 429,
      message: 'The server asked for a wait of more than a day.',
      retryAt: now + 2 * 86_400_000,
    })
    for (const sent of [false, true])
      expect(outcomeOfError(beyond, sent, now)?.outcome).toBe('waiting')
  })

  it('429s to the end: Refused (a 429 is not processed)', () => {
    const limited = new ApiError({ kind: 'rate-limited', message: 'Limited' })
    expect(outcomeOfError(limited, true)).toEqual({
      outcome: 'refused',
      message: 'Limited',
      said: null,
    })
  })

  it('a redirect: Unknown, since whatever redirected got the request', () => {
    const redirect = new ApiError({
      kind: 'redirect',
      message:
        'The API answered with a redirect; the key is not sent to another address.',
    })
    expect(outcomeOfError(redirect, true)).toEqual({
      outcome: 'unknown',
      message:
        'The API answered with a redirect; the key is not sent to another address.',
      said: null,
    })
  })

  it('no answer: Unknown', () => {
    for (const kind of ['network', 'timeout', 'invalid-response'] as const) {
      const error = new ApiError({ kind, message: kind })
      expect(outcomeOfError(error, true)?.outcome).toBe('unknown')
    }
  })
})

describe('the cap', () => {
  it(`keeps the last ${MAX_ENTRIES}, oldest dropped first, and counts them`, () => {
    let log = EMPTY_LOG
    for (let index = 1; index <= MAX_ENTRIES + 5; index += 1) {
      log = appendEntry(log, entry(index))
    }
    expect(log.entries).toHaveLength(MAX_ENTRIES)
    expect(log.entries[0]?.id).toBe(`e${MAX_ENTRIES + 5}`)
    expect(log.entries.at(-1)?.id).toBe('e6')
    expect(log.dropped).toBe(5)
  })

  it('a damaged entry loses nothing else', () => {
    const log = parseLog({
      v: 1,
      entries: [entry(1), { id: 'broken' }, entry(2)],
      dropped: 3,
    })
    expect(log.entries.map((item) => item.id)).toEqual(['e1', 'e2'])
    expect(log.unreadable).toBe(1)
    expect(log.dropped).toBe(3)
  })

  it('an entry read before and changed since is read as it is now', () => {
    const first = parseLog({ v: 1, entries: [entry(1), entry(2)], dropped: 0 })
    expect(first.entries).toHaveLength(2)
    const log = parseLog({
      v: 1,
      entries: [
        { ...entry(1), outcome: 'added', petId: '77' },
        { ...entry(2), outcome: 'lost' },
      ],
      dropped: 0,
    })
    expect(log.entries.map((item) => [item.id, item.outcome])).toEqual([
      ['e1', 'added'],
    ])
    expect(log.entries[0]?.petId).toBe('77')
    expect(log.unreadable).toBe(1)
  })
})

describe('kept where the key is kept, per server and key', () => {
  it('a key for this tab only: sessionStorage', async () => {
    saveLiveConnection(TEST_BASE_URL, 'k-tab', tabs.connection)
    await createPet({ name: 'Tab', categoryId: '1' }, { limits, activity })
    await activity.settled()
    const place = logPlaceFor(tabs.connection.get())
    expect(place?.area).toBe('tab')
    // One item per entry, and a head (decision 027).
    const stored = Object.keys(sessionStorage)
      .filter((key) => key.startsWith(`${TAB_LOG_PREFIX}${place?.name}#`))
      .map((key) => sessionStorage.getItem(key))
      .join('\n')
    expect(stored).toContain('"Tab"')
    // The key itself is never stored with it.
    expect(stored).not.toContain('k-tab')
  })

  it('a remembered key: this device (IndexedDB), not sessionStorage', async () => {
    saveConnection(tabs.connection, {
      environment: 'custom',
      customBaseUrl: TEST_BASE_URL,
      apiKey: 'k-device',
      remember: true,
    })
    await createPet({ name: 'Device', categoryId: '1' }, { limits, activity })
    expect(logPlaceFor(tabs.connection.get())?.area).toBe('device')
    expect((await currentLog()).entries[0]?.name).toBe('Device')
    expect(sessionStorage.length).toBe(0)
  })

  it('another key on the same server sees none of it', async () => {
    saveLiveConnection(TEST_BASE_URL, 'k-one', tabs.connection)
    await createPet({ name: 'One', categoryId: '1' }, { limits, activity })
    saveLiveConnection(TEST_BASE_URL, 'k-two', tabs.connection)
    expect((await currentLog()).entries).toEqual([])
    await createPet({ name: 'Two', categoryId: '1' }, { limits, activity })
    expect((await currentLog()).entries.map((item) => item.name)).toEqual([
      'Two',
    ])
  })

  it('Forget key clears it', async () => {
    saveConnection(tabs.connection, {
      environment: 'custom',
      customBaseUrl: TEST_BASE_URL,
      apiKey: 'k-forget',
      remember: true,
    })
    await createPet({ name: 'Gone', categoryId: '1' }, { limits, activity })
    const place = logPlaceFor(tabs.connection.get())
    if (!place) throw new Error('no log place')
    await activity.settled()
    expect((await activity.read(place)).entries).toHaveLength(1)
    // As Settings' Forget key does.
    void activity.clearLogs(forgetApiKey(tabs.connection))
    await expect
      .poll(async () => (await activity.read(place)).entries.length)
      .toBe(0)
  })
})

describe('Reset demo data', () => {
  it('clears the log of one connection, wherever it is kept, and no other', async () => {
    saveLiveConnection(TEST_BASE_URL, 'k-tab', tabs.connection)
    await createPet({ name: 'In tab', categoryId: '1' }, { limits, activity })
    const tab = logPlaceFor(tabs.connection.get())
    saveConnection(tabs.connection, {
      environment: 'custom',
      customBaseUrl: TEST_BASE_URL,
      apiKey: 'k-device',
      remember: true,
    })
    await createPet(
      { name: 'On device', categoryId: '1' },
      { limits, activity },
    )
    const device = logPlaceFor(tabs.connection.get())
    if (!tab || !device) throw new Error('no log place')
    await activity.settled()
    expect((await activity.read(device)).entries).toHaveLength(1)

    await activity.clearLogOf(tabs.connection.get())
    expect((await activity.read(device)).entries).toEqual([])
    expect((await activity.read(tab)).entries.map((item) => item.name)).toEqual(
      ['In tab'],
    )

    saveLiveConnection(TEST_BASE_URL, 'k-tab', tabs.connection)
    await activity.clearLogOf(tabs.connection.get())
    expect((await activity.read(tab)).entries).toEqual([])
  })
})

describe('a send left pending by a closed tab', () => {
  const pending = { ...entry(1), outcome: 'sending' as const, tab: 'gone' }

  it('shows as Unknown when the browser says that tab is closed', () => {
    expect(effectiveEntry(pending, new Set(['other'])).outcome).toBe('unknown')
  })

  it('stays pending while that tab is open, or when the browser cannot say', () => {
    expect(effectiveEntry(pending, new Set(['gone'])).outcome).toBe('sending')
    expect(effectiveEntry(pending, null).outcome).toBe('sending')
  })
})
