import { Link } from 'wouter'
import { useMessages } from '../../../lib/i18n/use-messages'
import { useWaitRemaining } from '../../../lib/rate-limit/use-wait-remaining'
import { addMessages } from './add-messages'

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
  /** Another button is the main one (Mark as added): these two are secondary. */
  demoted?: boolean
}

/** The form's buttons, and what a send under way is waiting for. */
export function SendControls({
  sending,
  sendingElsewhere,
  pressed,
  duplicate,
  demoted = false,
}: SendControlsProps) {
  const { t, rich } = useMessages(addMessages)
  const waitLeft = useWaitRemaining()
  const waitingForRateLimit = sending && waitLeft > 0
  return (
    <>
      <div className="actions">
        {/* aria-disabled, not disabled: focus stays on the button while it sends. */}
        <button
          type="submit"
          className={demoted ? 'secondary' : undefined}
          aria-disabled={sending}
        >
          {sending && pressed !== 'another'
            ? t('adding')
            : duplicate
              ? t('addAnyway')
              : t('add')}
        </button>
        <button
          type="submit"
          className="secondary"
          aria-disabled={sending}
          name="after"
          value="another"
        >
          {sending && pressed === 'another'
            ? t('adding')
            : duplicate
              ? t('addAnywayAnother')
              : t('addAnother')}
        </button>
        <Link to="/animals">{t('cancel')}</Link>
      </div>
      <p
        role="status"
        className={
          waitingForRateLimit || sendingElsewhere ? 'notice' : 'visually-hidden'
        }
      >
        {waitingForRateLimit
          ? rich('rateLimited', {
              // The ticking number is for eyes; screen readers hear one stable sentence.
              when: (
                <>
                  <span aria-hidden="true">
                    {t('inSeconds', { seconds: Math.ceil(waitLeft / 1000) })}
                  </span>
                  <span className="visually-hidden">{t('whenWaitOver')}</span>
                </>
              ),
            })
          : sendingElsewhere
            ? t('sendingElsewhere')
            : null}
      </p>
    </>
  )
}
