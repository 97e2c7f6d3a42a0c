import { type Redirect, REDIRECT_STATUS_INFO } from './redirects'

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
  return (
    // Focusable so keyboard users can scroll it sideways on narrow screens.
    <div
      className="table-wrap"
      role="region"
      aria-label="Redirects table"
      tabIndex={0}
    >
      <table>
        <caption className="visually-hidden">Redirects</caption>
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {redirects.map((redirect) => (
            <tr key={redirect.from}>
              <td>{shown(redirect.from)}</td>
              <td>{shown(redirect.to)}</td>
              <td>{REDIRECT_STATUS_INFO[redirect.status].label}</td>
              <td>
                <button
                  type="button"
                  className="link"
                  onClick={() => onRemove(redirect)}
                >
                  Remove redirect{' '}
                  <span className="visually-hidden">
                    from {shown(redirect.from)}
                  </span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
