import { vi } from 'vitest'

/**
 * What storage work the code under test does, counted as it happens: each
 * IndexedDB transaction begun (`store+store:mode`), the rows `getAll` read
 * per store, each message posted to another tab, and the characters put
 * into IndexedDB (as JSON) or Web Storage. For the cost tests, which hold
 * that the work of one step does not grow with what is stored.
 */
export interface StorageWork {
  transactions: string[]
  rowsRead: Record<string, number>
  messages: unknown[]
  chars: number
}

/**
 * Starts counting into a fresh `StorageWork`, which `clear()` empties again;
 * `vi.restoreAllMocks()` (in the test's afterEach) stops it.
 */
export function watchStorageWork(): StorageWork & { clear: () => void } {
  const work = {
    transactions: [] as string[],
    rowsRead: {} as Record<string, number>,
    messages: [] as unknown[],
    chars: 0,
    clear() {
      work.transactions = []
      work.rowsRead = {}
      work.messages = []
      work.chars = 0
    },
  }
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with each database as `this`
  const transaction = IDBDatabase.prototype.transaction
  vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (
    this: IDBDatabase,
    names: string | Iterable<string>,
    mode?: IDBTransactionMode,
  ) {
    const scope = typeof names === 'string' ? [names] : [...names]
    work.transactions.push(`${scope.join('+')}:${mode ?? 'readonly'}`)
    return transaction.call(this, names, mode)
  })
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with each store as `this`
  const getAll = IDBObjectStore.prototype.getAll
  vi.spyOn(IDBObjectStore.prototype, 'getAll').mockImplementation(function (
    this: IDBObjectStore,
    query?: IDBValidKey | IDBKeyRange | null,
    count?: number,
  ) {
    const request = getAll.call(this, query, count)
    request.addEventListener('success', () => {
      work.rowsRead[this.name] =
        (work.rowsRead[this.name] ?? 0) + request.result.length
    })
    return request
  })
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with each channel as `this`
  const postMessage = BroadcastChannel.prototype.postMessage
  vi.spyOn(BroadcastChannel.prototype, 'postMessage').mockImplementation(
    function (this: BroadcastChannel, message: unknown) {
      work.messages.push(message)
      postMessage.call(this, message)
    },
  )
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with each store as `this`
  const put = IDBObjectStore.prototype.put
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
    this: IDBObjectStore,
    value: unknown,
    key?: IDBValidKey,
  ) {
    work.chars += JSON.stringify(value).length
    return put.call(this, value, key)
  })
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with each storage as `this`
  const setItem = Storage.prototype.setItem
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
    this: Storage,
    key: string,
    value: string,
  ) {
    work.chars += value.length
    setItem.call(this, key, value)
  })
  return work
}
