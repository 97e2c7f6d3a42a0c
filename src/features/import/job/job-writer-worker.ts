import { openDatabase } from '../../../lib/tabs/database'
import { answerRowWrites } from './row-writes'

// The dedicated worker's entry (job-writer.ts starts it): a running import's
// row writes are stored from here, off the page's main thread, over its own
// connection to the desk's database (the page copies former ones in).

const database = openDatabase(indexedDB, { adopts: false })
if (database) answerRowWrites(self, database)
