import {
  type ComponentProps,
  memo,
  useCallback,
  useEffect,
  useId,
  useState,
} from 'react'
import { afterPaint } from '../lib/util/after-paint'
import { PAGE_ROWS, Pager } from './pager'
import { Table } from './table'
import './paged-table.css'

// A long table, 100 rows a page (a list may hold 10,000: decision 028), and,
// with a filter, a choice to show only the rows that need the person.

/**
 * Rows a page mounts at a time. A page shown anew (a job's table in place of
 * the checked rows, another page, the other choice) mounts its first slice,
 * then a slice after each painted frame: 100 rows mounted and laid out at
 * once were one task of 160-250 ms at the press of Import (issue 31,
 * decision 042). The pager counts the page's rows from the start.
 */
export const SLICE_ROWS = 10

/** How many of a page's `length` rows are mounted: a slice more each frame until all are. */
function useMountedRows(page: string, length: number): number {
  const [mounted, setMounted] = useState({ page, count: SLICE_ROWS })
  const count = mounted.page === page ? mounted.count : SLICE_ROWS
  useEffect(() => {
    if (count >= length) return
    return afterPaint(() => {
      setMounted({ page, count: count + SLICE_ROWS })
    })
  }, [page, count, length])
  return Math.min(count, length)
}

/** Rows that need the person: shown alone when they choose. */
export interface RowFilter<Row> {
  test: (row: Row) => boolean
  /** "Show". */
  legend: string
  /** "All rows (12)". */
  all: (count: number) => string
  /** "Unknown or refused (3)". */
  only: (count: number) => string
  /** Said when the choice shows none: "None is unknown or refused now." */
  none: string
}

/**
 * The choice between all rows and those that need the person. Drawn again
 * only when a count or the choice changes: a running import's table gets
 * new rows every second, and React sets a radio's name and type again at
 * each render it gets.
 */
const RowsShown = memo(function RowsShown({
  legend,
  all,
  only,
  onlyFiltered,
  onChoose,
}: {
  legend: string
  all: string
  only: string
  onlyFiltered: boolean
  onChoose: (only: boolean) => void
}) {
  const name = useId()
  return (
    <fieldset className="rows-shown">
      <legend>{legend}</legend>
      {(
        [
          [false, all],
          [true, only],
        ] as const
      ).map(([value, text]) => (
        <label key={String(value)}>
          <input
            type="radio"
            name={name}
            checked={onlyFiltered === value}
            onChange={() => onChoose(value)}
          />{' '}
          {text}
        </label>
      ))}
    </fieldset>
  )
})

export function PagedTable<Row>({
  rows,
  pages: pagesLabel,
  filter,
  ...table
}: Omit<ComponentProps<typeof Table<Row>>, 'indexes'> & {
  /** The pager's accessible name. */
  pages: string
  filter?: RowFilter<Row>
}) {
  const [page, setPage] = useState(0)
  const [onlyFiltered, setOnlyFiltered] = useState(false)
  const choose = useCallback((only: boolean) => {
    setOnlyFiltered(only)
    setPage(0)
  }, [])
  const flagged = filter
    ? rows.reduce<number[]>((found, row, index) => {
        if (filter.test(row)) found.push(index)
        return found
      }, [])
    : []
  const showing = filter && onlyFiltered
  const total = showing ? flagged.length : rows.length
  const pages = Math.max(1, Math.ceil(total / PAGE_ROWS))
  const shown = Math.min(page, pages - 1)
  const from = shown * PAGE_ROWS
  const indexes = showing
    ? flagged.slice(from, from + PAGE_ROWS)
    : Array.from(
        { length: Math.max(0, Math.min(PAGE_ROWS, rows.length - from)) },
        (_, at) => from + at,
      )
  const mounted = useMountedRows(
    `${String(showing)} ${String(shown)}`,
    indexes.length,
  )
  return (
    <>
      {filter && (
        <RowsShown
          legend={filter.legend}
          all={filter.all(rows.length)}
          only={filter.only(flagged.length)}
          onlyFiltered={onlyFiltered}
          onChoose={choose}
        />
      )}
      <Pager
        page={shown}
        pages={pages}
        first={from + 1}
        last={from + indexes.length}
        total={total}
        onPage={setPage}
        label={pagesLabel}
      />
      <Table
        {...table}
        rows={rows}
        indexes={indexes.slice(0, mounted)}
        busy={table.busy === true || mounted < indexes.length}
      />
      {showing && total === 0 && <p className="hint">{filter.none}</p>}
    </>
  )
}
