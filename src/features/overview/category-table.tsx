import { categoryLabel } from '../../lib/categories/categories'
import { format } from '../../lib/i18n/fill'
import { useMessages } from '../../lib/i18n/use-messages'
import { useStatusLabel } from '../../components/status-label'
import { type OverviewFigures, STATUS_COLUMNS } from './overview-figures'
import { overviewMessages } from './overview-messages'

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
  return (
    // Focusable so keyboard users can scroll it sideways on narrow screens.
    <div
      className="table-wrap"
      role="region"
      aria-label={t('tableName')}
      tabIndex={0}
    >
      <table>
        <caption className="visually-hidden">{t('tableName')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('category')}</th>
            {STATUS_COLUMNS.map((column) => (
              <th scope="col" key={column} className="num">
                {column === 'none' ? t('noStatus') : statusLabel(column)}
              </th>
            ))}
            <th scope="col" className="num">
              {t('total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.categories.map((row) => (
            <tr key={row.categoryId}>
              <th scope="row">{categoryLabel(names, row.categoryId)}</th>
              {STATUS_COLUMNS.map((column) => (
                <td key={column} className="num">
                  {format(locale, row.counts[column])}
                </td>
              ))}
              <td className="num">{format(locale, row.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('allCategories')}</th>
            {STATUS_COLUMNS.map((column) => (
              <td key={column} className="num">
                {format(locale, figures.totals[column])}
              </td>
            ))}
            <td className="num">{format(locale, figures.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
