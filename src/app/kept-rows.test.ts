import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { resolveConnection } from '../test/connection'
import { type Channel, openChannel } from '../lib/tabs/channel'
import { type Database, openDatabase } from '../lib/tabs/database'
import { createTabs, type Tabs } from '../lib/tabs/tabs'
import { TEST_BASE_URL } from '../mocks/node'
import type { KeptRow } from '../features/animals/add'
import { checkedRows } from '../test/test-jobs'
import { createJob } from '../features/import/job/import-job'
import * as machine from '../features/import/job/import-machine'
import { jobOwner } from '../features/import/job/import-runners'
import { indexedDbJobs } from '../features/import/job/import-storage'
import { importMessage } from '../features/import/job/job-change'
import { createJobSaves } from '../features/import/job/job-saves'
import { createRunnerStatus } from '../features/import/job/runner-status'
import { keptRowsOf } from './kept-rows'

// What the open Add animal page reads of a running import per row must not
// grow with the job (issue 31): the rows it parses from storage or from a
// message, and the rows it maps, at row 10 and row 10,000. The importing
// tab's message carries the rows a save changed, so the page reads nothing.

const parsed = vi.hoisted(() => ({ rows: 0 }))
vi.mock('../features/import/job/import-job', async (importOriginal) => {
  const actual =
    await importOriginal<typeof import('../features/import/job/import-job')>()
  return {
    ...actual,
    parseStoredJob: (value: unknown) => {
      const rows = (value as { rows?: unknown } | null)?.rows
      if (Array.isArray(rows)) parsed.rows += rows.length
      return actual.parseStoredJob(value)
    },
  }
})

/** Two tabs' channels: what one posts, the other hears, a task later, as a copy. */
function channelPair(): [Channel, Channel] {
  type Fake = { onmessage: ((event: MessageEvent) => void) | null }
  const ends: Fake[] = [{ onmessage: null }, { onmessage: null }]
  const open = (at: 0 | 1) => () =>
    Object.assign(ends[at] as Fake, {
      postMessage: (data: unknown) =>
        setTimeout(() =>
          ends[1 - at]?.onmessage?.({
            data: structuredClone(data),
          } as MessageEvent),
        ),
      close: () => undefined,
    }) as unknown as BroadcastChannel
  return [openChannel(open(0)), openChannel(open(1))]
}

/** A tab of the browser whose IndexedDB is `database`. */
const tabsOf = (channel: Channel, database: Database | null): Tabs =>
  createTabs({ database, channel, locks: null, leaving: () => false })

const rows = checkedRows

describe('the Add page beside a running import', () => {
  it('reads and maps the same rows per import row at row 10 and row 10,000', async () => {
    // Node has no Web Storage: the connection as Settings would save it.
    const connection = resolveConnection({
      environment: 'custom',
      customBaseUrl: TEST_BASE_URL,
      apiKey: 'k-kept',
      remember: true,
    })
    const owner = jobOwner(connection)
    if (!owner) throw new Error('no owner')
    const [importing, adding] = channelPair()
    const database = openDatabase()

    // The importing tab: its saves, announced as its runners announce them.
    const saves = createJobSaves(
      {
        storage: indexedDbJobs(owner.name, database),
        announce: (job, before) =>
          importing.post(importMessage(owner.name, 'device', job, before)),
      },
      createRunnerStatus(),
    )
    saves.job.set(createJob(rows(10_000), 0))
    expect(await saves.commit(machine.start)).toBe(true)

    // The Add page in the other tab: the desk's follower, read once.
    const kept = new Map<string, KeptRow>()
    let mapped = 0
    const news: (() => void)[] = []
    const stop = keptRowsOf(tabsOf(adding, database), new QueryClient())(
      connection,
      ({ all, rows: changed }) => {
        if (all) kept.clear()
        for (const row of changed) kept.set(row.slot ?? '', row)
        mapped += changed.length
        news.splice(0).forEach((heard) => heard())
      },
    )
    const heard = () => new Promise<void>((resolve) => news.push(resolve))
    await heard()
    expect(kept.size).toBe(10_000)

    /** The importing tab sends row `index`: rows parsed and mapped by the Add page. */
    async function workFor(index: number) {
      parsed.rows = 0
      mapped = 0
      for (const change of [
        (job: Parameters<typeof machine.markSending>[0]) =>
          machine.markSending(job, index),
        (job: Parameters<typeof machine.added>[0]) =>
          machine.added(job, index, `${index + 1}`),
      ]) {
        const told = heard()
        expect(await saves.commit(change)).toBe(true)
        await told
      }
      expect(kept.get(`device:${index}`)).toMatchObject({
        outcome: 'added',
        id: `${index + 1}`,
        unfinished: true,
      })
      return { parsed: parsed.rows, mapped }
    }

    // One row carried by each of the two saves: parsed once, mapped once.
    expect(await workFor(9)).toEqual({ parsed: 2, mapped: 2 })
    expect(await workFor(9_999)).toEqual({ parsed: 2, mapped: 2 })
    stop()
  }, 60_000)
})
