import { useId, useState } from 'react'
import { StatusOptions } from '../../components/status-options'
import { useMessages } from '../../lib/i18n/use-messages'
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  PET_STATUSES,
} from '../../lib/pets/pet-schemas'
import { FindAnimal } from './find-animal'
import { FindInList } from './find-in-list'
import type { ListView } from './list-params'
import { listMessages } from './list-messages'

/**
 * Status, page size, Find in list and the lookup by ID. On a phone they fold
 * behind a Filters button, which says how many are set, so the first screen
 * shows animals; on a wider screen the button is hidden and they all show.
 */
export function ListFilters({
  view,
  onChange,
}: {
  view: ListView
  /** `replace`: change the address without a history entry (each keystroke). */
  onChange: (next: Partial<ListView>, replace?: boolean) => void
}) {
  const { t } = useMessages(listMessages)
  const statusId = useId()
  const sizeId = useId()
  const rowId = useId()
  const [open, setOpen] = useState(false)
  const set =
    Number(view.status !== undefined) +
    Number(view.limit !== DEFAULT_PAGE_SIZE) +
    Number(Boolean(view.q?.trim()))
  return (
    <>
      <div className="filters-toggle">
        <button
          type="button"
          className="secondary"
          aria-expanded={open}
          aria-controls={rowId}
          aria-describedby={set > 0 ? `${rowId}-set` : undefined}
          onClick={() => setOpen(!open)}
        >
          {t('filters')}
        </button>
        {set > 0 && (
          <span id={`${rowId}-set`} className="filters-set">
            {t('filtersSet', { count: set })}
          </span>
        )}
      </div>
      <div id={rowId} className={`toolbar-row${open ? ' is-open' : ''}`}>
        <div className="toolbar" role="group" aria-label={t('options')}>
          <div className="field">
            <label htmlFor={statusId}>{t('status')}</label>
            <select
              id={statusId}
              value={view.status ?? ''}
              onChange={(event) =>
                onChange({
                  status: PET_STATUSES.find(
                    (value) => value === event.target.value,
                  ),
                })
              }
            >
              <StatusOptions noneLabel={t('all')} />
            </select>
          </div>
          <div className="field">
            <label htmlFor={sizeId}>{t('pageSize')}</label>
            <select
              id={sizeId}
              value={view.limit}
              onChange={(event) =>
                onChange({ limit: Number(event.target.value) })
              }
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
          <FindInList
            value={view.q ?? ''}
            onChange={(q) => onChange({ q }, true)}
            onShortcut={() => setOpen(true)}
          />
        </div>
        <FindAnimal />
      </div>
    </>
  )
}
