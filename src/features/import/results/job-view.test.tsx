import { act, render, screen, within } from '@testing-library/react'
import { inTabs, testTabs } from '../../../test/test-tabs'
import userEvent from '@testing-library/user-event'
import { useSyncExternalStore } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { storeWords } from '../../../lib/activity/stored-words'
import { httpMessages } from '../../../lib/http/http-messages'
import { englishOf, say } from '../../../lib/i18n/said'
import { LanguageContext } from '../../../lib/i18n/use-messages'
import { spanishLanguage } from '../../../test/spanish'
import { checkRows, withLeftOut } from '../check/check-rows'
import { createJob, type ImportJob } from '../job/import-job'
import { createImportRunner, type ImportRunner } from '../job/import-runner'
import { JobView } from './job-view'
import { adaJob, memoryStorage } from '../../../test/test-jobs'

// "Check the list" says what it found only when the finding was stored on
// the row it was asked for.

/** A paused job whose first row is Unknown. */
function withUnknownRow(id: string, version: number): ImportJob {
  const job = adaJob('paused')
  const [row] = job.rows
  if (!row) throw new Error('no row')
  return {
    ...job,
    id,
    version,
    state: 'paused',
    knownBefore: [],
    rows: [{ ...row, outcome: 'unknown', message: 'No answer came.' }],
  }
}

function Shown({ runner }: { runner: ImportRunner }) {
  const job = useSyncExternalStore(runner.job.subscribe, runner.job.get)
  const status = useSyncExternalStore(
    runner.status.subscribe,
    runner.status.get,
  )
  return job && <JobView job={job} status={status} runner={runner} />
}

async function setUp(
  duringCheck: (memory: ReturnType<typeof memoryStorage>) => void,
  job = withUnknownRow('this-job', 4),
) {
  const memory = memoryStorage(job)
  const runner = createImportRunner({
    send: () => Promise.reject(new Error('nothing is sent in these tests')),
    lookAtList: () => {
      duringCheck(memory)
      return Promise.resolve({
        latest: [{ id: '77', name: 'Ada', categoryId: '3' }],
        addedHere: [],
      })
    },
    storage: memory.storage,
    tryLock: async (run) => {
      await run()
      return true
    },
    whenFree: () => Promise.resolve(),
    interval: () => 1000,
    connectionMatches: () => true,
  })
  await runner.attach()
  const user = userEvent.setup()
  render(<Shown runner={runner} />, inTabs(testTabs()))
  await user.click(screen.getByRole('button', { name: 'Check the list' }))
  return memory
}

describe('the job in place of the checked rows', () => {
  it('its heading takes focus once the first frame is painted, not in the task that shows it (issue 31)', async () => {
    // Focus in that task laid the new page out inside it: one long task.
    const runner = createImportRunner({
      send: () => Promise.reject(new Error('nothing is sent in these tests')),
      lookAtList: () => Promise.reject(new Error('not looked at')),
      storage: memoryStorage(adaJob('paused')).storage,
      tryLock: () => Promise.resolve(false),
      whenFree: () => Promise.resolve(),
      interval: () => 1000,
      connectionMatches: () => true,
    })
    await runner.attach()
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'requestAnimationFrame',
        'cancelAnimationFrame',
      ],
    })
    try {
      render(<Shown runner={runner} />, inTabs(testTabs()))
      const heading = screen.getByRole('heading', { name: 'Import paused' })
      expect(heading).not.toHaveFocus()
      act(() => {
        vi.advanceTimersToNextFrame()
        vi.advanceTimersByTime(1)
      })
      expect(heading).toHaveFocus()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('Check the list', () => {
  it('says what it found when it was applied', async () => {
    const memory = await setUp(() => undefined)
    expect(await screen.findByText('Row 2: Added as ID 77.')).toHaveClass(
      'notice',
    )
    expect(memory.stored()?.rows[0]).toMatchObject({
      outcome: 'added',
      id: '77',
    })
  })

  it('says it was not applied when the job changed meanwhile (another job now)', async () => {
    const memory = await setUp((it) => it.put(withUnknownRow('other-job', 9)))
    expect(
      await screen.findByText(
        'Row 2: the result of checking the list was not applied: the import changed meanwhile (here or in another tab), or could not be stored. Nothing changed; check again if the row is still Unknown.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Added as ID 77/)).not.toBeInTheDocument()
    expect(memory.stored()).toMatchObject({ id: 'other-job' })
    expect(memory.stored()?.rows[0]).toMatchObject({ outcome: 'unknown' })
  })

  it('without a record (a job stored before it) it does not decide: the ID links to the animal, and the person marks it Added', async () => {
    const old = withUnknownRow('old-job', 4)
    delete old.knownBefore
    const memory = await setUp(() => undefined, old)
    const row = screen.getAllByRole('row')[1]
    if (!row) throw new Error('no row')
    await within(row).findByText(/It may be an older one\./)
    expect(row).toHaveTextContent(
      'Unknown An animal with this name and category exists: ID 77. It may be an older one.',
    )
    expect(within(row).getByRole('link', { name: 'ID 77' })).toHaveAttribute(
      'href',
      '/animals/77',
    )
    expect(memory.stored()?.rows[0]).toMatchObject({ outcome: 'unknown' })
    expect(
      within(row).getByRole('button', { name: 'Send row 2 again…' }),
    ).toBeInTheDocument()

    await userEvent
      .setup()
      .click(within(row).getByRole('button', { name: 'Mark row 2 Added' }))
    expect(
      await screen.findByText('Row 2: marked Added as ID 77.'),
    ).toBeInTheDocument()
    await expect
      .poll(() => memory.stored()?.rows[0])
      .toMatchObject({ outcome: 'added', id: '77' })
  })
})

/** A runner over a stored job; nothing is sent. */
async function runnerOf(job: ImportJob) {
  const runner = createImportRunner({
    send: () => Promise.reject(new Error('nothing is sent in these tests')),
    lookAtList: () => Promise.reject(new Error('no list in these tests')),
    storage: memoryStorage(job).storage,
    tryLock: async (run) => {
      await run()
      return true
    },
    whenFree: () => Promise.resolve(),
    interval: () => 1000,
    connectionMatches: () => true,
  })
  await runner.attach()
  return runner
}

/** Rows 2 (Ada, sent), 3 (no name) and 4 (Ada again, left out), finished. */
function finishedJob(): ImportJob {
  const checked = checkRows(
    [
      { row: 2, name: 'Ada', categoryId: '3', status: '' },
      { row: 3, name: '', categoryId: '3', status: '' },
      { row: 4, name: 'ada', categoryId: '3', status: '' },
    ].map((row) => ({ ...row, shapeProblem: null })),
    [],
    new Map(),
  )
  const created = createJob(withLeftOut(checked, new Set()), 0)
  return {
    ...created,
    state: 'done',
    rows: created.rows.map((row) =>
      row.outcome === 'pending' ? { ...row, outcome: 'added', id: '9' } : row,
    ),
  }
}

describe('the finished summary', () => {
  it('counts a possible duplicate left out apart from rows with problems', async () => {
    render(<Shown runner={await runnerOf(finishedJob())} />, inTabs(testTabs()))
    expect(
      await screen.findByText(
        '1 added, 0 refused, 0 unknown, 1 skipped with problems, 1 left out as a possible duplicate',
      ),
    ).toHaveAttribute('role', 'status')
  })
})

describe('an import in Spanish', () => {
  it('headings, outcomes, a plural summary and the row counts in Spanish; a job stored in English words keeps them', async () => {
    const job = finishedJob()
    // 10,000 rows: the last two Unknown, one after an error kept with its
    // words, one stored before codes, in English words only.
    const offline = say(httpMessages, 'offline')
    const [added] = job.rows
    if (!added) throw new Error('no row')
    const many: ImportJob = {
      ...job,
      rows: [
        ...job.rows,
        ...Array.from({ length: 9_995 }, (_, at) => ({
          ...added,
          row: at + 5,
          name: `Animal ${at + 5}`,
        })),
        {
          ...added,
          row: 10_000,
          name: 'Net',
          outcome: 'unknown' as const,
          message: englishOf(offline),
          words: storeWords(offline),
          note: { note: 'unknown' as const, why: 'error' as const },
        },
        {
          ...added,
          row: 10_001,
          name: 'Old',
          outcome: 'unknown' as const,
          message: 'No answer came. May have been added.',
        },
      ],
    }
    const language = await spanishLanguage()
    const user = userEvent.setup()
    render(
      <LanguageContext value={language}>
        <Shown runner={await runnerOf(many)} />
      </LanguageContext>,
      inTabs(testTabs()),
    )
    expect(
      await screen.findByRole('heading', { name: 'Importación terminada' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        '9996 añadidas, 0 rechazadas, 2 desconocidas, 1 omitida por problemas, 1 dejada fuera como posible duplicado',
      ),
    ).toHaveAttribute('role', 'status')
    expect(
      screen.getByRole('radio', { name: 'Todas las filas (10.000)' }),
    ).toBeInTheDocument()
    expect(screen.getByText('(filas 1–100 de 10.000)')).toBeInTheDocument()
    const [, first, noName, leftOut] = screen.getAllByRole('row')
    expect(first).toHaveTextContent('Añadida ID 9')
    expect(noName).toHaveTextContent('Omitida Escriba un nombre.')
    expect(leftOut).toHaveTextContent(
      'Dejada fuera Dejada fuera: Posible duplicado de la fila 2.',
    )
    await user.click(
      screen.getByRole('radio', { name: 'Desconocidas o rechazadas (2)' }),
    )
    const [, net, old] = screen.getAllByRole('row')
    // The client's words in Spanish, from the words kept with the row.
    expect(net).toHaveTextContent(
      'Desconocida No hay conexión: no se envió nada. Inténtelo de nuevo cuando este dispositivo esté conectado. Puede que se haya añadido: use Revisar la lista',
    )
    expect(old).toHaveTextContent(
      'Desconocida No answer came. May have been added.',
    )
    expect(
      screen.getByRole('button', { name: 'Enviar de nuevo la fila 10001…' }),
    ).toBeInTheDocument()
  })
})
