// The desk's one BroadcastChannel to its other tabs, with typed messages.
// Each topic's listeners hear only their own; a message from another
// version or a hostile page that is not one of these is dropped.

type TabMessage =
  /** A shared record's new state (shared-state.ts), carried; or, without `value`, that it changed. */
  | { topic: 'shared'; key: string; rev: number; value?: unknown }
  /** A localStorage value another tab wrote (persisted-store.ts). */
  | { topic: 'storage'; key: string }
  /**
   * An Activity log kept on this device changed: the entry added or changed,
   * or the id removed; neither (cleared, or a previous version's tab): read it again.
   */
  | { topic: 'activity'; name: string; entry?: unknown; removed?: string }
  /**
   * An import job was stored: where (`area`), the job without its rows
   * (`job`, with `count`) and the rows that changed (`rows`, as [index,
   * row], at most 100). Without them (more rows changed, the job new or
   * removed, a previous version's tab) a page reads it again. `from`: the
   * version the rows changed from, when not the one before (a row's mark is
   * not told, decision 041); `activity`: the Activity change stored with
   * them ({ name, entry }).
   */
  | {
      topic: 'import'
      name: string
      area?: unknown
      job?: unknown
      count?: unknown
      rows?: unknown
      from?: unknown
      activity?: unknown
    }

type Topic = TabMessage['topic']
type Of<T extends Topic> = Extract<TabMessage, { topic: T }>

export interface Channel {
  post: (message: TabMessage) => void
  listen: <T extends Topic>(
    topic: T,
    onMessage: (message: Of<T>) => void,
  ) => () => void
}

const NAME = 'adoption-desk'
const TOPICS: readonly Topic[] = ['shared', 'storage', 'activity', 'import']

function isMessage(data: unknown): data is TabMessage {
  if (typeof data !== 'object' || data === null) return false
  const { topic } = data as { topic?: unknown }
  return TOPICS.includes(topic as Topic)
}

/** A channel over `open`'s BroadcastChannel, opened on first use; a silent one where there is none. */
export function openChannel(
  open: () => BroadcastChannel | null = () =>
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(NAME),
): Channel {
  const listeners = new Map<Topic, Set<(message: TabMessage) => void>>()
  let channel: BroadcastChannel | null | undefined
  const connect = () => {
    if (channel !== undefined) return channel
    channel = open()
    if (channel)
      channel.onmessage = (event: MessageEvent<unknown>) => {
        if (!isMessage(event.data)) return
        for (const listener of [...(listeners.get(event.data.topic) ?? [])])
          listener(event.data)
      }
    return channel
  }
  return {
    post: (message) => connect()?.postMessage(message),
    listen(topic, onMessage) {
      connect()
      const set = listeners.get(topic) ?? new Set()
      listeners.set(topic, set)
      const listener = onMessage as (message: TabMessage) => void
      set.add(listener)
      return () => set.delete(listener)
    },
  }
}
