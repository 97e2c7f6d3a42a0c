import { describe, expect, it } from 'vitest'
import { createJob, parseStoredJob } from './import-job'
import { adaJob } from './test-jobs'

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
