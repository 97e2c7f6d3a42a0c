import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv'

describe('CSV writing', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('Smith, "Jr."')).toBe('"Smith, ""Jr."""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(null)).toBe('""')
  })

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])(
    'escapes %j so a spreadsheet does not run it',
    (value) => {
      expect(csvCell(value)).toBe(`"'${value}"`)
    },
  )

  it('leaves ordinary values and exact ids alone', () => {
    expect(csvCell('9223372036854775807')).toBe('"9223372036854775807"')
    expect(csvCell('Biscuit = good')).toBe('"Biscuit = good"')
  })

  it('writes rows with CRLF and a byte-order mark', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['=x', '1'],
      ]),
    ).toBe('\uFEFF"a","b"\r\n"\'=x","1"\r\n')
  })
})
