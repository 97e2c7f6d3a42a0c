import { useId } from 'react'
import { useMessages } from '../lib/i18n/use-messages'
import { pagerMessages } from './pager-messages'
import './pager.css'

// Pages of a long table: the rows of one page are in the page as they are,
// so find-in-page and screen readers read them; Previous, Next and a page
// picker reach the others. Nothing is shown when everything fits one page.
// The import's tables and a litter's lists show 100 rows a page.

/** Rows a page: a long list is never in the page whole. */
export const PAGE_ROWS = 100

export function Pager({
  page,
  pages,
  first,
  last,
  total,
  onPage,
  label,
}: {
  /** From 0. */
  page: number
  pages: number
  /** The shown rows' positions, from 1. */
  first: number
  last: number
  total: number
  onPage: (page: number) => void
  /** The navigation's accessible name. */
  label: string
}) {
  const { t } = useMessages(pagerMessages)
  const pickerId = useId()
  if (pages <= 1) return null
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="secondary small"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        {t('previousPage')}
      </button>
      <label htmlFor={pickerId}>{t('page')}</label>
      <select
        id={pickerId}
        value={page}
        onChange={(event) => onPage(Number(event.target.value))}
      >
        {Array.from({ length: pages }, (_, at) => (
          <option key={at} value={at}>
            {at + 1}
          </option>
        ))}
      </select>
      <span>
        {t('ofPages', { pages })}{' '}
        <span className="pager-range">
          {t('pageRange', { first, last, total })}
        </span>
      </span>
      <button
        type="button"
        className="secondary small"
        disabled={page >= pages - 1}
        onClick={() => onPage(page + 1)}
      >
        {t('nextPage')}
      </button>
    </nav>
  )
}
