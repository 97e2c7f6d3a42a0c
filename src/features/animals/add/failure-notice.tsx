import { Link } from 'wouter'
import { useMessages } from '../../../lib/i18n/use-messages'
import { addMessages } from './add-messages'
import type { Failure } from './send-failure'

/** Why the animal was not added, or that it may have been, and what to do next. */
export function FailureNotice({ failure }: { failure: Failure }) {
  const { t, rich } = useMessages(addMessages)
  switch (failure.kind) {
    case 'refused':
      return (
        <div role="alert" className="notice bad">
          <p>
            {rich('refused', {
              keyRefused: <strong>{t('keyRefused')}</strong>,
              message: failure.message,
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
              ? t('notAccepted', { message: failure.message })
              : failure.message}
          </p>
        </div>
      )
    case 'unknown':
      return (
        <div role="alert" className="notice bad">
          <p>
            <strong>{t('mayHaveBeenAdded')}</strong> {failure.message}
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
