import {
  GET_PET_REMOVAL,
  isGetPetRemoved,
  readDeprecationDate,
  timeUntilRemoval,
} from './deprecation'

const at = (iso: string) => new Date(iso).getTime()

describe('GET /pets/{petId} removal', () => {
  it('is removed from 5 December 2030 00:00 UTC on, not a moment before', () => {
    expect(GET_PET_REMOVAL.toISOString()).toBe('2030-12-05T00:00:00.000Z')
    expect(isGetPetRemoved(at('2030-12-04T23:59:59.999Z'))).toBe(false)
    expect(isGetPetRemoved(at('2030-12-05T00:00:00.000Z'))).toBe(true)
    expect(isGetPetRemoved(at('2031-01-01T00:00:00Z'))).toBe(true)
  })

  it.each([
    ['2026-11-21T10:00:00Z', { years: 4, months: 0 }],
    ['2026-10-01T00:00:00Z', { years: 4, months: 2 }],
    ['2029-12-05T00:00:00Z', { years: 1, months: 0 }],
    ['2030-06-10T00:00:00Z', { years: 0, months: 5 }],
    ['2030-11-01T00:00:00Z', { days: 34 }],
    ['2030-12-04T12:00:00Z', { days: 1 }],
    ['2030-12-05T00:00:00Z', { days: 0 }],
  ])('on %s the time left is %o', (now, left) => {
    expect(timeUntilRemoval(at(now))).toEqual(left)
  })
})

describe('readDeprecationDate', () => {
  it('reads RFC 9745 @epoch and HTTP-dates, and nothing else', () => {
    expect(readDeprecationDate('@1767225600')?.toISOString()).toBe(
      '2026-01-01T00:00:00.000Z',
    )
    expect(
      readDeprecationDate('Thu, 01 Jan 2026 00:00:00 GMT')?.toISOString(),
    ).toBe('2026-01-01T00:00:00.000Z')
    expect(readDeprecationDate('true')).toBeNull()
    expect(readDeprecationDate(null)).toBeNull()
  })
})
