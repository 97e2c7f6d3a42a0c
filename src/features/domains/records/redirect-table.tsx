import type { Redirect } from './redirects'
import { useMessages } from '../../../lib/i18n/use-messages'
import { recordsMessages } from './records-messages'

/** The redirects set up so far, each with its Remove button. */
export function RedirectTable({
  redirects,
  shown,
  onRemove,
}: {
  redirects: readonly Redirect[]
  /** How to show a stored (ASCII) name: its Unicode form. */
  shown: (name: string) => string
  onRemove: (redirect: Redirect) => void
}) {
  const { t, rich } = useMessages(recordsMessages)
  return (
    // Focusable so keyboard users can scroll it sideways on narrow screens.
    <div
      className="table-wrap"
      role="region"
      aria-label={t('redirectsTable')}
      tabIndex={0}
    >
      <table>
        <caption className="visually-hidden">{t('redirects')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('from')}</th>
            <th scope="col">{t('to')}</th>
            <th scope="col">{t('status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {redirects.map((redirect) => (
            <tr key={redirect.from}>
              <td>{shown(redirect.from)}</td>
              <td>{shown(redirect.to)}</td>
              <td>{t(`status${redirect.status}`)}</td>
              <td>
                <button
                  type="button"
                  className="link"
                  onClick={() => onRemove(redirect)}
                >
                  {rich('removeRedirect', {
                    from: (
                      <span className="visually-hidden">
                        {t('fromName', { name: shown(redirect.from) })}
                      </span>
                    ),
                  })}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
