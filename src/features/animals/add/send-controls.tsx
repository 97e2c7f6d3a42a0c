import { Link } from 'wouter'
import { useWaitRemaining } from '../../../lib/rate-limit/current-wait'

/** What happens once the animal is created: a notice, or the form ready for the next one. */
export type AfterAdd = 'notice' | 'another'

interface SendControlsProps {
  /** A create is under way for this connection, from this page or not. */
  sending: boolean
  /** …sent before this page was left and opened again. */
  sendingElsewhere: boolean
  /** The button pressed for the send under way. */
  pressed: AfterAdd | null
  /** An animal like this one is already known: the buttons say "anyway". */
  duplicate: boolean
}

/** The form's buttons, and what a send under way is waiting for. */
export function SendControls({
  sending,
  sendingElsewhere,
  pressed,
  duplicate,
}: SendControlsProps) {
  const waitLeft = useWaitRemaining()
  const waitingForRateLimit = sending && waitLeft > 0
  return (
    <>
      <div className="actions">
        {/* aria-disabled, not disabled: focus stays on the button while it sends. */}
        <button type="submit" aria-disabled={sending}>
          {sending && pressed !== 'another'
            ? 'Adding…'
            : duplicate
              ? 'Add anyway'
              : 'Add animal'}
        </button>
        <button
          type="submit"
          className="secondary"
          aria-disabled={sending}
          name="after"
          value="another"
        >
          {sending && pressed === 'another'
            ? 'Adding…'
            : duplicate
              ? 'Add anyway and start another'
              : 'Add and start another'}
        </button>
        <Link to="/animals">Cancel</Link>
      </div>
      <p
        role="status"
        className={
          waitingForRateLimit || sendingElsewhere ? 'notice' : 'visually-hidden'
        }
      >
        {waitingForRateLimit ? (
          <>
            Rate limit reached — nothing was created yet. Sending again by
            itself{' '}
            {/* The ticking number is for eyes; screen readers hear one stable sentence. */}
            <span aria-hidden="true">in {Math.ceil(waitLeft / 1000)} s</span>
            <span className="visually-hidden">when the wait is over</span>.
          </>
        ) : sendingElsewhere ? (
          'The animal sent before you left this page is still on its way; this form unlocks when it is done.'
        ) : null}
      </p>
    </>
  )
}
