import type { Transport } from '../../../lib/http/api-client'

// Where demo mode's DNS answers come from, set by the app's demo loader
// (features never import mocks). Apart from dns-transport.ts so that the
// entry, which installs the provider, does not carry the check's own code
// and messages (decision 004).

/** Builds demo mode's resolver, judged against the given platform host. */
export type DemoDnsProvider = (
  platformHost: string | null,
) => Promise<Transport>

let demoDns: DemoDnsProvider | null = null

/** Called once by the app's demo loader. */
export function provideDemoDns(provider: DemoDnsProvider | null): void {
  demoDns = provider
}

export function demoDnsProvider(): DemoDnsProvider | null {
  return demoDns
}
