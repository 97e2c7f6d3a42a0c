// A transaction's outcome as a promise: what its body set, once the
// transaction completes (a write is stored only then), or a rejection when
// it aborts or the body set nothing. Shared by the Activity log and the
// import's storage, whose transactions resolve the same way.

export function transactionResult<T>(
  transaction: IDBTransaction,
  body: (done: (value: T) => void) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let value: { set: T } | null = null
    transaction.oncomplete = () =>
      value ? resolve(value.set) : reject(new Error('IndexedDB'))
    transaction.onabort = transaction.onerror = () =>
      reject(transaction.error ?? new Error('IndexedDB'))
    body((set) => {
      value = { set }
    })
  })
}
