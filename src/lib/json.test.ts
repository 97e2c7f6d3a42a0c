import { describe, expect, it } from 'vitest'
import { parseJson, stringifyJson } from './json'

describe('parseJson', () => {
  it('parses safe numbers as numbers', () => {
    expect(parseJson('[0, -7, 42, 1.5, -0.25, 1e3, 9007199254740991]')).toEqual(
      [0, -7, 42, 1.5, -0.25, 1000, 9007199254740991],
    )
    expect(typeof parseJson('9007199254740991')).toBe('number')
  })

  it('keeps integers beyond 2^53 exact as bigints', () => {
    // The case the whole module exists for: JSON.parse rounds it.
    expect(JSON.parse('9007199254740993')).toBe(9007199254740992)
    expect(parseJson('9007199254740993')).toBe(9007199254740993n)
    expect(parseJson('9223372036854775807')).toBe(9223372036854775807n)
    expect(parseJson('-9223372036854775808')).toBe(-9223372036854775808n)
  })

  it('treats 2^53 itself as unsafe, even though a double can hold it', () => {
    expect(parseJson('9007199254740992')).toBe(9007199254740992n)
    expect(parseJson('10000000000000000')).toBe(10000000000000000n)
  })

  it('keeps digits beyond int64 exact too (the schemas reject them)', () => {
    expect(parseJson('9223372036854775808')).toBe(9223372036854775808n)
  })

  it('parses nested objects and arrays', () => {
    expect(
      parseJson(
        '{"pets":[{"id":9007199254740993,"name":"Atlas","tags":[],"status":null,"ok":true}]}',
      ),
    ).toEqual({
      pets: [
        {
          id: 9007199254740993n,
          name: 'Atlas',
          tags: [],
          status: null,
          ok: true,
        },
      ],
    })
  })

  it('leaves digit strings as strings', () => {
    expect(parseJson('"9007199254740993"')).toBe('9007199254740993')
  })

  it.each(['', '   ', '{"id": 1, "name": "Bisc', '<html></html>', "{'a':1}"])(
    'throws a SyntaxError for %j',
    (text) => {
      expect(() => parseJson(text)).toThrow(SyntaxError)
    },
  )
})

describe('stringifyJson', () => {
  it('writes bigints as plain JSON numbers', () => {
    expect(
      stringifyJson({
        name: 'Atlas',
        categoryId: 9223372036854775807n,
        ids: [9007199254740993n, -9223372036854775808n],
      }),
    ).toBe(
      '{"name":"Atlas","categoryId":9223372036854775807,"ids":[9007199254740993,-9223372036854775808]}',
    )
  })

  it('writes ordinary values like JSON.stringify', () => {
    const value = { a: 1, b: 'two "quoted"', c: [true, null, 1.5], d: {} }
    expect(stringifyJson(value)).toBe(JSON.stringify(value))
  })

  it('writes null for undefined instead of returning nothing', () => {
    expect(stringifyJson(undefined)).toBe('null')
  })

  it('round-trips big ids exactly through parseJson', () => {
    const value = { id: 9007199254740993n, categoryId: 2, name: 'x' }
    expect(parseJson(stringifyJson(value))).toEqual(value)
  })
})
