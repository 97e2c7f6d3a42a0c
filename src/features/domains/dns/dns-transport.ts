import type { Transport } from '../../../lib/http/api-client'
import { ApiError } from '../../../lib/http/api-error'
import { demoDnsProvider } from './demo-dns'

// How Check DNS's questions are answered. Live: by the resolver, over the
// network. Demo: by sample records in this page, which the app's demo loader
// provides (features never import mocks), like the demo API itself. Nothing
// here uses the API's transport.

/**
 * The transport for one check: the network, or in demo mode the sample
 * records, set up for the CNAME value the check is judged against so the
 * demo's outcomes read the same whatever that value is.
 */
export async function dnsTransport(
  demo: boolean,
  platformHost: string | null,
): Promise<Transport | undefined> {
  if (!demo) return undefined
  try {
    const demoDns = demoDnsProvider()
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
