import { useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import { limitsFor, usePlan } from '../../../lib/rate-limit/plan'
import { formatDuration } from '../import-cost'
import { countRows, type ImportJob } from '../job/import-job'
import type { ImportRunner, RunnerStatus } from '../job/import-runner'
import { JobActions } from './job-actions'
import { JobTable } from './job-table'
import { ResendDialog } from './resend-dialog'

function headingFor(job: ImportJob, status: RunnerStatus): string {
  if (status.copy) return 'Copy of an import from another tab'
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

export function JobView({
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
  const [checking, setChecking] = useState<number | null>(null)
  const [checkNote, setCheckNote] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const finished = job.state === 'done' || job.state === 'cancelled'
  const running =
    status.running || (status.elsewhere && job.state === 'running')
  const toSend = counts.pending + counts.sending + counts.resend
  const left = toSend * (60_000 / limits.perMinute)

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  // A possible duplicate the person did not include has no problem: said apart.
  const withProblems = counts.skipped - counts.leftOut
  const summary = [
    `${counts.added} added`,
    `${counts.refused} refused`,
    `${counts.unknown} unknown`,
    ...(counts['not-sent'] ? [`${counts['not-sent']} not sent`] : []),
    ...(withProblems ? [`${withProblems} skipped with problems`] : []),
    ...(counts.leftOut
      ? [
          `${counts.leftOut} left out as ${counts.leftOut === 1 ? 'a possible duplicate' : 'possible duplicates'}`,
        ]
      : []),
  ].join(', ')

  async function check(index: number) {
    const row = job.rows[index]
    if (!row) return
    setChecking(index)
    setCheckNote(null)
    try {
      const found = await runner.check(index)
      if (found === null) return
      setCheckNote(
        found.applied
          ? `Row ${row.row}: ${found.row?.message ?? 'checked.'}`
          : `Row ${row.row}: the result of checking the list was not applied: the import changed meanwhile (here or in another tab), or could not be stored. Nothing changed; check again if the row is still Unknown.`,
      )
    } catch (error) {
      setCheckNote(
        `Could not check the list for row ${row.row}: ${error instanceof Error ? error.message : String(error)} Nothing changed; try again.`,
      )
    } finally {
      setChecking(null)
    }
  }

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
      {status.copy && (
        <div className="notice">
          <p>
            This tab was copied from the tab that runs this import (Duplicate
            tab copies it), and that tab has changed it since. This copy may be
            out of date, so nothing can be sent or changed from here: that could
            add animals twice. Follow the import in the tab it runs in.
          </p>
          <button
            type="button"
            className="secondary"
            onClick={() => runner.forgetCopy()}
          >
            Remove this copy from this tab
          </button>
        </div>
      )}
      {status.elsewhere && (
        <p className="notice">
          Another tab is sending this import. Its progress shows here as it
          goes; pause or cancel it in that tab. Only one import runs per
          connection at a time.
        </p>
      )}
      {job.notice && !status.elsewhere && !status.copy && (
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
          {running && !status.stopping && toSend > 0
            ? ` · ${formatDuration(left)} left`
            : ''}
          {!finished && ` · ${summary}`}
        </p>
      </div>
      <JobActions job={job} status={status} runner={runner} />
      <p role="status" className={checkNote ? 'notice' : 'visually-hidden'}>
        {checkNote}
      </p>
      <JobTable
        rows={job.rows}
        canAct={!status.elsewhere && !status.copy}
        checking={checking}
        onCheck={(index) => void check(index)}
        onResend={(index) => setResending(index)}
        onMarkFound={(index) => {
          const row = job.rows[index]
          setCheckNote(
            row ? `Row ${row.row}: marked Added as ID ${row.id ?? ''}.` : null,
          )
          void runner.markFound(index)
          // The row's buttons go: land on the job's heading, not the page's body.
          headingRef.current?.focus()
        }}
      />
      {resending !== null && job.rows[resending] && (
        <ResendDialog
          row={job.rows[resending]}
          onConfirm={() => {
            setResending(null)
            void runner.resend(resending)
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
