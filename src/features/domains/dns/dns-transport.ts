import { createContext } from 'react'
import type { Transport } from '../../../lib/http/api-client'
import { ApiError } from '../../../lib/http/api-error'

// How Check DNS's questions are answered in demo mode: by sample records in
// this page, which the app hands to the Domains page (features never import
// mocks), like the demo API itself. Live, the network answers them.

/** Builds demo mode's resolver, judged against the given platform host. */
export type DemoDns = (platformHost: string | null) => Promise<Transport>

/** Demo mode's resolver, as the app gives it to the Domains page (none: demo checks say so). */
export const DemoDnsContext = createContext<DemoDns | null>(null)

/** Demo mode's answers for one check, set up for its CNAME value so the demo's outcomes read the same whatever it is. */
export async function dnsTransport(
  demoDns: DemoDns | null,
  platformHost: string | null,
): Promise<Transport> {
  try {
    if (!demoDns) throw new Error('No demo DNS provider')
    return await demoDns(platformHost)
  } catch (error) {
    throw new ApiError({
      kind: 'config',
      code: 'demo_unavailable',
      message:
        'Demo mode could not load its sample DNS records. Reload the page to try again, or connect to a live API in Settings to check real DNS.',
      cause: error,
    })
  }
}
