import { describe, expect, it, vi } from 'vitest'
import { parseJson, reviveInt64, stringifyJson } from './json'

// parseJson takes the reviver when the engine passes it the source text
// (browsers today, Node 22 and later), else lossless-json (Node 20). The
// cases below run on this engine's own path; this one loads the module as
// an engine without source text would, so both paths are tested on either.
it('an engine without source text access takes the lossless-json path, exact beyond 2^53', async () => {
  const parse = JSON.parse
  vi.spyOn(JSON, 'parse').mockImplementation(
    (text, reviver): unknown =>
      parse(
        text,
        reviver &&
          ((key: string, value: unknown): unknown =>
            reviver.call(undefined, key, value) as unknown),
      ) as unknown,
  )
  vi.resetModules()
  const json = await import('./json')
  vi.restoreAllMocks()
  expect(json.hasSourceText).toBe(false)
  expect(await json.parseJson('[9007199254740993, 42, 1.5]')).toEqual([
    9007199254740993n,
    42,
    1.5,
  ])
  expect(await json.parseJson('-9223372036854775808')).toBe(
    -9223372036854775808n,
  )
  await expect(json.parseJson('{"id": 1,')).rejects.toThrow(SyntaxError)
})

describe('parseJson', () => {
  it('parses safe numbers as numbers', async () => {
    expect(
      await parseJson('[0, -7, 42, 1.5, -0.25, 1e3, 9007199254740991]'),
    ).toEqual([0, -7, 42, 1.5, -0.25, 1000, 9007199254740991])
    expect(typeof (await parseJson('9007199254740991'))).toBe('number')
  })

  it('keeps integers beyond 2^53 exact as bigints', async () => {
    // The case the whole module exists for: JSON.parse rounds it.
    expect(JSON.parse('9007199254740993')).toBe(9007199254740992)
    expect(await parseJson('9007199254740993')).toBe(9007199254740993n)
    expect(await parseJson('9223372036854775807')).toBe(9223372036854775807n)
    expect(await parseJson('-9223372036854775808')).toBe(-9223372036854775808n)
  })

  it('treats 2^53 itself as unsafe, even though a double can hold it', async () => {
    expect(await parseJson('9007199254740992')).toBe(9007199254740992n)
    expect(await parseJson('10000000000000000')).toBe(10000000000000000n)
  })

  it('keeps digits beyond int64 exact too (the schemas reject them)', async () => {
    expect(await parseJson('9223372036854775808')).toBe(9223372036854775808n)
  })

  it('parses nested objects and arrays', async () => {
    expect(
      await parseJson(
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

  it('leaves digit strings as strings', async () => {
    expect(await parseJson('"9007199254740993"')).toBe('9007199254740993')
  })

  it.each(['', '   ', '{"id": 1, "name": "Bisc', '<html></html>', "{'a':1}"])(
    'rejects with a SyntaxError for %j',
    async (text) => {
      await expect(parseJson(text)).rejects.toThrow(SyntaxError)
    },
  )
})

describe('reviveInt64 (the JSON.parse source text path)', () => {
  const revive = (value: unknown, source?: string) =>
    reviveInt64('id', value, source === undefined ? undefined : { source })

  it('reads an unsafe integer from its source text, exactly', () => {
    expect(revive(9007199254740992, '9007199254740993')).toBe(9007199254740993n)
    expect(revive(9007199254740992, '9007199254740992')).toBe(9007199254740992n)
    expect(revive(-9223372036854775808, '-9223372036854775808')).toBe(
      -9223372036854775808n,
    )
  })

  it('leaves safe integers, fractions and exponents as numbers', () => {
    expect(revive(42, '42')).toBe(42)
    expect(revive(9007199254740991, '9007199254740991')).toBe(9007199254740991)
    expect(revive(1e21, '1e21')).toBe(1e21)
    expect(revive(1.5, '1.5')).toBe(1.5)
  })

  it('leaves strings, objects and values without a source alone', () => {
    expect(revive('9007199254740993', '"9007199254740993"')).toBe(
      '9007199254740993',
    )
    const object = { id: 1 }
    expect(revive(object)).toBe(object)
    expect(revive(9007199254740992)).toBe(9007199254740992)
  })

  it('matches the lossless-json path on the same text', async () => {
    const text =
      '{"id":9007199254740993,"categoryId":-9223372036854775808,"n":[1,2.5,9007199254740991,9007199254740992]}'
    // Simulates the source text a browser passes, number by number.
    const sources = text.match(/-?\d+(?:\.\d+)?/g) ?? []
    let next = 0
    const viaReviver = JSON.parse(text, (key, value: unknown) =>
      typeof value === 'number'
        ? reviveInt64(key, value, { source: sources[next++] })
        : value,
    ) as unknown
    expect(viaReviver).toEqual(await parseJson(text))
  })
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

  it('leaves strings that look like bigints as strings', () => {
    const value = { a: '\u0000int64:abc:5', b: '9007199254740993' }
    expect(stringifyJson(value)).toBe(JSON.stringify(value))
  })

  it('writes a body without bigints exactly as JSON.stringify does', () => {
    // The usual case, every POST body: digits, NULs and escapes in strings stay.
    const value = {
      name: 'Bench "animal" 9007199254740993',
      categoryId: 3,
      status: 'available',
      tags: [{ id: 1, name: '\u0000int64:x:42' }],
      photoUrls: [],
    }
    expect(stringifyJson(value)).toBe(JSON.stringify(value))
    expect(stringifyJson([1, '2', null])).toBe('[1,"2",null]')
  })

  it('unquotes only the bigints in a value that mixes them with strings', () => {
    expect(
      stringifyJson({
        id: 9007199254740993n,
        name: '9007199254740993',
        note: '\u0000int64:abc:5',
        n: [1n, -2n],
      }),
    ).toBe(
      '{"id":9007199254740993,"name":"9007199254740993","note":"\\u0000int64:abc:5","n":[1,-2]}',
    )
  })

  it('writes each import body’s bigint category id as a number, call after call', () => {
    // The marker and its pattern are made once a page: later calls reuse them.
    for (const categoryId of [1n, 42n, -7n, 9007199254740993n])
      expect(
        stringifyJson({ name: 'Atlas', categoryId, status: 'available' }),
      ).toBe(`{"name":"Atlas","categoryId":${categoryId},"status":"available"}`)
  })

  it('writes null for undefined instead of returning nothing', () => {
    expect(stringifyJson(undefined)).toBe('null')
  })

  it('round-trips big ids exactly through parseJson', async () => {
    const value = { id: 9007199254740993n, categoryId: 2, name: 'x' }
    expect(await parseJson(stringifyJson(value))).toEqual(value)
  })
})
