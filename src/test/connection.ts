import { saveConnection } from '../lib/connection/save-connection'

/**
 * Saves a live connection to `customBaseUrl` with `apiKey`, for this session
 * only (not remembered), as Settings does when staff connect.
 */
export function saveLiveConnection(
  customBaseUrl = 'http://api.test/v1',
  apiKey = 'k-1',
): void {
  saveConnection({
    environment: 'custom',
    customBaseUrl,
    apiKey,
    remember: false,
  })
}
