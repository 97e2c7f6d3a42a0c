import { createContext } from 'react'
import type { Transport } from '../../../lib/http/api-client'
import { ApiError } from '../../../lib/http/api-error'

// How Check DNS's questions are answered. Live: by the resolver, over the
// network. Demo: by sample records in this page, which the app hands to the
// Domains page (features never import mocks), like the demo API itself.
// Nothing here uses the API's transport.

/** Builds demo mode's resolver, judged against the given platform host. */
export type DemoDns = (platformHost: string | null) => Promise<Transport>

/** Demo mode's resolver, as the app gives it to the Domains page (none: demo checks say so). */
export const DemoDnsContext = createContext<DemoDns | null>(null)

/**
 * The transport for one check: the network (`demoDns` undefined: live), or
 * in demo mode the sample records, set up for the CNAME value the check is
 * judged against so the demo's outcomes read the same whatever that value is.
 */
export async function dnsTransport(
  demoDns: DemoDns | null | undefined,
  platformHost: string | null,
): Promise<Transport | undefined> {
  if (demoDns === undefined) return undefined
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
