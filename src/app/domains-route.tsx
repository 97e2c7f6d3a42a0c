import { DomainsPage } from '../features/domains'
import { loadDemoDns } from './demo/demo-dns'

/** Custom domains with demo mode's DNS answers: features never import mocks, so the app hands them over. */
export function DomainsRoute() {
  return <DomainsPage demoDns={loadDemoDns} />
}
