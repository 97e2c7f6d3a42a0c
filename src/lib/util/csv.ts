// Every CSV the app writes goes through here, so every file is safe to open
// in a spreadsheet: a cell a spreadsheet would run as a formula (starting
// with = + - @, tab or carriage return) gets a leading apostrophe, and every
// cell is quoted with its quotes doubled, so commas and newlines stay inside.

const FORMULA_START = /^[=+\-@\t\r]/

/**
 * A cell as it was before `csvCell` guarded it: exactly the one apostrophe
 * the writer puts before a formula start is dropped, so "'-3" reads as -3.
 */
export function unguardCsvCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1))
    ? text.slice(1)
    : text
}

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value)
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return `"${safe.replaceAll('"', '""')}"`
}

/** Rows of cells to CSV text: CRLF line ends (RFC 4180), and a byte-order mark so Excel reads UTF-8. */
export function toCsv(
  rows: readonly (readonly (string | null | undefined)[])[],
): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}

/** Saves text as a file through a temporary link; nothing leaves the browser. */
export function downloadText(
  text: string,
  fileName: string,
  type = 'text/csv;charset=utf-8',
): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
