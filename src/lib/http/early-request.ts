// A request the page's boot step (src/boot/) sent before the app's scripts
// arrived, handed to the app: the app takes it once, and its client adopts
// it as that request's first attempt (api-client.ts), so it is never sent
// twice and its answer is read once, by the client's own code.

/** A sent request's response, read by the client's own exchange (api-client.ts). */
export interface EarlySend {
  response: Promise<Response>
  /** Aborts it (the client's query was cancelled, or its timeout ran out). */
  stop: () => void
}

export interface EarlyRequest {
  /** Its server and key's stored name (identity.ts): no key material. */
  name: string
  url: string
  /** Its response once sent; null once the boot step chose not to send (a wait, the pace): the client sends as usual. */
  sent: Promise<Pick<EarlySend, 'response'> | null>
  /** Stops it (the app's query was cancelled); before it is sent, it is not sent. */
  abort: (reason?: unknown) => void
}

const HANDOFF = Symbol.for('adoption-desk:early-request')
type Holder = Record<typeof HANDOFF, EarlyRequest | undefined>
const holder: object = globalThis

export function handOver(request: EarlyRequest): void {
  ;(holder as Holder)[HANDOFF] = request
}

/** The boot step's request, once: a second call gets null. */
export function takeEarlyRequest(): EarlyRequest | null {
  const request = (holder as Holder)[HANDOFF] ?? null
  ;(holder as Holder)[HANDOFF] = undefined
  return request
}
