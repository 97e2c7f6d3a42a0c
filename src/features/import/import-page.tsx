import { useQueryClient } from '@tanstack/react-query'
import {
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { Link } from 'wouter'
import { Field } from '../../components/field'
import { PageTitle } from '../../components/page-title'
import { downloadText } from '../../lib/csv'
import { formatCount, limitsFor } from '../../lib/plan'
import { loadedPets } from '../../lib/cached-pets'
import { useConnection } from '../../lib/use-connection'
import { useDayUsage, usePlan } from '../../lib/use-plan'
import { type CheckedRow, checkRows } from './check-rows'
import { formatDuration, importCost, requestsText } from './import-cost'
import { countRows, createJob, type ImportJob, type JobRow } from './import-job'
import { type ImportRunner, type RunnerStatus } from './import-runner'
import { importRunnerFor, storageKey, connectionKey } from './import-runners'
import { type ParseResult, parseRows } from './parse-rows'
import { OUTCOME_LABELS, resultsCsv } from './results-csv'
import { ResendDialog } from './resend-dialog'
import './import.css'

const EXAMPLE = 'name\tcategoryId\tstatus\nBiscuit\t3\tavailable\nPepper\t3\t'

export function ImportPage() {
  const connection = useConnection()
  const queryClient = useQueryClient()
  const runner = importRunnerFor(connection, queryClient)
  const job = useSyncExternalStore(runner.job.subscribe, runner.job.get)
  const status = useSyncExternalStore(
    runner.status.subscribe,
    runner.status.get,
  )
  const key = storageKey(connectionKey(connection))

  useEffect(() => {
    runner.attach()
    // Another tab running (or finishing) the import writes it here.
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) runner.refresh()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [runner, key])

  return (
    <section className="import-page">
      <p className="breadcrumb">
        <Link to="/animals">Animals</Link> /
      </p>
      <PageTitle>Import animals</PageTitle>
      {job ? (
        <JobView job={job} status={status} runner={runner} />
      ) : (
        <RowsInput
          environment={connection.environment}
          onImport={(rows) => void runner.start(createJob(rows, Date.now()))}
          loaded={() => loadedPets(queryClient, connection.scope)}
        />
      )}
    </section>
  )
}

interface Checked {
  text: string
  result: ParseResult
  rows: CheckedRow[]
}

function RowsInput({
  environment,
  onImport,
  loaded,
}: {
  environment: string
  onImport: (rows: CheckedRow[]) => void
  loaded: () => ReturnType<typeof loadedPets>
}) {
  const [text, setText] = useState('')
  const [fileNote, setFileNote] = useState<string | null>(null)
  const [checked, setChecked] = useState<Checked | null>(null)
  const resultsRef = useRef<HTMLHeadingElement>(null)
  const fileId = useId()
  const rowsId = useId()
  const fileNoteId = useId()

  function check(value: string) {
    const result = parseRows(value)
    setChecked({
      text: value,
      result,
      rows: result.ok ? checkRows(result.rows, loaded()) : [],
    })
    // Focus goes to what the check found, so it is read out and next in the tab order.
    requestAnimationFrame(() => resultsRef.current?.focus())
  }

  async function readFile(file: File) {
    try {
      const content = await file.text()
      setText(content)
      setFileNote(
        `Read ${file.name} into Rows below: fix anything there, then check again.`,
      )
      check(content)
    } catch {
      setFileNote(
        `Could not read ${file.name}. Choose it again, or paste its rows below.`,
      )
    }
  }

  const stale = checked !== null && checked.text !== text
  const ready = checked?.rows.filter((row) => row.pet) ?? []
  const problems = (checked?.rows.length ?? 0) - ready.length

  return (
    <>
      <p className="lead">
        Add many animals at once from a spreadsheet. The rows are checked before
        anything is sent, then sent one at a time at your plan’s pace; you can
        pause, and come back to it after closing the page.
      </p>
      <div className="panel import-input">
        <Field
          id={fileId}
          label="CSV file"
          describedBy={fileNote ? [fileNoteId] : []}
        >
          {(control) => (
            <>
              <input
                {...control}
                type="file"
                accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
                onChange={(event) => {
                  const file = event.target.files?.[0]
                  if (file) void readFile(file)
                }}
              />
              {fileNote && (
                <p id={fileNoteId} className="hint" role="status">
                  {fileNote}
                </p>
              )}
            </>
          )}
        </Field>
        <Field
          id={rowsId}
          label="Rows"
          hintPlacement="before"
          hint={
            <>
              Paste cells copied from a spreadsheet, or CSV. The first row names
              the columns: <code>name</code>, <code>categoryId</code> and,
              optionally, <code>status</code> (available, pending or sold).
            </>
          }
        >
          <textarea
            rows={8}
            spellCheck={false}
            placeholder={EXAMPLE}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        <div className="actions">
          <button type="button" onClick={() => check(text)}>
            Check rows
          </button>
        </div>
      </div>

      {checked && (
        <div className="check-results">
          <h2 ref={resultsRef} tabIndex={-1}>
            {checked.result.ok
              ? `${ready.length} ready, ${problems} with problems`
              : 'These rows cannot be read'}
          </h2>
          {!checked.result.ok ? (
            <p className="notice bad">{checked.result.message}</p>
          ) : (
            <>
              {stale && (
                <p className="notice">
                  The rows changed since they were checked. Check rows again
                  before importing.
                </p>
              )}
              {checked.result.unknownColumns.length > 0 && (
                <p className="notice">
                  Ignored{' '}
                  {checked.result.unknownColumns.length === 1
                    ? 'a column'
                    : 'columns'}{' '}
                  the service has no field for:{' '}
                  {checked.result.unknownColumns
                    .map((name) => `“${name}”`)
                    .join(', ')}
                  .
                </p>
              )}
              {problems > 0 && (
                <p>
                  Rows with problems are skipped. Fix them in{' '}
                  <strong>Rows</strong> and check again to include them.
                </p>
              )}
              <CheckTable rows={checked.rows} />
              {!stale && ready.length > 0 && (
                <Cost
                  count={ready.length}
                  environment={environment}
                  onImport={() => onImport(checked.rows)}
                />
              )}
            </>
          )}
        </div>
      )}
    </>
  )
}

function CheckTable({ rows }: { rows: CheckedRow[] }) {
  return (
    <RowsTable
      rows={rows}
      last="Check"
      rowClass={(row) => (row.pet ? undefined : 'has-problem')}
      lastCell={(row) => (
        <>
          {row.problems.length === 0 && row.warnings.length === 0 && 'Ready'}
          <ul className="check-list">
            {row.problems.map((problem) => (
              <li key={problem} className="problem">
                <strong>Problem:</strong> {problem}
              </li>
            ))}
            {row.warnings.map((warning) => (
              <li key={warning} className="warning">
                <strong>Warning:</strong> {warning}
              </li>
            ))}
          </ul>
        </>
      )}
    />
  )
}

interface TableRow {
  row: number
  name: string
  categoryId: string
  status: string
}

/** The rows as the spreadsheet had them, and one more column: the check, or the outcome. */
function RowsTable<Row extends TableRow>({
  rows,
  last,
  rowClass,
  lastCell,
}: {
  rows: Row[]
  last: string
  rowClass: (row: Row) => string | undefined
  lastCell: (row: Row, index: number) => ReactNode
}) {
  const columns = ['Row', 'Name', 'Category ID', 'Status', last]
  return (
    <div
      className="table-wrap"
      role="region"
      aria-label="Rows to import table"
      tabIndex={0}
    >
      <table className="import-table" role="table">
        <caption className="visually-hidden">Rows to import</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row, index) => (
            <tr key={row.row} role="row" className={rowClass(row)}>
              <td role="cell" data-label="Row" className="num">
                {row.row}
              </td>
              <td role="cell" data-label="Name" className="cell-text">
                {row.name}
              </td>
              <td role="cell" data-label="Category ID" className="num">
                {row.categoryId}
              </td>
              <td role="cell" data-label="Status">
                {row.status}
              </td>
              <td role="cell" data-label={last}>
                <div>{lastCell(row, index)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Cost({
  count,
  environment,
  onImport,
}: {
  count: number
  environment: string
  onImport: () => void
}) {
  const limits = limitsFor(usePlan())
  const usage = useDayUsage()
  const demo = environment === 'demo'
  const cost = importCost(count, 60_000 / limits.perMinute, demo ? null : usage)
  return (
    <div className="panel import-cost">
      <h2>Before you import</h2>
      <ul>
        <li>
          {requestsText(cost.requests)}, one per animal, sent one at a time.
        </li>
        <li>
          Takes {formatDuration(cost.durationMs)} at your plan’s pace (
          {limits.perMinute} requests a minute, spread evenly).
        </li>
        <li>
          {cost.remainingToday === null
            ? 'Demo mode: these go to the demo API and do not count toward a daily quota.'
            : `${requestsText(cost.remainingToday)} left of today’s quota of ${formatCount(limits.perDay)}${
                cost.fits === null ? ': enough for this import.' : '.'
              }`}
        </li>
      </ul>
      {cost.fits !== null ? (
        <p className="notice bad" role="alert">
          This import needs {requestsText(count)}, more than today’s remaining
          quota: only {cost.fits} {cost.fits === 1 ? 'row fits' : 'rows fit'}.
          Remove rows to import at most {cost.fits} today, and the rest
          tomorrow.
        </p>
      ) : (
        <button type="button" onClick={onImport}>
          Import {count} {count === 1 ? 'animal' : 'animals'}
        </button>
      )}
    </div>
  )
}

function headingFor(job: ImportJob, status: RunnerStatus): string {
  if (status.elsewhere) return 'Import running in another tab'
  if (status.stopping === 'pause') return 'Pausing…'
  if (status.stopping === 'cancel') return 'Cancelling…'
  switch (job.state) {
    case 'running':
      return 'Importing…'
    case 'paused':
      return 'Import paused'
    case 'cancelled':
      return 'Import cancelled'
    case 'done':
      return 'Import finished'
  }
}

function JobView({
  job,
  status,
  runner,
}: {
  job: ImportJob
  status: RunnerStatus
  runner: ImportRunner
}) {
  const counts = countRows(job)
  const limits = limitsFor(usePlan())
  const [resending, setResending] = useState<number | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const finished = job.state === 'done' || job.state === 'cancelled'
  const running =
    status.running || (status.elsewhere && job.state === 'running')
  const left = (counts.pending + counts.sending) * (60_000 / limits.perMinute)

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  const summary = [
    `${counts.added} added`,
    `${counts.refused} refused`,
    `${counts.unknown} unknown`,
    ...(counts['not-sent'] ? [`${counts['not-sent']} not sent`] : []),
    ...(counts.skipped ? [`${counts.skipped} skipped with problems`] : []),
  ].join(', ')

  return (
    <div className="import-job">
      <h2 ref={headingRef} tabIndex={-1}>
        {headingFor(job, status)}
      </h2>
      <p
        role="status"
        className={finished ? 'import-summary' : 'visually-hidden'}
      >
        {finished ? summary : headingFor(job, status)}
      </p>
      {status.elsewhere && (
        <p className="notice">
          Another tab is sending this import. Its progress shows here as it
          goes; pause or cancel it in that tab. Only one import runs per
          connection at a time.
        </p>
      )}
      {job.notice && !status.elsewhere && (
        <p className="notice bad" role="alert">
          {job.notice}
          {job.notice.includes('Settings') && (
            <>
              {' '}
              <Link to="/settings">Open Settings</Link>
            </>
          )}
        </p>
      )}
      <div className="import-progress">
        <progress
          aria-label="Import progress"
          max={Math.max(1, counts.total)}
          value={counts.finished}
          aria-valuetext={`${counts.finished} of ${counts.total}`}
        />
        <p>
          <strong>
            {counts.finished} of {counts.total}
          </strong>
          {running && !status.stopping && counts.pending + counts.sending > 0
            ? ` · ${formatDuration(left)} left`
            : ''}
          {!finished && ` · ${summary}`}
        </p>
      </div>
      <div className="actions">
        {!status.elsewhere && status.running && (
          <button
            type="button"
            disabled={status.stopping !== null}
            onClick={() => runner.pause()}
          >
            Pause
          </button>
        )}
        {!status.elsewhere && !status.running && job.state === 'paused' && (
          <button type="button" onClick={() => void runner.resume()}>
            Resume
          </button>
        )}
        {!status.elsewhere && !finished && (
          <button
            type="button"
            className="secondary"
            disabled={status.stopping === 'cancel'}
            onClick={() => runner.cancel()}
          >
            Cancel
          </button>
        )}
        {finished && (
          <>
            <button
              type="button"
              onClick={() =>
                downloadText(
                  resultsCsv(job),
                  `import-results-${new Date(job.createdAt).toISOString().slice(0, 10)}.csv`,
                )
              }
            >
              Download results
            </button>
            <button
              type="button"
              className="secondary"
              onClick={() => runner.discard()}
            >
              Start another import
            </button>
          </>
        )}
      </div>
      <JobTable
        rows={job.rows}
        canResend={!status.elsewhere}
        onResend={(index) => setResending(index)}
      />
      {resending !== null && job.rows[resending] && (
        <ResendDialog
          row={job.rows[resending]}
          onConfirm={() => {
            setResending(null)
            runner.resend(resending)
            // The row's button goes as it sends: land on the job's heading,
            // which says what the import is doing, not on the page's body.
            headingRef.current?.focus()
          }}
          onDismiss={() => setResending(null)}
        />
      )}
    </div>
  )
}

function OutcomeCell({ row }: { row: JobRow }) {
  const label = OUTCOME_LABELS[row.outcome]
  if (row.outcome === 'added' && row.id) {
    return (
      <>
        <span className="outcome outcome-added">{label}</span>{' '}
        <Link to={`/animals/${row.id}`}>ID {row.id}</Link>
      </>
    )
  }
  return (
    <>
      <span className={`outcome outcome-${row.outcome}`}>{label}</span>
      {row.message && <span className="outcome-message"> {row.message}</span>}
    </>
  )
}

function JobTable({
  rows,
  canResend,
  onResend,
}: {
  rows: JobRow[]
  canResend: boolean
  onResend: (index: number) => void
}) {
  return (
    <RowsTable
      rows={rows}
      last="Outcome"
      rowClass={(row) => (row.outcome === 'skipped' ? 'is-skipped' : undefined)}
      lastCell={(row, index) => (
        <>
          <OutcomeCell row={row} />
          {row.outcome === 'unknown' && canResend && (
            <button
              type="button"
              className="secondary small"
              onClick={() => onResend(index)}
            >
              Send row {row.row} again…
            </button>
          )}
        </>
      )}
    />
  )
}
