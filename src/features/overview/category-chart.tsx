import { useId } from 'react'
import { categoryLabel } from '../../lib/categories/categories'
import { format } from '../../lib/i18n/fill'
import { useMessages } from '../../lib/i18n/use-messages'
import { useStatusLabel } from '../../components/status-label'
import {
  type OverviewFigures,
  STATUS_COLUMNS,
  type StatusColumn,
} from './overview-figures'
import { overviewMessages } from './overview-messages'

// A stacked bar per category, drawn by the desk: each status has a pattern
// as well as a colour (forced colours keep only the pattern), and the table
// beside it holds every figure for keyboards and screen readers.

/** Each status's pattern: solid, stripes, dots, and a bare outline for none. */
function Patterns({ prefix }: { prefix: string }) {
  return (
    <svg className="chart-defs" aria-hidden="true" focusable="false">
      <defs>
        <pattern
          id={`${prefix}-available`}
          width="8"
          height="8"
          patternUnits="userSpaceOnUse"
        >
          <rect className="mark available" width="8" height="8" />
        </pattern>
        <pattern
          id={`${prefix}-pending`}
          width="8"
          height="8"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect className="ground pending" width="8" height="8" />
          <rect className="mark pending" width="3.5" height="8" />
        </pattern>
        <pattern
          id={`${prefix}-sold`}
          width="7"
          height="7"
          patternUnits="userSpaceOnUse"
        >
          <rect className="ground sold" width="7" height="7" />
          <circle className="mark sold" cx="3.5" cy="3.5" r="2" />
        </pattern>
        <pattern
          id={`${prefix}-none`}
          width="6"
          height="6"
          patternUnits="userSpaceOnUse"
        >
          <rect className="ground none" width="6" height="6" />
          <rect className="mark none" y="2.5" width="6" height="1" />
        </pattern>
      </defs>
    </svg>
  )
}

function Swatch({ prefix, column }: { prefix: string; column: StatusColumn }) {
  return (
    <svg className="chart-swatch" width="18" height="14" aria-hidden="true">
      <rect
        className="bar"
        width="18"
        height="14"
        fill={`url(#${prefix}-${column})`}
      />
    </svg>
  )
}

export function CategoryChart({
  figures,
  names,
}: {
  figures: OverviewFigures
  names: ReadonlyMap<string, string>
}) {
  const { t, locale } = useMessages(overviewMessages)
  const statusLabel = useStatusLabel()
  const prefix = `pattern${useId().replace(/[^\w-]/g, '')}`
  const columnLabel = (column: StatusColumn) =>
    column === 'none' ? t('noStatus') : statusLabel(column)
  const largest = Math.max(1, ...figures.categories.map((row) => row.total))
  return (
    <figure className="category-chart">
      <Patterns prefix={prefix} />
      <ul className="chart-legend" aria-label={t('legend')}>
        {STATUS_COLUMNS.map((column) => (
          <li key={column}>
            <Swatch prefix={prefix} column={column} />
            {columnLabel(column)}
          </li>
        ))}
      </ul>
      {/* The table below says the same: the bars are drawn for the eye. */}
      <div className="chart-rows" role="img" aria-label={t('chartLabel')}>
        {figures.categories.map((row) => {
          let x = 0
          return (
            <div className="chart-row" key={row.categoryId}>
              <span className="chart-label">
                {categoryLabel(names, row.categoryId)}
              </span>
              <span className="chart-bar">
                <svg width="100%" height="22" aria-hidden="true">
                  {STATUS_COLUMNS.map((column) => {
                    const count = row.counts[column]
                    if (count === 0) return null
                    const width = (count / largest) * 100
                    const bar = (
                      <rect
                        key={column}
                        className="bar"
                        x={`${x}%`}
                        width={`${width}%`}
                        height="22"
                        fill={`url(#${prefix}-${column})`}
                      >
                        <title>
                          {t('barTitle', {
                            category: categoryLabel(names, row.categoryId),
                            status: columnLabel(column),
                            count,
                          })}
                        </title>
                      </rect>
                    )
                    x += width
                    return bar
                  })}
                </svg>
                <span className="chart-total">{format(locale, row.total)}</span>
              </span>
            </div>
          )
        })}
      </div>
    </figure>
  )
}
