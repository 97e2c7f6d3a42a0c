// Web Locks as Chromium grants them, for unit tests: one manager for the
// browser, exclusive and shared modes, `ifAvailable`, `signal`, granted in
// request order (a shared request waits behind an earlier exclusive one),
// and `query()` telling held from pending. A lock is held until its
// callback's promise settles.

interface Request {
  name: string
  mode: LockMode
  grant: () => void
}

export function createFakeLocks(): LockManager {
  const held: { name: string; mode: LockMode }[] = []
  const queue: Request[] = []

  const grantable = (name: string, mode: LockMode, ahead: Request[]) =>
    !ahead.some((request) => request.name === name) &&
    held.every(
      (lock) =>
        lock.name !== name || (mode === 'shared' && lock.mode === 'shared'),
    )

  function pump() {
    for (let index = 0; index < queue.length; index += 1) {
      const request = queue[index]
      if (!request) continue
      if (!grantable(request.name, request.mode, queue.slice(0, index)))
        continue
      queue.splice(index, 1)
      index -= 1
      request.grant()
    }
  }

  async function hold<T>(
    name: string,
    mode: LockMode,
    callback: (lock: Lock | null) => T,
  ) {
    const lock = { name, mode }
    held.push(lock)
    try {
      return await callback(lock)
    } finally {
      held.splice(held.indexOf(lock), 1)
      pump()
    }
  }

  return {
    request(name: string, ...args: unknown[]) {
      const callback = args.at(-1) as (lock: Lock | null) => unknown
      const options = (args.length > 1 ? args[0] : {}) as LockOptions
      const mode = options.mode ?? 'exclusive'
      if (options.ifAvailable) {
        return grantable(name, mode, queue)
          ? hold(name, mode, callback)
          : Promise.resolve().then(() => callback(null))
      }
      return new Promise<unknown>((resolve, reject) => {
        const request: Request = {
          name,
          mode,
          grant: () => void hold(name, mode, callback).then(resolve, reject),
        }
        options.signal?.addEventListener('abort', () => {
          const index = queue.indexOf(request)
          if (index < 0) return
          queue.splice(index, 1)
          reject(options.signal?.reason as Error)
        })
        queue.push(request)
        pump()
      })
    },
    query: () =>
      Promise.resolve({
        held: held.map((lock) => ({ ...lock, clientId: 'tab' })),
        pending: queue.map(({ name, mode }) => ({
          name,
          mode,
          clientId: 'tab',
        })),
      }),
  } as LockManager
}
