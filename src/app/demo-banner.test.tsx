import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { inTabs, testTabs } from '../test/test-tabs'
import { DemoBanner } from './demo-banner'

// The desk starts in demo mode when nothing is saved (connection.ts).

describe('the demo banner', () => {
  it('once dismissed, stays away in this browser: on the next visit and in the desk’s other tabs', async () => {
    const tab = testTabs()
    const other = testTabs({ channel: tab.channel })
    render(<DemoBanner />, inTabs(tab))
    const { unmount } = render(<DemoBanner />, inTabs(other))
    expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(2)

    const [first] = screen.getAllByRole('button', { name: 'Dismiss' })
    if (first) fireEvent.click(first)
    await act(async () => {})
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull()

    // A visit later: a desk of its own, over the same storage.
    unmount()
    render(<DemoBanner />, inTabs(testTabs()))
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull()
  })
})
