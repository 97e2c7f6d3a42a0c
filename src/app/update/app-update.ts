import { createStore } from '../../lib/util/store'

// A new version of the app installed and waiting (decision 013): the service
// worker's registration (service-worker.ts, a lazy chunk) sets it, the layout
// shows the notice. Kept apart from the registration so the entry carries
// only this store, not workbox-window.

export interface PendingUpdate {
  /** Lets the new version take over, then reloads this tab. */
  apply: () => void
}

export const pendingUpdate = createStore<PendingUpdate | null>(null)
