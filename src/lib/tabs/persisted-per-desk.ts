import type { Channel } from './channel'
import {
  createPersistedStore,
  type PersistedStore,
  type StoreOptions,
} from './persisted-store'

/**
 * A store made once for each desk, on first use, by the desk's channel: for
 * a screen's own setting, which then needs no module-held store (decision
 * 032). Apart from persisted-store.ts, which the first load carries.
 */
export function persistedPerDesk<T>(
  options: StoreOptions<T>,
): (channel: Channel) => PersistedStore<T> {
  const stores = new WeakMap<Channel, PersistedStore<T>>()
  return (channel) => {
    let store = stores.get(channel)
    if (!store)
      stores.set(
        channel,
        (store = createPersistedStore({ ...options, channel })),
      )
    return store
  }
}
