import { Link } from 'wouter'
import { useSaid } from '../../../lib/i18n/use-said'
import { useMessages } from '../../../lib/i18n/use-messages'
import { addMessages } from './add-messages'
import type { Failure } from './send-failure'

/** Why the animal was not added, or that it may have been, and what to do next. */
export function FailureNotice({ failure }: { failure: Failure }) {
  const { t, rich } = useMessages(addMessages)
  const message = useSaid(failure.said) ?? failure.message
  switch (failure.kind) {
    case 'refused':
      return (
        <div role="alert" className="notice bad">
          <p>
            {rich('refused', {
              keyRefused: <strong>{t('keyRefused')}</strong>,
              message,
            })}
          </p>
          <p>
            {rich('checkKeyKept', {
              link: <Link to="/settings">{t('checkKey')}</Link>,
            })}
          </p>
        </div>
      )
    case 'not-created':
    case 'not-accepted':
      return (
        <div role="alert" className="notice bad">
          <p>
            <strong>{t('notAdded')}</strong>{' '}
            {failure.kind === 'not-accepted'
              ? t('notAccepted', { message })
              : message}
          </p>
        </div>
      )
    case 'unknown':
      return (
        <div role="alert" className="notice bad">
          {/* An error answer is an answer: said as one, then what it means. */}
          <p>
            {failure.answered ? (
              <>
                <strong>{t('serverError')}</strong> {t('mayHaveBeenAdded')}
              </>
            ) : (
              <strong>{t('mayHaveBeenAdded')}</strong>
            )}{' '}
            {message}
          </p>
          <p>
            {rich('checkListFirst', {
              link: <Link to="/animals">{t('checkList')}</Link>,
            })}
          </p>
        </div>
      )
  }
}
