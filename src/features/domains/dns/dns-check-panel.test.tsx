import { testTabs } from '../../../test/test-tabs'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { Providers } from '../../../app/providers'
import { DEMO_PLATFORM_HOST } from '../../../mocks/dns-fixtures'
import { createDemoDnsTransport } from '../../../mocks/dns-handlers'
import { parseDomainInput } from '../names/domain-name'
import type { Domain } from '../domain-store'
import { type DemoDns, DemoDnsContext } from './check-settings'
import { DnsCheckPanel, RECHECK } from './dns-check-panel'

const MINUTE = 60_000

afterEach(() => {
  vi.useRealTimers()
})

function domain(name: string): Domain {
  const parsed = parseDomainInput(name)
  if (!parsed.ok) throw new Error(name)
  return { ...parsed.domain, status: 'added', events: [] }
}

it('checks again by itself: after 5 minutes, then every 30, at most 12 times, until the record matches', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const asked: string[] = []
  const demoDns: DemoDns = (platformHost) => {
    const transport = createDemoDnsTransport({ platformHost })
    return Promise.resolve((url, init) => {
      const params = new URL(url).searchParams
      if (params.get('type') === 'CNAME') asked.push(params.get('name') ?? '')
      return transport(url, init)
    })
  }
  const onMarkRecordSet = vi.fn()
  render(
    <Providers tabs={testTabs()}>
      <DemoDnsContext value={demoDns}>
        {['blog.example.net', 'shop.example.com'].map((name) => (
          <section key={name} aria-label={name}>
            <DnsCheckPanel
              domain={domain(name)}
              platformHost={DEMO_PLATFORM_HOST}
              now={0}
              onMarkRecordSet={onMarkRecordSet}
            />
          </section>
        ))}
      </DemoDnsContext>
    </Providers>,
  )
  const blog = screen.getByRole('region', { name: 'blog.example.net' })
  const shop = screen.getByRole('region', { name: 'shop.example.com' })
  expect(blog).toHaveTextContent(
    'it checks again by itself until the record matches: after 5 minutes, then every 30 minutes, at most 12 times (16 DNS questions at most each time).',
  )
  await act(() => vi.advanceTimersByTimeAsync(5 * MINUTE - 1_000))
  expect(asked).toEqual([])
  await act(() => vi.advanceTimersByTimeAsync(1_000))
  await within(shop).findByText(/^DNS checked for/)
  await within(blog).findByText(/^DNS checked for/)
  expect(asked.sort()).toEqual(['blog.example.net', 'shop.example.com'])

  // shop matches: it stops, and offers to move on; blog goes on.
  expect(shop).not.toHaveTextContent('checks again by itself')
  await userEvent.click(
    within(shop).getByRole('button', { name: 'Mark as record set' }),
  )
  expect(onMarkRecordSet).toHaveBeenCalledOnce()
  expect(
    within(blog).queryByRole('button', { name: 'Mark as record set' }),
  ).toBeNull()
  for (let run = 2; run <= RECHECK.max + 2; run += 1) {
    await act(() => vi.advanceTimersByTimeAsync(30 * MINUTE))
  }
  expect(asked.filter((name) => name === 'blog.example.net')).toHaveLength(
    RECHECK.max,
  )
  expect(asked.filter((name) => name === 'shop.example.com')).toHaveLength(1)
  expect(blog).not.toHaveTextContent('checks again by itself')
})
