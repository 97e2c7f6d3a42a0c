import { type Column, Table } from '../../../components/table'
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
  const columns: Column<Category>[] = [
    {
      key: 'id',
      header: t('id'),
      cell: (category) => category.id,
      cellProps: () => ({ className: 'num' }),
    },
    {
      key: 'name',
      header: t('name'),
      cell: (category) => category.name,
      cellProps: (category) => ({ id: `category-${category.id}` }),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('actions')}</span>,
      cell: (category) => (
        <button
          type="button"
          className="secondary"
          aria-describedby={`category-${category.id}`}
          onClick={() => onRemove(category)}
        >
          {t('remove')}
        </button>
      ),
      cellProps: () => ({ className: 'row-actions' }),
    },
  ]
  return (
    <Table
      region={t('tableName')}
      caption={t('tableName')}
      className="category-table"
      columns={columns}
      rows={list}
      rowKey={(category) => category.id}
    />
  )
}
