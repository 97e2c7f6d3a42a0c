import { describe, expect, it } from 'vitest'
import { decodeText, readTextFile } from './read-text-file'

const bytes = (...values: number[]) => new Uint8Array(values)
const ascii = (text: string) => Array.from(new TextEncoder().encode(text))

describe('a text file, decoded', () => {
  it('reads UTF-8 as it is', () => {
    const read = decodeText(new TextEncoder().encode('name\nZoé\n'))
    expect(read).toEqual({ text: 'name\nZoé\n', encoding: 'utf-8' })
  })

  it('drops a UTF-8 byte-order mark', () => {
    const read = decodeText(bytes(0xef, 0xbb, 0xbf, ...ascii('Zo'), 0xc3, 0xa9))
    expect(read.text).toBe('Zoé')
    expect(read.encoding).toBe('utf-8')
  })

  it('reads a file that is not UTF-8 as Windows-1252, and says which', () => {
    // "Zoé" and "€5" as Excel on Windows saves them: é is 0xE9, € is 0x80.
    const read = decodeText(
      bytes(...ascii('Zo'), 0xe9, 0x0a, 0x80, ...ascii('5')),
    )
    expect(read.text).toBe('Zoé\n€5')
    expect(read.encoding).toBe('windows-1252')
  })

  it('maps 0x80-0x9F as Windows-1252 does, not as Latin-1 controls', () => {
    const read = decodeText(bytes(0x85, 0x8a, 0x93, 0x94, 0x99, 0x9f, 0x81))
    expect(read.text).toBe('…Š“”™Ÿ\u0081')
  })

  it('does not keep a UTF-8 mark as "ï»¿" when the rest is not UTF-8', () => {
    const read = decodeText(bytes(0xef, 0xbb, 0xbf, ...ascii('Zo'), 0xe9))
    expect(read.text).toBe('Zoé')
    expect(read.encoding).toBe('windows-1252')
  })

  it('reads UTF-16 with a byte-order mark, either way round', () => {
    const little = decodeText(bytes(0xff, 0xfe, 0x5a, 0, 0x6f, 0, 0xe9, 0))
    expect(little).toEqual({ text: 'Zoé', encoding: 'utf-16le' })
    const big = decodeText(bytes(0xfe, 0xff, 0, 0x5a, 0, 0x6f, 0, 0xe9))
    expect(big).toEqual({ text: 'Zoé', encoding: 'utf-16be' })
  })

  it('leaves U+FFFD where UTF-16 is broken, for the rows to report', () => {
    // A lone high surrogate (0xD800) between "A" and "B".
    const read = decodeText(bytes(0xff, 0xfe, 0x41, 0, 0x00, 0xd8, 0x42, 0))
    expect(read.text).toBe('A\uFFFDB')
  })

  it('reads a chosen file by its bytes', async () => {
    const file = new Blob([bytes(...ascii('Zo'), 0xe9)])
    expect((await readTextFile(file)).text).toBe('Zoé')
  })
})
