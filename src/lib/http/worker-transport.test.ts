import { describe, expect, it, vi } from 'vitest'
import { type NetworkWorker, workerTransport } from './worker-transport'
import {
  answerRequests,
  type FromWorker,
  type ToWorker,
  type WorkerScope,
} from './worker-requests'

// The import's requests go from a dedicated worker (decision 047). Here the
// worker is answerRequests on a scope of our own, its messages copied with
// structuredClone and delivered a task later, as a worker's are.

const URL_ = 'https://api.example/v1/pets'
const INIT: RequestInit = {
  method: 'POST',
  headers: {
    Authorization: 'Bearer sk_live_1',
    'Content-Type': 'application/json',
  },
  body: '{"name":"Rex"}',
  redirect: 'manual',
}

const later = (run: () => void) => void setTimeout(run, 0)

function worker(options: { sendInWorker: typeof fetch; starts?: boolean }) {
  const toPage = new Set<(event: MessageEvent<FromWorker>) => void>()
  const errors = new Set<() => void>()
  let toWorker: ((event: MessageEvent<ToWorker>) => void) | null = null
  let terminated = false
  const scope: WorkerScope = {
    postMessage: (message) => {
      const copy = structuredClone(message)
      later(() => {
        if (!terminated)
          toPage.forEach((listener) =>
            listener({ data: copy } as MessageEvent<FromWorker>),
          )
      })
    },
    addEventListener: (_type, listener) => (toWorker = listener),
  }
  const fake: NetworkWorker = {
    postMessage: (message) => {
      const copy = structuredClone(message)
      later(() => {
        if (!terminated) toWorker?.({ data: copy } as MessageEvent<ToWorker>)
      })
    },
    addEventListener: (type: 'message' | 'error', listener: never) =>
      (type === 'message' ? toPage : errors).add(listener),
    terminate: () => (terminated = true),
  }
  const start = vi.fn(() => {
    later(() =>
      options.starts === false
        ? errors.forEach((listener) => listener())
        : answerRequests(scope, options.sendInWorker),
    )
    return fake
  })
  return { start, fail: () => errors.forEach((listener) => listener()) }
}

const created = () =>
  Promise.resolve(
    new Response('{"id":1}', {
      status: 201,
      headers: {
        'RateLimit-Remaining': '9',
        'Content-Type': 'application/json',
      },
    }),
  )

describe('workerTransport', () => {
  it('sends from the worker and answers with a copy: status, type, headers and body', async () => {
    const sendInWorker = vi.fn<typeof fetch>(created)
    const sendHere = vi.fn(created)
    const { start } = worker({ sendInWorker })
    const transport = workerTransport(start, sendHere)
    expect(start).not.toHaveBeenCalled()

    const answer = await transport(URL_, INIT)

    expect(answer.status).toBe(201)
    expect(answer.type).toBe('default')
    expect(answer.headers.get('ratelimit-remaining')).toBe('9')
    expect(await answer.text()).toBe('{"id":1}')
    expect(sendHere).not.toHaveBeenCalled()
    expect(sendInWorker).toHaveBeenCalledTimes(1)
    const [url, init = {}] = sendInWorker.mock.calls[0] ?? []
    expect(url).toBe(URL_)
    expect(init).toMatchObject({
      method: 'POST',
      body: INIT.body,
      redirect: 'manual',
    })
    expect(init.headers).toEqual(INIT.headers)
  })

  it('starts one worker, at the first request; those made while it starts go once it is ready', async () => {
    const sendInWorker = vi.fn<typeof fetch>(created)
    const { start } = worker({ sendInWorker })
    const transport = workerTransport(start, vi.fn(created))

    const answers = await Promise.all(
      [1, 2, 3].map(() => transport(URL_, INIT)),
    )

    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
    expect(start).toHaveBeenCalledTimes(1)
    expect(sendInWorker).toHaveBeenCalledTimes(3)
  })

  it('posts a Headers object as its entries', async () => {
    const sendInWorker = vi.fn<typeof fetch>(created)
    const transport = workerTransport(
      worker({ sendInWorker }).start,
      vi.fn(created),
    )

    await transport(URL_, {
      ...INIT,
      headers: new Headers({ Accept: 'application/json' }),
    })

    const init = sendInWorker.mock.calls[0]?.[1] ?? {}
    expect(new Headers(init.headers).get('accept')).toBe('application/json')
  })

  it('a worker that cannot start sent nothing: the page sends each request itself, once', async () => {
    const sendInWorker = vi.fn<typeof fetch>(created)
    const sendHere = vi.fn(created)
    const transport = workerTransport(
      worker({ sendInWorker, starts: false }).start,
      sendHere,
    )

    const answers = await Promise.all([
      transport(URL_, INIT),
      transport(URL_, INIT),
    ])
    await transport(URL_, INIT)

    expect(answers.map((answer) => answer.status)).toEqual([201, 201])
    expect(sendInWorker).not.toHaveBeenCalled()
    expect(sendHere).toHaveBeenCalledTimes(3)
  })

  it('a request the worker took when it failed may have gone: it fails as fetch would, and is not sent again', async () => {
    const sendInWorker = vi.fn(() => new Promise<Response>(() => undefined))
    const sendHere = vi.fn(created)
    const { start, fail } = worker({ sendInWorker })
    const transport = workerTransport(start, sendHere)

    const first = transport(URL_, INIT)
    await vi.waitFor(() => expect(sendInWorker).toHaveBeenCalledTimes(1))
    fail()

    await expect(first).rejects.toBeInstanceOf(TypeError)
    expect(sendHere).not.toHaveBeenCalled()
    expect((await transport(URL_, INIT)).status).toBe(201)
    expect(sendHere).toHaveBeenCalledTimes(1)
  })

  it('a network failure in the worker rejects as fetch does, with a TypeError', async () => {
    const sendInWorker = vi.fn(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    )
    const transport = workerTransport(
      worker({ sendInWorker }).start,
      vi.fn(created),
    )

    await expect(transport(URL_, INIT)).rejects.toThrow(
      new TypeError('Failed to fetch'),
    )
  })

  it('stops the worker’s request when the caller aborts, and rejects with the reason', async () => {
    let aborted: AbortSignal | null | undefined
    const sendInWorker = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) => {
        aborted = init?.signal
        return new Promise<Response>(() => undefined)
      },
    )
    const transport = workerTransport(
      worker({ sendInWorker }).start,
      vi.fn(created),
    )
    const controller = new AbortController()

    const sent = transport(URL_, { ...INIT, signal: controller.signal })
    await vi.waitFor(() => expect(sendInWorker).toHaveBeenCalledTimes(1))
    controller.abort()

    await expect(sent).rejects.toMatchObject({ name: 'AbortError' })
    await vi.waitFor(() => expect(aborted?.aborted).toBe(true))
  })

  it('sends nothing for a request aborted before it was given to the worker', async () => {
    const sendInWorker = vi.fn<typeof fetch>(created)
    const transport = workerTransport(
      worker({ sendInWorker }).start,
      vi.fn(created),
    )
    const controller = new AbortController()

    const sent = transport(URL_, { ...INIT, signal: controller.signal })
    controller.abort()

    await expect(sent).rejects.toMatchObject({ name: 'AbortError' })
    // The worker takes requests in order: once the next one is answered,
    // the aborted one would have been sent before it.
    await transport(URL_, INIT)
    expect(sendInWorker).toHaveBeenCalledTimes(1)
  })
})
