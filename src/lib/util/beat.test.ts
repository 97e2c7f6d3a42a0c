import { describe, expect, it } from 'vitest'
import { untilBeat, within } from './beat'

describe('untilBeat', () => {
  it('is the time to the clock’s next multiple of the beat, a whole beat when on one', () => {
    expect(untilBeat(1_000, 12_345)).toBe(655)
    expect(untilBeat(1_000, 12_999)).toBe(1)
    expect(untilBeat(1_000, 13_000)).toBe(1_000)
    expect(untilBeat(500, 13_250)).toBe(250)
  })
})

describe('within', () => {
  it('holds from the moment up to the span’s end, and not before the moment (a clock set back)', () => {
    expect(within(1_000, 1_000, 500)).toBe(true)
    expect(within(1_499, 1_000, 500)).toBe(true)
    expect(within(1_500, 1_000, 500)).toBe(false)
    expect(within(999, 1_000, 500)).toBe(false)
    expect(within(0, Number.NEGATIVE_INFINITY, 500)).toBe(false)
  })
})
