import { describe, expect, it, vi } from 'vitest'
import { openChannel } from './channel'

/** Two tabs: two BroadcastChannels of one name (Node's deliver across instances). */
function twoTabs(name: string) {
  const opened: BroadcastChannel[] = []
  const open = () => {
    const channel = new BroadcastChannel(name)
    opened.push(channel)
    return channel
  }
  return {
    one: openChannel(open),
    two: openChannel(open),
    close: () => opened.forEach((channel) => channel.close()),
  }
}

describe('the desk’s one channel', () => {
  it('delivers each topic to its own listeners only, with the state it carries', async () => {
    const tabs = twoTabs('channel-test-topics')
    const imports = vi.fn()
    const activity = vi.fn()
    tabs.two.listen('import', imports)
    tabs.two.listen('activity', activity)
    tabs.one.post({ topic: 'import', name: 'job-1' })
    await vi.waitFor(() =>
      expect(imports).toHaveBeenCalledWith({ topic: 'import', name: 'job-1' }),
    )
    expect(activity).not.toHaveBeenCalled()
    tabs.close()
  })

  it('drops what is not one of its messages (another version, another page)', async () => {
    const tabs = twoTabs('channel-test-hostile')
    const shared = vi.fn()
    tabs.two.listen('shared', shared)
    const stranger = new BroadcastChannel('channel-test-hostile')
    stranger.postMessage('changed')
    stranger.postMessage({ topic: 'unknown' })
    tabs.one.post({ topic: 'shared', key: 'k', rev: 1, value: null })
    await vi.waitFor(() => expect(shared).toHaveBeenCalledOnce())
    stranger.close()
    tabs.close()
  })

  it('stops delivering to a listener that stopped', async () => {
    const tabs = twoTabs('channel-test-stop')
    const first = vi.fn()
    const second = vi.fn()
    tabs.two.listen('storage', first)()
    tabs.two.listen('storage', second)
    tabs.one.post({ topic: 'storage', key: 'plan' })
    await vi.waitFor(() => expect(second).toHaveBeenCalledOnce())
    expect(first).not.toHaveBeenCalled()
    tabs.close()
  })
})
