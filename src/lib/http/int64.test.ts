import { describe, expect, it } from 'vitest'
import { int64Schema, int64TextSchema, toInt64String } from './int64'

const INT64_MAX = '9223372036854775807'
const INT64_MIN = '-9223372036854775808'
const MESSAGE =
  'Must be a whole number between -9223372036854775808 and 9223372036854775807'

describe('toInt64String', () => {
  it.each([
    [0, '0'],
    [-0, '0'],
    [42, '42'],
    [-42, '-42'],
    [Number.MAX_SAFE_INTEGER, '9007199254740991'],
    [Number.MIN_SAFE_INTEGER, '-9007199254740991'],
  ])('keeps the safe integer %s as %s', (value, expected) => {
    expect(toInt64String(value)).toBe(expected)
  })

  it.each([
    ['2^53, which may already have lost digits', 2 ** 53],
    ['a fraction', 1.5],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['1e20', 1e20],
  ])('rejects the number %s', (_label, value) => {
    expect(toInt64String(value)).toBeNull()
  })

  it.each([
    [9007199254740993n, '9007199254740993'],
    [9223372036854775807n, INT64_MAX],
    [-9223372036854775808n, INT64_MIN],
    [0n, '0'],
  ])('keeps the bigint %s exact', (value, expected) => {
    expect(toInt64String(value)).toBe(expected)
  })

  it.each([9223372036854775808n, -9223372036854775809n, 2n ** 64n])(
    'rejects the bigint %s outside the int64 range',
    (value) => {
      expect(toInt64String(value)).toBeNull()
    },
  )

  it.each([
    ['42', '42'],
    ['  42  ', '42'],
    ['-42', '-42'],
    ['007', '7'],
    ['-0', '0'],
    ['9007199254740993', '9007199254740993'],
    [INT64_MAX, INT64_MAX],
    [INT64_MIN, INT64_MIN],
  ])('reads the text %j as %s', (value, expected) => {
    expect(toInt64String(value)).toBe(expected)
  })

  it.each([
    '',
    '   ',
    '9223372036854775808',
    '-9223372036854775809',
    '1.0',
    '1e3',
    '+1',
    '0x10',
    '12 34',
    'abc',
    '-',
  ])('rejects the text %j', (value) => {
    expect(toInt64String(value)).toBeNull()
  })

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['true', true],
    ['an object', { id: 1 }],
    ['an array', [1]],
  ])('rejects %s', (_label, value) => {
    expect(toInt64String(value)).toBeNull()
  })
})

describe('int64Schema (ids as they arrive in JSON)', () => {
  it('turns safe numbers and bigints into exact strings', () => {
    expect(int64Schema.parse(7)).toBe('7')
    expect(int64Schema.parse(9007199254740993n)).toBe('9007199254740993')
    expect(int64Schema.parse(9223372036854775807n)).toBe(INT64_MAX)
    expect(int64Schema.parse(-9223372036854775808n)).toBe(INT64_MIN)
  })

  it('rejects values outside int64 with the range message', () => {
    const result = int64Schema.safeParse(9223372036854775808n)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(MESSAGE)
  })

  it('rejects numbers that are not safe integers', () => {
    expect(int64Schema.safeParse(2 ** 53).success).toBe(false)
    expect(int64Schema.safeParse(1.5).success).toBe(false)
  })

  it('rejects strings: in JSON an id is a number', () => {
    expect(int64Schema.safeParse('42').success).toBe(false)
  })
})

describe('int64TextSchema (ids typed by a person)', () => {
  it('keeps typed ids exact, trimmed', () => {
    expect(int64TextSchema.parse(' 9007199254740993 ')).toBe('9007199254740993')
    expect(int64TextSchema.parse(INT64_MIN)).toBe(INT64_MIN)
  })

  it.each(['abc', '1.5', '9223372036854775808', ''])(
    'rejects %j with the range message',
    (value) => {
      const result = int64TextSchema.safeParse(value)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(MESSAGE)
    },
  )

  it('rejects numbers', () => {
    expect(int64TextSchema.safeParse(42).success).toBe(false)
  })
})
