import { beforeEach, describe, expect, it, vi } from 'vitest'
import { limitsFor, PLAN_TABLE, type PlanSettings } from './plan'
import { readLimitText, savePlan as saveIn } from './plan.view'
import { testTabs } from '../../test/test-tabs'

const PLAN_KEY = 'adoption-desk:plan'

/** Each test's own desk, whose plan store reads what it saves (decision 032). */
let plan = testTabs().plan
beforeEach(() => {
  plan = testTabs().plan
})
const getPlan = () => plan.get()
const getPlanLimits = () => plan.limits()
const savePlan = (next: PlanSettings) => saveIn(plan, next)

describe('the plan table', () => {
  it('has the interface limits', () => {
    expect(PLAN_TABLE).toEqual({
      free: { perMinute: 60, perDay: 1_000 },
      pro: { perMinute: 300, perDay: 10_000 },
      business: { perMinute: 1_000, perDay: 100_000 },
    })
  })
})

describe('the saved plan', () => {
  it('defaults to Free, the strictest', () => {
    expect(getPlan()).toEqual({ plan: 'free' })
    expect(getPlanLimits()).toEqual({
      plan: 'free',
      perMinute: 60,
      perDay: 1_000,
      usingFreeFallback: false,
    })
  })

  it('saves to localStorage, notifies, and gives the plan its limits', () => {
    const listener = vi.fn()
    const stop = plan.subscribe(listener)
    savePlan({ plan: 'business' })
    stop()
    expect(listener).toHaveBeenCalledTimes(1)
    expect(JSON.parse(localStorage.getItem(PLAN_KEY) ?? '')).toEqual({
      plan: 'business',
    })
    expect(getPlanLimits()).toMatchObject({ perMinute: 1_000, perDay: 100_000 })
  })

  it('returns the same snapshot objects until the plan changes', () => {
    savePlan({ plan: 'pro' })
    const plan = getPlan()
    const limits = getPlanLimits()
    expect(getPlan()).toBe(plan)
    expect(getPlanLimits()).toBe(limits)
    savePlan({ plan: 'free' })
    expect(getPlanLimits()).not.toBe(limits)
  })

  it('uses the agreed Enterprise numbers', () => {
    savePlan({ plan: 'enterprise', perMinute: 5_000, perDay: 2_000_000 })
    expect(getPlanLimits()).toEqual({
      plan: 'enterprise',
      perMinute: 5_000,
      perDay: 2_000_000,
      usingFreeFallback: false,
    })
  })

  it("falls back to Free's limits, and says so, while an Enterprise number is missing", () => {
    savePlan({ plan: 'enterprise' })
    expect(getPlanLimits()).toEqual({
      plan: 'enterprise',
      perMinute: 60,
      perDay: 1_000,
      usingFreeFallback: true,
    })
    expect(limitsFor({ plan: 'enterprise', perMinute: 500 })).toEqual({
      plan: 'enterprise',
      perMinute: 500,
      perDay: 1_000,
      usingFreeFallback: true,
    })
  })

  it('ignores Enterprise numbers on another plan, but keeps them', () => {
    savePlan({ plan: 'pro', perMinute: 5_000, perDay: 9 })
    expect(getPlanLimits()).toMatchObject({ perMinute: 300, perDay: 10_000 })
    expect(getPlan()).toEqual({ plan: 'pro', perMinute: 5_000, perDay: 9 })
  })

  it.each([
    ['a fraction', { plan: 'enterprise', perMinute: 1.5 }],
    ['zero', { plan: 'enterprise', perDay: 0 }],
    ['a negative number', { plan: 'enterprise', perMinute: -3 }],
    ['an unknown plan', { plan: 'gold' }],
  ])('refuses to save %s, keeping what was saved', (_label, settings) => {
    savePlan({ plan: 'pro' })
    expect(() => savePlan(settings as never)).toThrow(TypeError)
    expect(getPlan()).toEqual({ plan: 'pro' })
    expect(JSON.parse(localStorage.getItem(PLAN_KEY) ?? '')).toEqual({
      plan: 'pro',
    })
  })

  it('reads a plan saved by another tab', () => {
    const listener = vi.fn()
    const stop = plan.subscribe(listener)
    localStorage.setItem(PLAN_KEY, JSON.stringify({ plan: 'pro' }))
    window.dispatchEvent(new StorageEvent('storage', { key: PLAN_KEY }))
    stop()
    expect(listener).toHaveBeenCalledTimes(1)
    expect(getPlanLimits().perMinute).toBe(300)
  })

  it.each([
    ['not JSON', '{plan', { plan: 'free' }],
    ['an unknown plan', '{"plan":"gold"}', { plan: 'free' }],
    ['a list', '["pro"]', { plan: 'free' }],
    [
      'one bad number',
      '{"plan":"enterprise","perMinute":"lots","perDay":5000}',
      { plan: 'enterprise', perDay: 5_000 },
    ],
  ])('reads stored %s safely', (_label, raw, expected) => {
    localStorage.setItem(PLAN_KEY, raw)
    expect(getPlan()).toEqual(expected)
  })
})

describe('readLimitText (Settings → Plan words its codes)', () => {
  it.each([
    ['2000', 2_000],
    [' 75 ', 75],
    ['10,000', 10_000],
    ['1 000 000', 1_000_000],
    ['1', 1],
  ])('reads %j as %d', (text, value) => {
    expect(readLimitText(text)).toEqual({ value, problem: null })
  })

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['0', 'too-small'],
    ['-5', 'too-small'],
    ['2.5', 'not-whole'],
    ['1,0,0', 'not-whole'],
    ['1e3', 'not-whole'],
    ['lots', 'not-whole'],
    ['99999999999999999999', 'too-large'],
  ])('refuses %j: %s', (text, problem) => {
    expect(readLimitText(text)).toEqual({ value: null, problem })
  })
})
