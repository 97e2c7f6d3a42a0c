import { createFaults, type Fault } from './faults'

const serverError: Fault = { kind: 'server-error' }
const unauthorized: Fault = { kind: 'unauthorized' }
const slow: Fault = { kind: 'slow', seconds: 2 }

describe('faults', () => {
  it('add, list, remove and clear', () => {
    const faults = createFaults()
    faults.add(serverError)
    faults.add(slow, Infinity)
    expect(faults.list()).toEqual([serverError, slow])
    faults.remove('server-error')
    expect(faults.list()).toEqual([slow])
    faults.clear()
    expect(faults.list()).toEqual([])
  })

  it('adding a kind again replaces it, with its new settings and count', () => {
    const faults = createFaults()
    faults.add({ kind: 'slow', seconds: 1 }, 2)
    faults.add({ kind: 'slow', seconds: 5 }, Infinity)
    expect(faults.snapshot()).toEqual([
      { fault: { kind: 'slow', seconds: 5 }, remaining: Infinity },
    ])
  })

  it('take uses a fault up after its count of requests; Infinity stays', () => {
    const faults = createFaults()
    faults.add(serverError, 2)
    faults.add(slow, Infinity)
    expect(faults.take()).toEqual([slow, serverError])
    expect(faults.take()).toEqual([slow, serverError])
    expect(faults.take()).toEqual([slow])
    expect(faults.list()).toEqual([slow])
  })

  it('take gives one answering fault per request; the others wait their turn', () => {
    const faults = createFaults()
    faults.add(serverError)
    faults.add(unauthorized)
    expect(faults.take()).toEqual([serverError])
    expect(faults.list()).toEqual([unauthorized])
    expect(faults.take()).toEqual([unauthorized])
    expect(faults.take()).toEqual([])
  })

  it('a fault for the next request goes before one that stays on', () => {
    const faults = createFaults()
    faults.add(serverError, Infinity)
    faults.add(unauthorized)
    expect(faults.take()).toEqual([unauthorized])
    expect(faults.take()).toEqual([serverError])
    expect(faults.list()).toEqual([serverError])
  })

  it('slow comes first so the delay happens before the answer', () => {
    const faults = createFaults()
    faults.add(serverError)
    faults.add(slow)
    expect(faults.take()).toEqual([slow, serverError])
    expect(faults.list()).toEqual([])
  })
})

describe('faults: subscribe and snapshot', () => {
  it('notifies on add, remove, clear and when take uses a fault up', () => {
    const faults = createFaults()
    const listener = vi.fn()
    faults.subscribe(listener)
    faults.add(serverError)
    expect(listener).toHaveBeenCalledTimes(1)
    faults.remove('server-error')
    expect(listener).toHaveBeenCalledTimes(2)
    faults.add(unauthorized)
    faults.take()
    expect(listener).toHaveBeenCalledTimes(4)
    expect(faults.snapshot()).toEqual([])
    faults.add(serverError)
    faults.clear()
    expect(listener).toHaveBeenCalledTimes(6)
  })

  it('does not notify when nothing changed', () => {
    const faults = createFaults()
    faults.add(slow, Infinity)
    const listener = vi.fn()
    faults.subscribe(listener)
    faults.remove('server-error')
    faults.take()
    faults.take()
    expect(listener).not.toHaveBeenCalled()
    faults.clear()
    faults.clear()
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('notifies when take counts a fault down without using it up', () => {
    const faults = createFaults()
    faults.add(serverError, 3)
    const listener = vi.fn()
    faults.subscribe(listener)
    faults.take()
    expect(listener).toHaveBeenCalledTimes(1)
    expect(faults.snapshot()).toEqual([{ fault: serverError, remaining: 2 }])
  })

  it('keeps the same snapshot until something changes', () => {
    const faults = createFaults()
    const empty = faults.snapshot()
    expect(faults.snapshot()).toBe(empty)
    faults.add(slow, Infinity)
    const armed = faults.snapshot()
    expect(armed).not.toBe(empty)
    expect(armed).toEqual([{ fault: slow, remaining: Infinity }])
    faults.take()
    faults.list()
    expect(faults.snapshot()).toBe(armed)
  })

  it('unsubscribe stops the notices, for that listener only', () => {
    const faults = createFaults()
    const gone = vi.fn()
    const staying = vi.fn()
    const unsubscribe = faults.subscribe(gone)
    faults.subscribe(staying)
    unsubscribe()
    faults.add(serverError)
    expect(gone).not.toHaveBeenCalled()
    expect(staying).toHaveBeenCalledTimes(1)
  })

  it('listeners see the new state when called', () => {
    const faults = createFaults()
    const seen: string[][] = []
    faults.subscribe(() =>
      seen.push(faults.snapshot().map((item) => item.fault.kind)),
    )
    faults.add(serverError)
    faults.take()
    expect(seen).toEqual([['server-error'], []])
  })
})

describe('a fault that names its request', () => {
  const target = (method: string, path: string, query = '') => ({
    method,
    path,
    query: new URLSearchParams(query),
  })

  it('hits only a request with that method, path and query; others pass untouched', () => {
    const faults = createFaults()
    faults.add(unauthorized, 1, {
      method: 'GET',
      path: '/pets',
      query: { status: 'pending' },
    })
    expect(faults.take(target('GET', '/pets', 'limit=20'))).toEqual([])
    expect(faults.take(target('POST', '/pets'))).toEqual([])
    expect(faults.take(target('GET', '/pets/5', 'status=pending'))).toEqual([])
    expect(faults.list()).toEqual([unauthorized])
    expect(
      faults.take(target('GET', '/pets', 'limit=20&status=pending')),
    ).toEqual([unauthorized])
    expect(faults.list()).toEqual([])
  })

  it('a fault without a name hits the next request, as before', () => {
    const faults = createFaults()
    faults.add(serverError)
    expect(faults.take(target('GET', '/pets/5'))).toEqual([serverError])
  })
})
