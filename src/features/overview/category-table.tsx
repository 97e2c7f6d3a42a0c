import { type Column, Table } from '../../components/table'
import { categoryLabel } from '../../lib/categories/categories'
import { format, useMessages } from '../../lib/i18n/use-messages'
import { useStatusLabel } from '../../components/status-label'
import { type OverviewFigures, STATUS_COLUMNS } from './overview-figures'
import { overviewMessages } from './overview-messages'

type Figures = OverviewFigures['categories'][number]

/** The chart's figures as a table: the way to the numbers that is not a picture. */
export function CategoryTable({
  figures,
  names,
}: {
  figures: OverviewFigures
  names: ReadonlyMap<string, string>
}) {
  const { t, locale } = useMessages(overviewMessages)
  const statusLabel = useStatusLabel()
  const columns: Column<Figures>[] = [
    {
      key: 'category',
      header: t('category'),
      rowHeader: true,
      cell: (row) => categoryLabel(names, row.categoryId),
    },
    ...STATUS_COLUMNS.map((column): Column<Figures> => ({
      key: column,
      header: column === 'none' ? t('noStatus') : statusLabel(column),
      headerProps: { className: 'num' },
      cell: (row) => format(locale, row.counts[column]),
      cellProps: () => ({ className: 'num' }),
    })),
    {
      key: 'total',
      header: t('total'),
      headerProps: { className: 'num' },
      cell: (row) => format(locale, row.total),
      cellProps: () => ({ className: 'num' }),
    },
  ]
  return (
    <Table
      region={t('tableName')}
      caption={t('tableName')}
      columns={columns}
      rows={figures.categories}
      rowKey={(row) => row.categoryId}
      foot={
        <tr>
          <th scope="row">{t('allCategories')}</th>
          {STATUS_COLUMNS.map((column) => (
            <td key={column} className="num">
              {format(locale, figures.totals[column])}
            </td>
          ))}
          <td className="num">{format(locale, figures.total)}</td>
        </tr>
      }
    />
  )
}
