import type { Answer, Transport } from './request-parts'
import type { FromWorker, ToWorker } from './worker-requests'
import { abortReason } from './until-aborted'

// A running import sends a request every 60 ms on the fastest plan, and on
// the page each one costs the main thread the browser's loader work: about
// a sixth of all the import costs it (issue 31, decision 047). A dedicated
// worker sends them instead, and the page gets each answer as a copy. The
// worker starts at the first request. Where it cannot start (a tab of an
// earlier deploy whose worker file is gone), nothing went through it, so
// the page sends with fetch itself.

/** The part of a Worker this uses (a fake in tests). */
export interface NetworkWorker {
  postMessage: (message: ToWorker) => void
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<FromWorker>) => void,
  ): void
  addEventListener(type: 'error', listener: () => void): void
  terminate: () => void
}

const startNetworkWorker = (): NetworkWorker =>
  new Worker(new URL('./network-worker.ts', import.meta.url), {
    type: 'module',
    name: 'adoption-desk-requests',
  })

interface Pending {
  resolve: (answer: Answer) => void
  reject: (error: unknown) => void
  url: string
  init: RequestInit
  signal: AbortSignal | null
  posted: boolean
}

/** The answer as the worker read it: what the client reads of a Response. */
function answerOf(reply: Extract<FromWorker, { status: number }>): Answer {
  return {
    status: reply.status,
    type: reply.type,
    headers: new Headers(reply.headers),
    text: () => Promise.resolve(reply.text),
  }
}

/**
 * Sends through a dedicated worker, started at the first request; with
 * `send` (fetch) where it cannot start.
 */
export function workerTransport(
  start: () => NetworkWorker = startNetworkWorker,
  send: typeof fetch = fetch,
): Transport<Answer> {
  let worker: NetworkWorker | null = null
  let state: 'idle' | 'starting' | 'ready' | 'failed' = 'idle'
  let nextId = 0
  const pending = new Map<number, Pending>()

  const sendHere = (request: Pending) =>
    send(request.url, { ...request.init, signal: request.signal }).then(
      request.resolve,
      request.reject,
    )

  function post(id: number, request: Pending) {
    try {
      worker?.postMessage({ id, url: request.url, init: request.init })
      request.posted = true
    } catch {
      // Not posted (a body the worker cannot be given): nothing went out.
      pending.delete(id)
      void sendHere(request)
    }
  }

  /** The worker failed: a request it was given may have gone out; the others go with fetch. */
  function fail() {
    state = 'failed'
    worker?.terminate()
    for (const [id, request] of pending) {
      pending.delete(id)
      if (request.posted) request.reject(new TypeError('Failed to fetch'))
      else void sendHere(request)
    }
  }

  function onMessage({ data }: MessageEvent<FromWorker>) {
    if ('ready' in data) {
      state = 'ready'
      for (const [id, request] of pending) post(id, request)
      return
    }
    const request = pending.get(data.id)
    // Stopped meanwhile: its promise is settled already.
    if (!request) return
    pending.delete(data.id)
    if ('failed' in data) request.reject(new TypeError(data.failed.message))
    else request.resolve(answerOf(data))
  }

  function begin() {
    state = 'starting'
    try {
      worker = start()
    } catch {
      state = 'failed'
      return
    }
    worker.addEventListener('message', onMessage)
    worker.addEventListener('error', fail)
  }

  return (url, init) =>
    new Promise<Answer>((resolve, reject) => {
      const { signal = null, ...rest } = init
      if (signal?.aborted) return reject(abortReason(signal))
      if (state === 'idle') begin()
      const { headers } = rest
      const request: Pending = {
        resolve,
        reject,
        url,
        // A Headers object cannot be posted; its entries can.
        init:
          headers instanceof Headers
            ? { ...rest, headers: [...headers] }
            : rest,
        signal,
        posted: false,
      }
      if (state === 'failed') return void sendHere(request)
      const id = nextId++
      pending.set(id, request)
      signal?.addEventListener(
        'abort',
        () => {
          if (!pending.delete(id)) return
          if (request.posted) worker?.postMessage({ id, stop: true })
          reject(abortReason(signal))
        },
        { once: true },
      )
      if (state === 'ready') post(id, request)
    })
}
