import { openRequest } from '../../../lib/tabs/database'
import { answerRowWrites } from './row-writes'

// The dedicated worker's entry (job-writer.ts starts it): a running import's
// row writes are stored from here, off the page's main thread.

answerRowWrites(self, () => openRequest(indexedDB))
