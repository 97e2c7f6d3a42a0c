import { useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import type { LitterCheck, LitterJob } from './litter-jobs'

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

/** The litter started from this form, as it goes: each name, its ID once added. */
export function LitterProgress({ job }: { job: LitterJob }) {
  const { total, added, refused, unknown } = count(job)
  const finished = job.state === 'done' || job.state === 'cancelled'
  const summary = finished
    ? `Litter ${job.state === 'done' ? 'finished' : 'cancelled'}: ${added} added, ${refused} refused, ${unknown} unknown.`
    : job.state === 'paused'
      ? `Litter paused: ${added} of ${total} added.`
      : `Adding the litter: ${added} of ${total} added.`
  return (
    <section aria-labelledby="litter-heading" className="litter panel">
      <FocusedHeading>Litter</FocusedHeading>
      <p role="status">{summary}</p>
      {job.notice && <p className="notice warn">{job.notice}</p>}
      <ol className="litter-rows">
        {job.rows.map((row) => (
          <li key={row.row}>
            {row.name} ·{' '}
            {row.outcome === 'added' && row.id ? (
              <>
                ID <Link to={`/animals/${row.id}`}>{row.id}</Link>
              </>
            ) : row.outcome === 'skipped' ? (
              row.leftOut ? (
                'left out'
              ) : (
                `skipped: ${row.message ?? 'it has problems.'}`
              )
            ) : (
              row.outcome
            )}
          </li>
        ))}
      </ol>
      <p>
        It is an import: paced, never sent twice, and it goes on if you leave
        this page. <Link to={IMPORT_PATH}>Follow it in Import</Link>
      </p>
    </section>
  )
}

/** Another import of this server and key is not finished: nothing is queued behind it. */
export function LitterBlocked({ job }: { job: LitterJob }) {
  const { total, added } = count(job)
  return (
    <div className="notice warn" role="status">
      <p>
        An import for this server and key is not finished ({added} of {total}{' '}
        added, {job.state}). A litter is an import too, so it can start once
        that one is finished or cancelled.
      </p>
      <p>
        <Link to={IMPORT_PATH}>Open the unfinished import</Link>
      </p>
    </div>
  )
}

/** Each name as checked, flagged ones left out unless included, and the button that starts it. */
export function LitterReview({
  check,
  replacesFinished,
  onStart,
}: {
  check: LitterCheck
  replacesFinished: boolean
  onStart: (included: ReadonlySet<number>) => void
}) {
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
      <FocusedHeading>{`Litter: ${check.rows.length} names`}</FocusedHeading>
      {check.latestProblem && (
        <p className="notice warn">
          The latest 100 animals could not be read, so names were compared only
          with what this browser holds: {check.latestProblem}
        </p>
      )}
      <ol className="litter-rows">
        {check.rows.map((row) => (
          <li key={row.row}>
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
                    aria-label={`Include row ${row.row}`}
                    checked={included.has(row.row)}
                    onChange={(event) => toggle(row.row, event.target.checked)}
                  />{' '}
                  Include
                </label>
              </>
            )}
          </li>
        ))}
      </ol>
      <p role="status">
        {sendable} to add
        {leftOut ? `, ${leftOut} left out as possible duplicates` : ''}.
      </p>
      {replacesFinished && (
        <p className="hint">
          This replaces the finished import shown in Import; what it added stays
          in Activity.
        </p>
      )}
      <button
        type="button"
        aria-disabled={sendable === 0}
        onClick={() => {
          if (sendable > 0) onStart(included)
        }}
      >
        Add {sendable} {sendable === 1 ? 'animal' : 'animals'}
      </button>
    </section>
  )
}
