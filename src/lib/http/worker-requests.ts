// The protocol between the page and the worker that sends a running
// import's requests (worker-transport.ts, network-worker.ts): the page posts
// a request, the worker sends it with fetch and posts back a copy of the
// answer, read whole. Nothing is kept between requests.

/** Page → worker: send one request, or stop one still under way. */
export type ToWorker =
  { id: number; url: string; init: RequestInit } | { id: number; stop: true }

/** Worker → page: it is running; or a request's answer, or why there is none. */
export type FromWorker =
  | { ready: true }
  | {
      id: number
      status: number
      type: ResponseType
      headers: [string, string][]
      text: string
    }
  | { id: number; failed: { name: string; message: string } }

/** What a worker's scope offers the code that answers (the page gives a fake in tests). */
export interface WorkerScope {
  postMessage: (message: FromWorker) => void
  addEventListener: (
    type: 'message',
    listener: (event: MessageEvent<ToWorker>) => void,
  ) => void
}

/** Answers the page's requests in the worker, with `send` (fetch), and says it is ready. */
export function answerRequests(
  scope: WorkerScope,
  send: typeof fetch = fetch,
): void {
  const sending = new Map<number, AbortController>()
  scope.addEventListener('message', ({ data }) => {
    if ('stop' in data) {
      sending.get(data.id)?.abort()
      return
    }
    const controller = new AbortController()
    sending.set(data.id, controller)
    void (async () => {
      try {
        const response = await send(data.url, {
          ...data.init,
          signal: controller.signal,
        })
        const text = await response.text()
        scope.postMessage({
          id: data.id,
          status: response.status,
          type: response.type,
          headers: [...response.headers],
          text,
        })
      } catch (error) {
        const { name, message } =
          error instanceof Error ? error : new Error(String(error))
        scope.postMessage({ id: data.id, failed: { name, message } })
      } finally {
        sending.delete(data.id)
      }
    })()
  })
  scope.postMessage({ ready: true })
}
