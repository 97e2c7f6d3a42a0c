import { Link } from 'wouter'
import { useMessages } from '../../../lib/i18n/use-messages'
import { checkMessages } from '../check/check-messages'
import { petFormMessages } from '../../../lib/pets/pet-form-messages'
import type { JobRow, Outcome } from '../job/import-job'
import { useErrorWords } from './error-words'
import { resultsMessages, rowMessage } from './results-messages'

const OUTCOME_KEYS = {
  skipped: 'outcomeSkipped',
  pending: 'outcomePending',
  sending: 'outcomeSending',
  added: 'outcomeAdded',
  refused: 'outcomeRefused',
  unknown: 'outcomeUnknown',
  'not-sent': 'outcomeNotSent',
  resend: 'outcomeResend',
} as const satisfies Record<Outcome, keyof typeof resultsMessages.english>

/** An Unknown row's message names the animal Check the list found: that ID links to it. */
function Message({
  row,
  text,
  named,
}: {
  row: JobRow
  text: string
  /** "ID 5" as the message writes it. */
  named: string | null
}) {
  const at = named ? text.indexOf(named) : -1
  if (!named || !row.id || at === -1) return text
  return (
    <>
      {text.slice(0, at)}
      <Link to={`/animals/${row.id}`}>{named}</Link>
      {text.slice(at + named.length)}
    </>
  )
}

export function OutcomeCell({ row }: { row: JobRow }) {
  const { t } = useMessages(resultsMessages)
  const check = useMessages(checkMessages)
  const form = useMessages(petFormMessages).t
  // A possible duplicate the person did not include is Left out, so Skipped means a row with problems.
  const label = t(
    row.outcome === 'skipped' && row.leftOut
      ? 'outcomeLeftOut'
      : OUTCOME_KEYS[row.outcome],
  )
  const message = rowMessage(t, check.t, form, row, useErrorWords())
  return (
    <>
      <span className={`outcome outcome-${row.outcome}`}>{label}</span>
      {row.outcome === 'added' && row.id && (
        <>
          {' '}
          <Link to={`/animals/${row.id}`}>{t('id', { id: row.id })}</Link>
        </>
      )}
      {/* Refused: the server's words. Unknown: why. Added by Check the list: how it was found. */}
      {message && (
        <span className="outcome-message">
          {' '}
          <Message
            row={row}
            text={message}
            named={
              row.outcome === 'unknown' && row.id
                ? check.t('id', { id: row.id })
                : null
            }
          />
        </span>
      )}
      {row.entry && (
        <>
          {/* After the ID link on the same line, a separator tells the two links apart. */}
          {message ? ' ' : ' · '}
          <Link to={`/activity#entry-${row.entry}`} className="outcome-entry">
            {t('seeInActivity')}
            {/* Every row has this link: its row number tells them apart to a screen reader. */}
            <span className="visually-hidden">
              {' '}
              {t('activityRow', { row: String(row.row) })}
            </span>
          </Link>
        </>
      )}
    </>
  )
}
