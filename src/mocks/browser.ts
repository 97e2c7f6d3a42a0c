import { demoBaseUrl } from '../lib/connection/env'
import { createInPageDemo } from './in-page-api'

// Demo mode's API in this page (in-page-api.ts): the one instance the app's
// demo loader hands out. Loaded only in demo mode (dynamic import), so live
// mode never downloads MSW or the sample data.

const demo = createInPageDemo({ baseUrl: demoBaseUrl() })

export const demoApi = demo.api
export const demoRequests = demo.requests
/** What the API client sends demo requests through instead of `fetch`. */
export const demoTransport = demo.transport
/** The demo API's rate-limit headers as they stand, for the quota meter. */
export const demoQuota = demo.quota
