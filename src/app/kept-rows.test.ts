import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { getConnection } from '../lib/connection/connection'
import { saveConnection } from '../lib/connection/save-connection'
import { TEST_BASE_URL } from '../mocks/node'
import type { CheckedRow } from '../features/import/check/check-rows'
import { createJob, type ImportJob } from '../features/import/job/import-job'
import * as machine from '../features/import/job/import-machine'
import { jobOwner } from '../features/import/job/import-runners'
import { indexedDbJobs } from '../features/import/job/import-storage'
import { CHUNK_ROWS } from '../features/import/job/job-chunks'
import { readKeptRows } from './kept-rows'

// What the open Add animal page reads of a running import per row must not
// grow with the job (issue 31): rows parsed at row 10 and row 10,000.

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

function rows(count: number): CheckedRow[] {
  return Array.from({ length: count }, (_, index) => ({
    row: index + 2,
    name: `Animal ${index}`,
    categoryId: '3',
    status: 'available',
    shapeProblem: null,
    problems: [],
    duplicateOf: null,
    pet: { name: `Animal ${index}`, categoryId: '3', status: 'available' },
  }))
}

describe('the Add page beside a running import', () => {
  it('reads the same rows per import row at row 10 and row 10,000', async () => {
    saveConnection({
      environment: 'custom',
      customBaseUrl: TEST_BASE_URL,
      apiKey: 'k-kept',
      remember: true,
    })
    const connection = getConnection()
    const owner = jobOwner(connection)
    if (!owner) throw new Error('no owner')
    // The importing tab's storage.
    const importing = indexedDbJobs(owner.name)
    const saved = await importing.save(
      { ...createJob(rows(10_000), 0), state: 'running' },
      null,
    )
    if (!saved.ok || !saved.job) throw new Error('not stored')
    let job: ImportJob = saved.job
    expect(await readKeptRows(connection)).toHaveLength(10_000)

    /** The importing tab sends row `index`; the Add page reads again. */
    async function rowsReadFor(index: number) {
      for (const next of [
        machine.markSending(job, index),
        machine.added(machine.markSending(job, index), index, `${index + 1}`),
      ]) {
        const put = await importing.save(next, job)
        if (!put.ok || !put.job) throw new Error('not stored')
        job = put.job
      }
      parsed.rows = 0
      const kept = await readKeptRows(connection)
      expect(kept[index]).toMatchObject({
        outcome: 'added',
        id: `${index + 1}`,
      })
      return parsed.rows
    }

    expect(await rowsReadFor(9)).toBeLessThanOrEqual(CHUNK_ROWS)
    expect(await rowsReadFor(9_999)).toBeLessThanOrEqual(CHUNK_ROWS)
  }, 60_000)
})
