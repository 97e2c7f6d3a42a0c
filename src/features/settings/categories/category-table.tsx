import type { Category } from '../../../lib/categories/categories'
import { useMessages } from '../../../lib/i18n/use-messages'
import { categoriesMessages } from './categories-messages'

interface CategoryTableProps {
  list: readonly Category[]
  onRemove: (category: Category) => void
}

/** The named categories, each with a Remove button described by its name. */
export function CategoryTable({ list, onRemove }: CategoryTableProps) {
  const { t } = useMessages(categoriesMessages)
  return (
    <div
      className="table-wrap"
      role="region"
      aria-label={t('tableName')}
      tabIndex={0}
    >
      <table className="category-table">
        <caption className="visually-hidden">{t('tableName')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('id')}</th>
            <th scope="col">{t('name')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((category) => (
            <tr key={category.id}>
              <td className="num">{category.id}</td>
              <td id={`category-${category.id}`}>{category.name}</td>
              <td className="row-actions">
                <button
                  type="button"
                  className="secondary"
                  aria-describedby={`category-${category.id}`}
                  onClick={() => onRemove(category)}
                >
                  {t('remove')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
