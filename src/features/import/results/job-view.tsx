import { useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import { useErrorText } from '../../../components/use-error-text'
import { useMessages } from '../../../lib/i18n/use-messages'
import { limitsFor } from '../../../lib/rate-limit/plan'
import { usePlan } from '../../../lib/rate-limit/plan.view'
import { afterPaint } from '../../../lib/util/after-paint'
import { checkMessages } from '../check/check-messages'
import { petFormMessages } from '../../../lib/pets/pet-form-messages'
import { roundDuration, rowEveryMs } from '../import-cost'
import { durationText, importMessages } from '../import-messages'
import {
  type Counts,
  countRows,
  type ImportJob,
  type JobRow,
} from '../job/import-job'
import type { ImportRunner, RunnerStatus } from '../job/import-runner'
import { useErrorWords } from './error-words'
import { JobActions } from './job-actions'
import { JobTable } from './job-table'
import { ResendDialog } from './resend-dialog'
import {
  REASON_KEYS,
  resultsMessages,
  type ResultsSay,
  rowMessage,
} from './results-messages'

function headingFor(
  t: ResultsSay,
  job: ImportJob,
  status: RunnerStatus,
): string {
  if (status.copy) return t('copyHeading')
  if (status.elsewhere && status.previous) return t('previousVersionHeading')
  if (status.elsewhere) return t('elsewhereHeading')
  if (status.stopping === 'pause') return t('pausing')
  if (status.stopping === 'cancel') return t('cancelling')
  return t(job.state)
}

/** "3 added, 0 refused, 1 unknown": a possible duplicate the person did not include has no problem, so it is said apart. */
function summaryOf(t: ResultsSay, counts: Counts): string {
  const withProblems = counts.skipped - counts.leftOut
  return [
    t('added', { count: counts.added }),
    t('refused', { count: counts.refused }),
    t('unknown', { count: counts.unknown }),
    ...(counts['not-sent']
      ? [t('notSent', { count: counts['not-sent'] })]
      : []),
    ...(withProblems ? [t('skippedProblems', { count: withProblems })] : []),
    ...(counts.leftOut ? [t('leftOut', { count: counts.leftOut })] : []),
  ].join(', ')
}

/** What the last list check or marking said, kept as data so it reads in the language of the moment. */
type CheckNote =
  /** `checked`: the row as the check left it. */
  | { note: 'checked'; row: number; checked: JobRow | null }
  | { note: 'not-applied'; row: number }
  | { note: 'failed'; row: number; error: unknown }
  | { note: 'marked'; row: number; id: string }

export function JobView({
  job,
  status,
  runner,
}: {
  job: ImportJob
  status: RunnerStatus
  runner: ImportRunner
}) {
  const { t } = useMessages(resultsMessages)
  const counts = countRows(job)
  const [resending, setResending] = useState<number | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const finished = job.state === 'done' || job.state === 'cancelled'

  // After the first paint: focus now would lay the new page out inside the
  // task that swapped it in (decision 042).
  useEffect(() => afterPaint(() => headingRef.current?.focus()), [])

  const words = useErrorWords()
  const rowCheck = useRowCheck(job, runner, words)
  const summary = summaryOf(t, counts)
  const heading = headingFor(t, job, status)

  return (
    <div className="import-job">
      <h2 ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <p
        role="status"
        className={finished ? 'import-summary' : 'visually-hidden'}
      >
        {finished ? summary : heading}
      </p>
      {status.copy && (
        <div className="notice">
          <p>{t('copyNotice')}</p>
          <button
            type="button"
            className="secondary"
            onClick={() => runner.forgetCopy()}
          >
            {t('removeCopy')}
          </button>
        </div>
      )}
      {status.elsewhere && (
        <p className="notice">
          {t(status.previous ? 'previousVersionNotice' : 'elsewhereNotice')}
        </p>
      )}
      {!status.elsewhere && !status.copy && (
        <JobNotice job={job} t={t} words={words} />
      )}
      <JobProgress
        job={job}
        status={status}
        counts={counts}
        summary={finished ? null : summary}
      />
      <JobActions job={job} status={status} runner={runner} />
      <p role="status" className={rowCheck.note ? 'notice' : 'visually-hidden'}>
        {rowCheck.note}
      </p>
      <JobTable
        rows={job.rows}
        canAct={!status.elsewhere && !status.copy}
        checking={rowCheck.checking}
        onCheck={(index) => void rowCheck.checkList(index)}
        onResend={(index) => setResending(index)}
        onMarkFound={(index) => {
          rowCheck.markFound(index)
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

/** The bar, how many of all are finished, and, while it runs, the time left and the summary so far. */
function JobProgress({
  job,
  status,
  counts,
  summary,
}: {
  job: ImportJob
  status: RunnerStatus
  counts: Counts
  /** Null once the job is finished (the summary is then said above). */
  summary: string | null
}) {
  const { t } = useMessages(resultsMessages)
  const page = useMessages(importMessages)
  const limits = limitsFor(usePlan())
  const running =
    status.running || (status.elsewhere && job.state === 'running')
  const toSend = counts.pending + counts.sending + counts.resend
  const left = toSend * rowEveryMs(limits)
  return (
    <div className="import-progress">
      <progress
        aria-label={t('progress')}
        max={Math.max(1, counts.total)}
        value={counts.finished}
        aria-valuetext={t('progressText', {
          finished: counts.finished,
          total: counts.total,
        })}
      />
      <p>
        <strong>
          {t('progressText', {
            finished: counts.finished,
            total: counts.total,
          })}
        </strong>
        {running && !status.stopping && toSend > 0
          ? ` · ${t('timeLeft', {
              duration: durationText(page.t, page.locale, roundDuration(left)),
            })}`
          : ''}
        {summary !== null && ` · ${summary}`}
      </p>
    </div>
  )
}

/** Checking one row against the list, or marking it found, and the words for what that said. */
function useRowCheck(
  job: ImportJob,
  runner: ImportRunner,
  words: (stored: string | undefined) => string | null,
) {
  const { t } = useMessages(resultsMessages)
  const check = useMessages(checkMessages)
  const form = useMessages(petFormMessages).t
  const [checking, setChecking] = useState<number | null>(null)
  const [checkNote, setCheckNote] = useState<CheckNote | null>(null)
  const failure = useErrorText(
    checkNote?.note === 'failed' ? checkNote.error : null,
  )

  function noteText(note: CheckNote): string {
    const row = String(note.row)
    switch (note.note) {
      case 'checked': {
        const said =
          note.checked && rowMessage(t, check.t, form, note.checked, words)
        return said
          ? t('rowChecked', { row, finding: said })
          : t('rowCheckedPlain', { row })
      }
      case 'not-applied':
        return t('rowNotApplied', { row })
      case 'failed':
        return t('rowCheckFailed', { row, error: failure })
      case 'marked':
        return t('rowMarked', { row, id: note.id })
    }
  }

  async function checkList(index: number) {
    const row = job.rows[index]
    if (!row) return
    setChecking(index)
    setCheckNote(null)
    try {
      const found = await runner.check(index)
      if (found === null) return
      setCheckNote(
        found.applied
          ? { note: 'checked', row: row.row, checked: found.row }
          : { note: 'not-applied', row: row.row },
      )
    } catch (error) {
      setCheckNote({
        note: 'failed',
        row: row.row,
        error,
      })
    } finally {
      setChecking(null)
    }
  }

  function markFound(index: number) {
    const row = job.rows[index]
    setCheckNote(
      row ? { note: 'marked', row: row.row, id: row.id ?? '' } : null,
    )
    void runner.markFound(index)
  }

  return {
    checking,
    note: checkNote && noteText(checkNote),
    checkList,
    markFound,
  }
}

/** Why the job paused by itself: a reason in words, or an error's words as they came; with a way to Settings where that is the fix. */
function JobNotice({
  job,
  t,
  words,
}: {
  job: ImportJob
  t: ResultsSay
  words: (stored: string | undefined) => string | null
}) {
  const { reason, notice } = job
  if (!reason && !notice) return null
  const toSettings = reason
    ? reason === 'key-refused' || reason === 'connection-changed'
    : // An error's words (English) name Settings when that is where to go.
      (notice?.includes('Settings') ?? false)
  return (
    <p className="notice bad" role="alert">
      {reason ? t(REASON_KEYS[reason]) : (words(job.noticeWords) ?? notice)}
      {toSettings && (
        <>
          {' '}
          <Link to="/settings">{t('openSettings')}</Link>
        </>
      )}
    </p>
  )
}
