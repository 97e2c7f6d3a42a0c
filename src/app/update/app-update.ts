import { createStore } from '../../lib/util/store'

// A new version of the app installed and waiting (decision 013): the service
// worker's registration sets it, the layout shows the notice.

export interface PendingUpdate {
  apply: () => void
  /** Why: a new version is ready (by default), or one changed the database in another tab. */
  why?: 'outdated'
}

export const pendingUpdate = createStore<PendingUpdate | null>(null)
