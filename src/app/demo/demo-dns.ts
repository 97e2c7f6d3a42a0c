// Check DNS in demo mode answers from sample records in the page, loaded only
// when a check runs, apart from the demo API's chunk (decision 005). A loader
// apart from demo-loader.ts, which the entry carries: only the Domains route
// imports this one (decision 008).

/** Demo mode's resolver, judged against the given platform host. */
export async function loadDemoDns(platformHost: string | null) {
  const { createDemoDnsTransport } = await import('../../mocks/dns-handlers')
  return createDemoDnsTransport({ platformHost })
}
