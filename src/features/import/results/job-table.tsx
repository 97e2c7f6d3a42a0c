import {
  type RefObject,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react'
import { useMessages } from '../../../lib/i18n/use-messages'
import type { JobRow } from '../job/import-job'
import { type Attention, RowsTable } from '../rows-table'
import { OutcomeCell } from './outcome-cell'
import { resultsMessages } from './results-messages'

const needsYou = (row: JobRow) =>
  row.outcome === 'unknown' || row.outcome === 'refused'

const rowClass = (row: JobRow) =>
  row.outcome === 'skipped' ? 'is-skipped' : undefined

interface Actions {
  onCheck: (index: number) => void
  onResend: (index: number) => void
  /** The person's choice when Check the list found an animal but could not tell it from an older one. */
  onMarkFound: (index: number) => void
}

/** What the person may do with an Unknown row: check the list, mark it Added as what was found, or send it again. */
function UnknownRowActions({
  row,
  index,
  busy,
  actions,
}: {
  row: JobRow
  index: number
  busy: boolean
  actions: RefObject<Actions>
}) {
  const { t } = useMessages(resultsMessages)
  const number = String(row.row)
  return (
    <span className="unknown-row-actions">
      <button
        type="button"
        className="secondary small"
        disabled={busy}
        onClick={() => actions.current.onCheck(index)}
      >
        {t('checkList')}
      </button>{' '}
      {row.id && (
        <>
          <button
            type="button"
            className="secondary small"
            disabled={busy}
            onClick={() => actions.current.onMarkFound(index)}
          >
            {t('markAdded', { row: number })}
          </button>{' '}
        </>
      )}
      <button
        type="button"
        className="secondary small"
        disabled={busy}
        onClick={() => actions.current.onResend(index)}
      >
        {t('sendRowAgain', { row: number })}
      </button>
    </span>
  )
}

/**
 * Every row of a job with its outcome, 100 a page, the Unknown and Refused
 * ones a choice away; an Unknown row can be checked against the list, or
 * sent again. A row's change renders that row only.
 */
export function JobTable({
  rows,
  canAct,
  checking,
  ...handlers
}: {
  rows: JobRow[]
  canAct: boolean
  /** The row whose list check is under way. */
  checking: number | null
} & Actions) {
  const { t } = useMessages(resultsMessages)
  const [label, none, column] = [t('needsYou'), t('needsYouNone'), t('column')]
  const attention = useMemo<Attention<JobRow>>(
    () => ({ label, none, test: needsYou }),
    [label, none],
  )
  // The latest handlers, so the cell renderer stays the same between renders.
  const actions = useRef<Actions>(handlers)
  useLayoutEffect(() => {
    actions.current = handlers
  })
  const busy = checking !== null
  const lastCell = useCallback(
    (row: JobRow, index: number) => (
      <>
        <OutcomeCell row={row} />
        {row.outcome === 'unknown' && canAct && (
          <UnknownRowActions
            row={row}
            index={index}
            busy={busy}
            actions={actions}
          />
        )}
      </>
    ),
    [canAct, busy],
  )
  return (
    <RowsTable
      rows={rows}
      last={column}
      rowClass={rowClass}
      lastCell={lastCell}
      attention={attention}
    />
  )
}
