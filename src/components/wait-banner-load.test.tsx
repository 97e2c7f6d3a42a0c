import { inTabs, testTabs } from '../test/test-tabs'
import { act, render, screen } from '@testing-library/react'
import { expect, it, beforeEach } from 'vitest'
import { DEMO_API_KEY } from '../lib/connection/connection'
import { demoBaseUrl } from '../lib/connection/env'
import { targetOf } from '../lib/connection/identity'
import { WaitBanner } from './wait-banner'

/** Each test's own Tabs, and so its own rate-limit state (decision 032). */
let tabs = testTabs()
let limits = tabs.limits
beforeEach(() => {
  tabs = testTabs()
  limits = tabs.limits
})

// The banner's body is not part of the page until a wait starts (decision
// 004): the live region is there from the start, empty, and what the wait
// shows arrives in that same region once the body has loaded. (Its own file:
// the other tests load the body first.)

it('keeps an empty live region until a wait starts, then shows the wait in it once its body has loaded', async () => {
  render(<WaitBanner />, inTabs(tabs))
  const status = screen.getByRole('status')
  expect(status).toBeEmptyDOMElement()
  act(() => {
    void limits.waits.startWait(targetOf(demoBaseUrl(), DEMO_API_KEY), '30')
  })
  // Not with the page: the body is only now being fetched.
  expect(status).toBeEmptyDOMElement()
  expect(
    await screen.findByRole('progressbar', {
      name: 'Time waited for the rate limit',
    }),
  ).toBeInTheDocument()
  expect(screen.getByRole('status')).toBe(status)
  expect(status).toHaveTextContent(/Rate limit reached — retrying in \d+ s\./)
})
