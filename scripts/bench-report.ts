// Formatting for `npm run bench`: one plain-text table per section, each
// figure beside its target and verdict.

export type Verdict = 'PASS' | 'FAIL' | ''

export interface Row {
  measure: string
  value: string
  target?: string
  verdict?: Verdict
}

export interface Section {
  title: string
  rows: Row[]
  notes?: string[]
}

/** What the table calls each build. */
export const MODE_LABEL = { live: 'Production', demo: 'Demo' } as const

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
export const ms = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`

/** Records a target's outcome for the summary and returns its verdict. */
export type Check = (name: string, pass: boolean) => Verdict

export function verdict(pass: boolean): Verdict {
  return pass ? 'PASS' : 'FAIL'
}

export function formatSections(sections: Section[]): string {
  const header: Row = {
    measure: 'Measure',
    value: 'Value',
    target: 'Target',
    verdict: '',
  }
  const all = [header, ...sections.flatMap((section) => section.rows)]
  // One set of column widths for every section, so the tables line up.
  const width = (pick: (row: Row) => string) =>
    Math.max(...all.map((row) => pick(row).length))
  const widths = [
    width((row) => row.measure),
    width((row) => row.value),
    width((row) => row.target ?? ''),
  ] as const
  const line = (row: Row) =>
    [
      row.measure.padEnd(widths[0]),
      row.value.padStart(widths[1]),
      (row.target ?? '').padEnd(widths[2]),
      row.verdict ?? '',
    ]
      .join('  ')
      .trimEnd()
  const rule = '-'.repeat(widths[0] + widths[1] + widths[2] + 12)
  return sections
    .map((section) =>
      [
        section.title,
        rule,
        line(header),
        rule,
        ...section.rows.map((row) => line(row)),
        ...(section.notes ?? []).map((note) => `  ${note}`),
      ].join('\n'),
    )
    .join('\n\n')
}
