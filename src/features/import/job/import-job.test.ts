import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import type { CheckedRow } from '../check/check-rows'
import {
  changedSince,
  countRows,
  createJob,
  type ImportJob,
  parseStoredJob,
} from './import-job'
import * as machine from './import-machine'
import { adaJob } from '../../../test/test-jobs'

const checkedRows = (count: number): CheckedRow[] =>
  Array.from({ length: count }, (_, index) => ({
    row: index + 2,
    name: `Animal ${index}`,
    categoryId: '3',
    status: '',
    shapeProblem: null,
    problems: [],
    duplicateOf: null,
    pet: { name: `Animal ${index}`, categoryId: '3' },
  }))

describe('the record of the latest 100 kept with a job', () => {
  it('is stored with a new job, and a job stored before it existed still parses, without one', () => {
    const rows = adaJob('paused').rows
    expect(rows).toHaveLength(1)
    const recorded = createJob(
      [
        {
          row: 2,
          name: 'Ada',
          categoryId: '3',
          status: '',
          shapeProblem: null,
          problems: [],
          duplicateOf: null,
          pet: { name: 'Ada', categoryId: '3' },
        },
      ],
      0,
      ['9007199254740993', '77'],
    )
    expect(parseStoredJob(JSON.parse(JSON.stringify(recorded)))).toEqual(
      recorded,
    )
    expect(recorded.knownBefore).toEqual(['9007199254740993', '77'])

    // As stored before this field: no knownBefore at all.
    const before = JSON.parse(JSON.stringify(adaJob('paused'))) as Record<
      string,
      unknown
    >
    expect('knownBefore' in before).toBe(false)
    expect(parseStoredJob(before)?.knownBefore).toBeUndefined()
    expect(parseStoredJob(before)?.rows).toHaveLength(1)
    // An empty record (an empty server) is a record: it decides.
    expect(createJob([], 0, []).knownBefore).toEqual([])
  })
})

describe('what the desk says of a job, kept as codes', () => {
  it('a row’s problems, its note and the pause reason survive storage as codes; a job stored with English words still parses with them', () => {
    const [ada] = adaJob('paused').rows
    if (!ada) throw new Error('no row')
    const coded = {
      ...adaJob('paused'),
      reason: 'key-refused' as const,
      rows: [
        {
          ...ada,
          outcome: 'skipped' as const,
          problems: [
            { problem: 'name-empty' as const },
            { problem: 'left-out' as const, duplicate: { id: '77' } },
          ],
        },
        {
          ...ada,
          row: 3,
          outcome: 'added' as const,
          id: '78',
          note: {
            note: 'found' as const,
            finding: { kind: 'added' as const, ids: ['78'] },
          },
        },
      ],
    }
    expect(parseStoredJob(JSON.parse(JSON.stringify(coded)))).toEqual(coded)
    // Stored before the codes: the desk's English words, kept as they are.
    const english = {
      ...adaJob('paused'),
      notice: 'API key refused: fix it in Settings, then Resume.',
      rows: [{ ...ada, outcome: 'skipped', message: 'Enter a name.' }],
    }
    expect(parseStoredJob(JSON.parse(JSON.stringify(english)))).toEqual(english)
  })
})

describe('counts kept as the job changes', () => {
  it('carried from the job before, the same as counting every row', () => {
    let job: ImportJob = { ...createJob(checkedRows(5), 0), state: 'running' }
    countRows(job)
    job = machine.added(machine.markSending(job, 0), 0, '1')
    job = machine.markSending(job, 1)
    job = machine.refused(machine.markSending(job, 2), 2, { message: 'no' })
    const carried = countRows(job)
    const walked = countRows({ ...job, rows: [...job.rows] })
    expect(carried).toEqual(walked)
    expect(carried).toMatchObject({
      added: 1,
      sending: 1,
      refused: 1,
      pending: 2,
      finished: 2,
    })
  })
})

describe('changedSince: what a save finds changed without comparing every row', () => {
  it('names the rows the machine changed since an earlier array, over several changes', () => {
    const job: ImportJob = {
      ...createJob(checkedRows(300), 0),
      state: 'running',
    }
    const marked = machine.markSending(job, 7)
    const added = machine.added(marked, 7, '8')
    const next = machine.markSending(added, 250)
    expect(changedSince(next.rows, job.rows)).toEqual(new Set([7, 250]))
    expect(changedSince(next.rows, next.rows)).toEqual(new Set())
  })

  it('is null for rows it did not make from that array, or past 16 changes: the save compares them all', () => {
    const job: ImportJob = {
      ...createJob(checkedRows(40), 0),
      state: 'running',
    }
    const copied = { ...job, rows: job.rows.slice() }
    expect(
      changedSince(machine.added(copied, 1, '2').rows, job.rows),
    ).toBeNull()
    let many = job
    for (let at = 0; at < 17; at += 1) many = machine.added(many, at, `${at}`)
    expect(changedSince(many.rows, job.rows)).toBeNull()
    // Still 16 back: followed.
    let sixteen = job
    for (let at = 0; at < 16; at += 1)
      sixteen = machine.added(sixteen, at, `${at}`)
    expect(changedSince(sixteen.rows, job.rows)?.size).toBe(16)
  })

  it('keeps no rows array alive past the changes a save follows: a 10,000-row import would keep them all', async () => {
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as () => void
    let job: ImportJob = {
      ...createJob(checkedRows(1_000), 0),
      state: 'running',
    }
    const first = new WeakRef(job.rows)
    const recent: WeakRef<object>[] = []
    for (let at = 0; at < 200; at += 1) {
      job = machine.markSending(job, at)
      job = machine.added(job, at, `${at}`)
      recent.push(new WeakRef(job.rows))
    }
    // A WeakRef holds its target until the end of the task that made it.
    await new Promise((resolve) => setTimeout(resolve, 0))
    gc()
    expect(first.deref()).toBeUndefined()
    // The arrays a save may still follow back to stay.
    expect(recent.slice(-8).every((ref) => ref.deref() !== undefined)).toBe(
      true,
    )
    expect(job.rows.length).toBe(1_000)
  })
})
