import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import { PAGE_ROWS, Pager } from '../../../../components/pager'
import type { ParamsOf } from '../../../../lib/i18n/messages'
import { useMessages } from '../../../../lib/i18n/use-messages'
import type { LitterCheck, LitterJob } from './litter-jobs'
import { litterMessages } from './litter-messages'

const IMPORT_PATH = '/animals/import'

/** A heading that takes focus when it appears: the button pressed to show it is gone or far above. */
function FocusedHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <h2 id="litter-heading" ref={ref} tabIndex={-1}>
      {children}
    </h2>
  )
}

function count(job: LitterJob) {
  const sent = job.rows.filter((row) => row.outcome !== 'skipped')
  const done = (outcome: string) =>
    sent.filter((row) => row.outcome === outcome).length
  return {
    total: sent.length,
    added: done('added'),
    refused: done('refused'),
    unknown: done('unknown'),
  }
}

type Row = LitterJob['rows'][number]
type English = typeof litterMessages.english
/** The litter's words that take no value, as an outcome's do. */
type Said = {
  [K in keyof English]: ParamsOf<English[K]> extends Record<string, never>
    ? K
    : never
}[keyof English]
/** One of the import's outcomes, which litter-messages.ts words by its machine value. */
const isWorded = (
  outcomes: readonly string[],
  outcome: string,
): outcome is Said =>
  outcomes.includes(outcome) && Object.hasOwn(litterMessages.english, outcome)

/** A row of the litter as it goes: its ID once added, else where it stands. */
function ProgressRow({
  row,
  outcomes,
}: {
  row: Row
  outcomes: readonly string[]
}) {
  const { t, rich } = useMessages(litterMessages)
  if (row.outcome === 'added' && row.id)
    return rich('rowAdded', {
      name: row.name,
      link: <Link to={`/animals/${row.id}`}>{row.id}</Link>,
    })
  const outcome =
    row.outcome === 'skipped'
      ? row.leftOut
        ? t('leftOut')
        : row.message
          ? t('skipped', { message: row.message })
          : t('skippedProblems')
      : isWorded(outcomes, row.outcome)
        ? t(row.outcome)
        : row.outcome
  return t('rowOutcome', { name: row.name, outcome })
}

/** A litter's names, 100 at a time: it may have 10,000 (decision 028). */
function PagedRows<Row extends { row: number }>({
  rows,
  children,
}: {
  rows: readonly Row[]
  children: (row: Row) => ReactNode
}) {
  const { t } = useMessages(litterMessages)
  const [page, setPage] = useState(0)
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_ROWS))
  const shown = Math.min(page, pages - 1)
  const from = shown * PAGE_ROWS
  const visible = rows.slice(from, from + PAGE_ROWS)
  return (
    <>
      <Pager
        page={shown}
        pages={pages}
        first={from + 1}
        last={from + visible.length}
        total={rows.length}
        onPage={setPage}
        label={t('namePages')}
      />
      <ol className="litter-rows" start={from + 1}>
        {visible.map((row) => (
          <li key={row.row}>{children(row)}</li>
        ))}
      </ol>
    </>
  )
}

/** The litter started from this form, as it goes: each name, its ID once added. */
export function LitterProgress({ job }: { job: LitterJob }) {
  const { t, rich } = useMessages(litterMessages)
  const { total, added, refused, unknown } = count(job)
  const summary =
    job.state === 'done'
      ? t('finished', { added, refused, unknown })
      : job.state === 'cancelled'
        ? t('cancelled', { added, refused, unknown })
        : job.state === 'paused'
          ? t('paused', { added, total })
          : t('running', { added, total })
  return (
    <section aria-labelledby="litter-heading" className="litter panel">
      <FocusedHeading>{t('heading')}</FocusedHeading>
      <p role="status">{summary}</p>
      {job.notice && <p className="notice warn">{job.notice}</p>}
      <PagedRows rows={job.rows}>
        {(row) => <ProgressRow row={row} outcomes={job.outcomes} />}
      </PagedRows>
      <p>
        {rich('isImport', {
          link: <Link to={IMPORT_PATH}>{t('followInImport')}</Link>,
        })}
      </p>
      {/* The engineer's reason, for whoever asks. */}
      <details className="why">
        <summary>{t('why')}</summary>
        <p>{t('whyImport')}</p>
      </details>
    </section>
  )
}

/** Another import of this server and key is not finished: nothing is queued behind it. */
export function LitterBlocked({ job }: { job: LitterJob }) {
  const { t } = useMessages(litterMessages)
  const { total, added } = count(job)
  return (
    <div className="notice warn" role="status">
      <p>
        {job.state === 'paused'
          ? t('blockedPaused', { added, total })
          : t('blockedRunning', { added, total })}
      </p>
      <p>
        <Link to={IMPORT_PATH}>{t('openUnfinished')}</Link>
      </p>
    </div>
  )
}

/** Each name as checked, flagged ones left out unless included, and the button that starts it. */
export function LitterReview({
  check,
  replacesFinished,
  starting,
  onStart,
}: {
  check: LitterCheck
  replacesFinished: boolean
  /** Pressed, and the job not stored yet: another press does nothing. */
  starting: boolean
  onStart: (included: ReadonlySet<number>) => void
}) {
  const { t } = useMessages(litterMessages)
  const [included, setIncluded] = useState<ReadonlySet<number>>(new Set())
  const sendable = check.rows.filter(
    (row) =>
      row.problems.length === 0 &&
      (row.duplicate === null || included.has(row.row)),
  ).length
  const leftOut = check.rows.filter(
    (row) =>
      row.problems.length === 0 &&
      row.duplicate !== null &&
      !included.has(row.row),
  ).length
  const toggle = (row: number, on: boolean) =>
    setIncluded((set) => {
      const next = new Set(set)
      if (on) next.add(row)
      else next.delete(row)
      return next
    })
  return (
    <section aria-labelledby="litter-heading" className="litter panel">
      <FocusedHeading>
        {t('names', { count: check.rows.length })}
      </FocusedHeading>
      {check.latestProblem && (
        <p className="notice warn">
          {t('latestProblem', { problem: check.latestProblem })}
        </p>
      )}
      <PagedRows rows={check.rows}>
        {(row) => (
          <>
            <span>{row.name}</span>
            {row.problems.map((problem) => (
              <span key={problem} className="field-error">
                {' '}
                · {problem}
              </span>
            ))}
            {row.duplicate && row.problems.length === 0 && (
              <>
                {' '}
                · {row.duplicate}
                <label className="litter-include">
                  <input
                    type="checkbox"
                    aria-label={t('includeRow', { row: row.row })}
                    checked={included.has(row.row)}
                    onChange={(event) => toggle(row.row, event.target.checked)}
                  />{' '}
                  {t('include')}
                </label>
              </>
            )}
          </>
        )}
      </PagedRows>
      <p role="status">
        {leftOut
          ? t('toAddLeftOut', { toAdd: sendable, count: leftOut })
          : t('toAdd', { count: sendable })}
      </p>
      {replacesFinished && <p className="hint">{t('replaces')}</p>}
      <button
        type="button"
        aria-disabled={sendable === 0 || starting}
        onClick={() => {
          if (sendable > 0 && !starting) onStart(included)
        }}
      >
        {t('addAnimals', { count: sendable })}
      </button>
    </section>
  )
}
