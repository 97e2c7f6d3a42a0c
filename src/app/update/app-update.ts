import { createStore } from '../../lib/util/store'

// A new version of the app installed and waiting (decision 013): the service
// worker's registration sets it, the layout shows the notice.

export interface PendingUpdate {
  apply: () => void
}

export const pendingUpdate = createStore<PendingUpdate | null>(null)
