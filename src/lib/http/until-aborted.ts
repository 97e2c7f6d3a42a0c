// A transport that is not `fetch` must still stop waiting the moment its
// request is aborted (the client's timeout, a cancel), as fetch does, even
// while the work behind it carries on.

/**
 * What fetch rejects with on abort: the signal's reason, which abort() with
 * no argument makes an AbortError DOMException.
 */
export function abortReason(signal: AbortSignal): Error {
  return signal.reason as Error
}

/** `promise`, or a rejection as soon as `signal` aborts, whichever comes first. */
export function untilAborted<T>(
  promise: Promise<T>,
  signal: AbortSignal | null | undefined,
): Promise<T> {
  if (!signal) return promise
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal))
    if (signal.aborted) onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => {
      signal.removeEventListener('abort', onAbort)
    })
  })
}
