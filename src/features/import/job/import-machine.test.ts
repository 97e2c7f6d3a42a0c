import { describe, expect, it } from 'vitest'
import { englishCheck } from '../check/check-messages'
import type { CheckedRow } from '../check/check-rows'
import { speaker } from '../../../lib/i18n/speaker'
import { petFormMessages } from '../../../lib/pets/pet-form-messages'
import { resultsMessages, rowMessage } from '../results/results-messages'
import { createJob, type ImportJob, type JobRow } from './import-job'
import * as machine from './import-machine'

/** What the results page says of a row, in English. */
const said = (row: JobRow | undefined) =>
  row &&
  rowMessage(
    speaker(resultsMessages),
    englishCheck,
    speaker(petFormMessages),
    row,
  )

function rows(count: number): CheckedRow[] {
  return Array.from({ length: count }, (_, index) => ({
    row: index + 2,
    name: `Animal ${index + 2}`,
    categoryId: '3',
    status: '',
    shapeProblem: null,
    problems: [],
    duplicateOf: null,
    pet: { name: `Animal ${index + 2}`, categoryId: '3' },
  }))
}

/** A job in `state` whose rows have these outcomes. */
function jobWith(
  state: ImportJob['state'],
  outcomes: JobRow['outcome'][],
): ImportJob {
  const job = createJob(rows(outcomes.length), 0)
  return {
    ...job,
    state,
    rows: job.rows.map((row, index) => ({
      ...row,
      outcome: outcomes[index] ?? 'pending',
    })),
  }
}

const outcomes = (job: ImportJob) => job.rows.map((row) => row.outcome)

describe('import job state machine', () => {
  it('start: a new job runs, and sends its pending rows in file order', () => {
    const job = machine.start(createJob(rows(2), 0))
    expect(job.state).toBe('running')
    expect(machine.nextToSend(job)).toBe(0)
  })

  it('pause: nothing more is sent; a confirmed resend not yet sent goes back to Unknown', () => {
    const job = machine.pause(
      jobWith('running', ['added', 'resend', 'pending']),
    )
    expect(job.state).toBe('paused')
    expect(outcomes(job)).toEqual(['added', 'unknown', 'pending'])
    expect(machine.nextToSend(job)).toBe(-1)
  })

  it('resume: a paused job runs again from its next pending row', () => {
    const job = machine.resume(
      machine.pause(jobWith('running', ['added', 'pending']), {
        reason: 'storage',
      }),
    )
    expect(job.state).toBe('running')
    expect(job.reason).toBeUndefined()
    expect(job.notice).toBeUndefined()
    expect(machine.nextToSend(job)).toBe(1)
    // A finished job does not come back.
    expect(machine.resume(jobWith('done', ['added'])).state).toBe('done')
  })

  it('cancel: rows not sent are Not sent; a finished job stays as it is', () => {
    const job = machine.cancel(
      jobWith('paused', ['added', 'unknown', 'resend', 'pending']),
    )
    expect(job.state).toBe('cancelled')
    expect(outcomes(job)).toEqual(['added', 'unknown', 'unknown', 'not-sent'])
    const done = jobWith('done', ['added'])
    expect(machine.cancel(done)).toBe(done)
  })

  it('resend one: only that Unknown row is sent, and the job keeps its state', () => {
    for (const state of ['paused', 'running', 'done', 'cancelled'] as const) {
      const job = machine.resendOne(
        jobWith(state, ['added', 'unknown', 'pending', 'pending']),
        1,
      )
      expect(job.state).toBe(state)
      expect(machine.nextToSend(job)).toBe(1)
      const sending = machine.markSending(job, 1)
      const after = machine.added(sending, 1, '42')
      expect(after.state).toBe(state)
      // Paused: nothing else is sent after it.
      if (state === 'paused') expect(machine.nextToSend(after)).toBe(-1)
    }
    // Only an Unknown row can be resent.
    const job = jobWith('paused', ['added', 'pending'])
    expect(machine.resendOne(job, 0)).toBe(job)
    expect(machine.resendOne(job, 1)).toBe(job)
  })

  it('row outcomes: added, refused, unknown; a running job with nothing left is done', () => {
    let job = machine.markSending(jobWith('running', ['pending', 'pending']), 0)
    expect(outcomes(job)).toEqual(['sending', 'pending'])
    job = machine.added(job, 0, '9007199254740993')
    expect(job.rows[0]).toMatchObject({
      outcome: 'added',
      id: '9007199254740993',
    })
    job = machine.refused(machine.markSending(job, 1), 1, {
      message: 'name is blank',
      server: true,
    })
    expect(job.rows[1]).toMatchObject({
      outcome: 'refused',
      message: 'name is blank',
    })
    // The server's words, as they came, marked as the server's.
    expect(said(job.rows[1])).toBe('The server said: name is blank')
    expect(job.state).toBe('done')

    const lost = machine.unknown(
      machine.markSending(jobWith('running', ['pending']), 0),
      0,
      { message: 'Timed out.' },
    )
    // Kept as a code with the error's words, said when shown.
    expect(lost.rows[0]).toMatchObject({
      message: 'Timed out.',
      note: { note: 'unknown', why: 'error' },
    })
    expect(said(lost.rows[0])).toMatch(
      /^Timed out\. May have been added: use Check the list/,
    )
    // The Unknown message says the browser itself may have sent it twice.
    expect(said(lost.rows[0])).toMatch(
      /browser itself may have sent the request twice over a reused connection/,
    )
  })

  it('an outcome keeps its send’s Activity entry, through a reload; a new send drops it', () => {
    let job = machine.markSending(jobWith('running', ['pending', 'pending']), 0)
    job = machine.unknown(job, 0, { message: 'Timed out.' }, 'entry-a')
    expect(job.rows[0]).toMatchObject({ outcome: 'unknown', entry: 'entry-a' })
    expect(machine.restoreAfterReload(job).rows[0]?.entry).toBe('entry-a')
    const found = {
      latest: [{ id: '7', name: 'Animal 2', categoryId: '3' }],
      addedHere: [],
    }
    expect(
      machine.checked({ ...job, knownBefore: [] }, 0, found).rows[0],
    ).toMatchObject({
      outcome: 'added',
      entry: 'entry-a',
    })

    job = machine.markSending(machine.resendOne(job, 0), 0)
    expect(job.rows[0]?.outcome).toBe('sending')
    expect(job.rows[0]?.entry).toBeUndefined()
    job = machine.added(job, 0, '7', 'entry-b')
    expect(job.rows[0]).toMatchObject({ outcome: 'added', entry: 'entry-b' })
    const refused = machine.refused(
      machine.markSending(job, 1),
      1,
      { message: 'No.' },
      'entry-c',
    )
    expect(refused.rows[1]).toMatchObject({
      outcome: 'refused',
      entry: 'entry-c',
    })
    // Without an entry (no Activity record), the outcome has none.
    expect(
      machine.added(machine.markSending(job, 1), 1, '8').rows[1],
    ).not.toHaveProperty('entry')
  })

  it('not processed (401, 429): a pending row goes back to the queue, a resent one to Unknown', () => {
    const pending = machine.notProcessed(
      machine.markSending(jobWith('running', ['pending']), 0),
      0,
    )
    expect(outcomes(pending)).toEqual(['pending'])
    const resent = machine.notProcessed(
      machine.markSending(
        machine.resendOne(jobWith('paused', ['unknown']), 0),
        0,
      ),
      0,
    )
    expect(outcomes(resent)).toEqual(['unknown'])
    expect(resent.rows[0]?.again).toBeUndefined()
  })

  it('restore after reload: paused, the row in flight Unknown, a confirmed resend to confirm again', () => {
    const job = machine.restoreAfterReload(
      jobWith('running', ['added', 'sending', 'resend', 'pending']),
    )
    expect(job.state).toBe('paused')
    expect(job.reason).toBe('interrupted')
    expect(outcomes(job)).toEqual(['added', 'unknown', 'unknown', 'pending'])
    expect(job.rows[1]?.note).toEqual({ note: 'unknown', why: 'closed' })
    expect(said(job.rows[1])).toMatch(/^The page closed while this row/)
    // A paused job with nothing in flight is left alone.
    const paused = jobWith('paused', ['added', 'pending'])
    expect(machine.restoreAfterReload(paused)).toBe(paused)
  })

  it('checked: new since the record is Added; another row’s animal, or one this browser added, is not', () => {
    const latest = (...ids: string[]) =>
      ids.map((id) => ({ id, name: 'Animal 2', categoryId: '3' }))
    const job = { ...jobWith('done', ['unknown', 'added']), knownBefore: ['4'] }
    const withSibling: ImportJob = {
      ...job,
      rows: job.rows.map((row, index) =>
        index === 1 ? { ...row, id: '6' } : row,
      ),
    }
    const added = machine.checked(withSibling, 0, {
      latest: latest('6', '5', '4'),
      addedHere: [],
    }).rows[0]
    expect(added).toMatchObject({ outcome: 'added', id: '5' })
    expect(said(added)).toBe('Added as ID 5.')
    const none = machine.checked(withSibling, 0, {
      latest: latest('6', '5', '4'),
      addedHere: ['5'],
    }).rows[0]
    expect(none?.outcome).toBe('unknown')
    expect(none?.id).toBeUndefined()
    expect(said(none)).toMatch(/^Not added, as far as the list shows/)
  })

  it('checked without a record (a job stored before it): Unknown with the ID found; markFound makes it Added', () => {
    const job = jobWith('done', ['unknown'])
    expect(job.knownBefore).toBeUndefined()
    const maybe = machine.checked(job, 0, {
      latest: [{ id: '77', name: 'animal 2', categoryId: '03' }],
      addedHere: [],
    })
    expect(maybe.rows[0]).toMatchObject({ outcome: 'unknown', id: '77' })
    expect(machine.markFound(maybe, 0).rows[0]).toMatchObject({
      outcome: 'added',
      id: '77',
    })
    // Nothing found, nothing to mark.
    expect(machine.markFound(job, 0)).toBe(job)
  })
})

describe('one row costs the same at row 10 and row 3,000 (issue 31)', () => {
  /** A running job whose rows count how often their outcome is read. */
  function countedJob(count: number) {
    const reads = { outcome: 0 }
    const job = { ...createJob(rows(count), 0), state: 'running' as const }
    const counted = job.rows.map((row) => {
      let outcome = row.outcome
      return Object.defineProperty({ ...row }, 'outcome', {
        enumerable: true,
        get: () => {
          reads.outcome += 1
          return outcome
        },
        set: (next: JobRow['outcome']) => {
          outcome = next
        },
      })
    })
    return { reads, job: { ...job, rows: counted } }
  }

  /** The runner's steps for one row: find it, mark it, store its outcome. */
  function sendNext(job: ImportJob) {
    const index = machine.nextToSend(job)
    const marked = machine.markSending(job, index)
    return machine.added(marked, index, `${index + 1}`)
  }

  it('finding the next row and finishing one read a few rows, not those already sent', () => {
    const { reads, job: first } = countedJob(4_000)
    let job: ImportJob = first
    const perRow: number[] = []
    for (let row = 1; row <= 3_000; row += 1) {
      const before = reads.outcome
      job = sendNext(job)
      if (row === 10 || row === 3_000) perRow.push(reads.outcome - before)
    }
    const [early = 0, late = 0] = perRow
    expect(job.rows[2_999]?.outcome).toBe('added')
    expect(machine.nextToSend(job)).toBe(3_000)
    expect(early).toBeLessThan(20)
    expect(late).toBeLessThanOrEqual(early)
  })

  it('the last row finishes the job; a row put back is found again', () => {
    let job: ImportJob = { ...createJob(rows(3), 0), state: 'running' }
    job = sendNext(job)
    const index = machine.nextToSend(job)
    job = machine.notProcessed(machine.markSending(job, index), index)
    expect(machine.nextToSend(job)).toBe(1)
    job = sendNext(sendNext(job))
    expect(job.state).toBe('done')
    expect(machine.nextToSend(job)).toBe(-1)
  })
})
