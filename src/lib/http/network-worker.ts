import { answerRequests } from './worker-requests'

// The dedicated worker's entry (worker-transport.ts starts it): a running
// import's requests are sent from here, off the page's main thread.

answerRequests(self)
