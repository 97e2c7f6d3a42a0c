import { describe, expect, it, vi } from 'vitest'
import { abortReason, createStore } from './store'

describe('createStore', () => {
  it('gives the initial value, then what was set, telling subscribers', () => {
    const store = createStore(1)
    const listener = vi.fn()
    store.subscribe(listener)
    expect(store.get()).toBe(1)
    store.set(2)
    expect(store.get()).toBe(2)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('skips a set that changes nothing (Object.is)', () => {
    const value = { a: 1 }
    const store = createStore<unknown>(value)
    const listener = vi.fn()
    store.subscribe(listener)
    store.set(value)
    store.set({ a: 1 })
    expect(listener).toHaveBeenCalledTimes(1)
    const nan = createStore(Number.NaN)
    nan.subscribe(listener)
    nan.set(Number.NaN)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('stops telling a listener once it unsubscribes', () => {
    const store = createStore('a')
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    unsubscribe()
    store.set('b')
    expect(listener).not.toHaveBeenCalled()
  })

  it('tells every listener of a change even when one unsubscribes another meanwhile', () => {
    const store = createStore(0)
    const second = vi.fn()
    const stops: (() => void)[] = []
    store.subscribe(() => stops.forEach((stop) => stop()))
    stops.push(store.subscribe(second))
    store.set(1)
    expect(second).toHaveBeenCalledTimes(1)
    store.set(2)
    expect(second).toHaveBeenCalledTimes(1)
  })
})

describe('abortReason', () => {
  it('is the signal’s reason when that is an Error', () => {
    const reason = new Error('navigated away')
    expect(abortReason(AbortSignal.abort(reason))).toBe(reason)
  })

  it.each([
    ['a reason that is not an Error', AbortSignal.abort('no')],
    ['no signal', undefined],
  ])('is an AbortError with %s', (_label, signal) => {
    const error = abortReason(signal)
    expect(error).toBeInstanceOf(DOMException)
    expect(error).toMatchObject({ name: 'AbortError' })
  })
})
