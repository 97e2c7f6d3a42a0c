import { testTabs } from '../../test/test-tabs'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Route, Router, Switch } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from 'vitest'
import { Providers } from '../../app/providers'
import { savePlan } from '../../lib/rate-limit/plan.view'
import { DEMO_PLATFORM_HOST, demoDnsZone } from '../../mocks/dns-fixtures'
import {
  answerDoh,
  createDemoDnsTransport,
  createDnsHandlers,
} from '../../mocks/dns-handlers'
import { server } from '../../mocks/node'
import { DomainsPage } from './domains-page'
import { DEFAULT_RESOLVER, type DemoDns } from './dns/check-settings'
import { config } from '../../lib/connection/env'
import { saveLiveConnection } from '../../test/connection'
import { spanishLanguage } from '../../test/spanish'
import type { Language } from '../../lib/i18n/language'
import { polyfillDialog } from '../../test/dialog'

const PLATFORM = DEMO_PLATFORM_HOST
const MINUTE = 60_000

beforeAll(polyfillDialog)

beforeEach(() => {
  // The unit tests' build sets no VITE_CERTIFICATE_AUTHORITY: as if it did.
  buildAuthority('letsencrypt.org')
  // As the app's Domains route does: demo answers in the page.
  demoDns = (platformHost) =>
    Promise.resolve(createDemoDnsTransport({ platformHost }))
})

afterEach(() => {
  vi.useRealTimers()
  buildAuthority(null)
})

/** The build's certificate authority (VITE_CERTIFICATE_AUTHORITY), read when a check runs. */
function buildAuthority(authority: string | null) {
  Object.assign(config, { certificateAuthority: authority })
}

/** Demo mode's DNS answers, as the page is given them (a test may replace them). */
let demoDns: DemoDns

/** A live connection: Check DNS asks the resolver over the network (MSW here). */
function live() {
  saveLiveConnection('https://api.example.com/v1', 'sk_live_test')
}

/** Every request that leaves the page, by origin. */
function requestsSeen(): string[] {
  const seen: string[] = []
  server.events.on('request:start', ({ request }) => {
    seen.push(new URL(request.url).origin)
  })
  return seen
}

/** The rendered page's desk: its plan is what the page reads. */
let tabs = testTabs()

function renderPage(
  platformHost: string | null = PLATFORM,
  language: Language | null = null,
) {
  const user = userEvent.setup()
  tabs = testTabs()
  const result = render(
    <Providers language={language} tabs={tabs}>
      <Router hook={memoryLocation({ path: '/settings/domains' }).hook}>
        <Switch>
          <Route path="/settings/domains">
            <DomainsPage platformHost={platformHost} demoDns={demoDns} />
          </Route>
          <Route path="/settings">
            <h1>Connection settings</h1>
          </Route>
        </Switch>
      </Router>
    </Providers>,
  )
  return { user, ...result }
}

/** The Pro plan: ready to add domains. */
function ready() {
  act(() => savePlan(tabs.plan, { plan: 'pro' }))
}

/** The page with the platform host, ready, and `names` added. */
async function renderReady(...names: string[]) {
  const rendered = renderPage()
  ready()
  for (const name of names) await add(rendered.user, name)
  return rendered
}

async function add(user: ReturnType<typeof userEvent.setup>, text: string) {
  const field = screen.getByRole('textbox', { name: 'Domain' })
  await user.clear(field)
  await user.type(field, text)
  await user.click(screen.getByRole('button', { name: 'Add domain' }))
}

/** Chooses `option` in the redirect form's From or To, as found now. */
async function choose(
  user: ReturnType<typeof userEvent.setup>,
  end: 'From' | 'To',
  option: string,
) {
  await user.selectOptions(screen.getByRole('combobox', { name: end }), option)
}

async function addRedirect(
  user: ReturnType<typeof userEvent.setup>,
  from: string,
  to: string,
) {
  await choose(user, 'From', from)
  await choose(user, 'To', to)
  await user.click(screen.getByRole('button', { name: 'Add redirect' }))
}

/** An error in the summary, as a link to its field, is shown. */
function expectErrorLink(name: string | RegExp) {
  expect(screen.getByRole('link', { name })).toBeVisible()
}

/** Types `url` into the resolver setting and saves it; returns the field. */
async function saveResolver(
  user: ReturnType<typeof userEvent.setup>,
  url: string,
) {
  const setting = screen.getByRole('textbox', {
    name: 'DNS-over-HTTPS resolver',
  })
  await user.clear(setting)
  await user.type(setting, url)
  await user.click(screen.getByRole('button', { name: 'Save DNS settings' }))
  return setting
}

function item(name: string): HTMLElement {
  return screen.getByRole('listitem', { name })
}

/** Clicks Check DNS on the domain `name`; returns its list item. */
async function checkDns(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
) {
  const domain = item(name)
  await user.click(within(domain).getByRole('button', { name: 'Check DNS' }))
  return domain
}

function dnsResolver() {
  server.use(...createDnsHandlers({ platformHost: PLATFORM }))
}

describe('Custom domains page', () => {
  it('is a Settings section: the Settings h1, its tabs, then its own h2', () => {
    renderPage()
    expect(
      screen.getByRole('heading', { level: 2, name: 'Custom domains' }),
    ).toBeInTheDocument()
    const tabs = screen.getByRole('navigation', { name: 'Settings sections' })
    expect(
      within(tabs).getByRole('link', { name: 'Custom domains' }),
    ).toHaveAttribute('aria-current', 'page')
    expect(
      within(tabs).getByRole('link', { name: 'Connection' }),
    ).not.toHaveAttribute('aria-current')
    expect(screen.getByText(/kept in this browser, for Demo/)).toBeVisible()
  })

  it('in demo mode without a platform host, walks through with a sample host and says so', async () => {
    const { user } = renderPage(null)
    expect(screen.queryByText(/This build does not include/)).toBeNull()
    expect(screen.getByRole('note')).toHaveTextContent(
      'Demo: the CNAME value here, projects.example-platform.test, is a sample',
    )
    ready()
    await add(user, 'shop.example.com')
    const shop = item('shop.example.com')
    expect(shop).toHaveTextContent('projects.example-platform.test')
    await checkDns(user, 'shop.example.com')
    await within(shop).findByText(/^DNS checked for/)
    expect(shop).toHaveTextContent(
      'shop.example.com points to projects.example-platform.test, exactly the platform host.',
    )
  })

  it('says on Free that a domain cannot be attached until the plan is upgraded', async () => {
    const { user } = renderPage()
    expect(
      screen.getByText(
        'Custom domains need a paid plan (Pro or above); your plan is Free. A domain cannot be attached until the plan is upgraded.',
      ),
    ).toBeVisible()
    await add(user, 'shop.example.com')
    const summary = screen.getByRole('heading', { name: 'There is a problem' })
      .parentElement as HTMLElement
    await waitFor(() => expect(summary).toHaveFocus())
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Custom domains need a paid plan (Pro or above); your plan is Free. A domain cannot be attached until the plan is upgraded',
    ])
    expect(
      screen.queryByRole('listitem', { name: 'shop.example.com' }),
    ).toBeNull()

    // Choosing a paid plan clears the error at once.
    act(() => savePlan(tabs.plan, { plan: 'business' }))
    expect(
      screen.queryByRole('heading', { name: 'There is a problem' }),
    ).toBeNull()
    expect(screen.queryByText(/your plan is Free/)).toBeNull()
  })

  it('adds a subdomain with its CNAME record, and copies values', async () => {
    const { user } = await renderReady(
      '  https://Shop.Example.com:443/cart?x=1  ',
    )
    expect(
      screen.getByText(
        'Added shop.example.com. Its record and steps are below.',
      ),
    ).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Domain' })).toHaveValue('')

    const shop = item('shop.example.com')
    expect(within(shop).getByText('Primary')).toBeVisible()
    expect(shop).toHaveTextContent(`The value must match ${PLATFORM} exactly`)
    expect(shop).toHaveTextContent(
      'an existing A, AAAA or other record on shop blocks it and makes verification fail',
    )
    expect(shop).toHaveTextContent(
      'DNS changes can take up to 48 hours to propagate.',
    )

    // One message for the DNS provider, copied whole.
    const forProvider = `Add CNAME shop → ${PLATFORM}, TTL 3600; delete any A, AAAA or other records on shop.`
    expect(within(shop).getByText(forProvider)).toBeVisible()
    await user.click(within(shop).getByRole('button', { name: 'Copy message' }))
    expect(await navigator.clipboard.readText()).toBe(forProvider)
    expect(within(shop).getByText(`Copied: ${forProvider}`)).toHaveAttribute(
      'role',
      'status',
    )

    // The procedure's steps, numbered, with where to click.
    expect(shop).toHaveTextContent(
      'Open Project settings → Domains and choose Add domain.',
    )
    expect(shop).toHaveTextContent(
      'In Project settings → Domains, choose Verify.',
    )

    const exported = screen.getByRole('textbox', { name: 'Zone-file lines' })
    expect(exported).toHaveValue(
      `$ORIGIN example.com.\nshop 3600 IN CNAME ${PLATFORM}.`,
    )
  })

  it('adds an apex with an ALIAS or ANAME record and says not every provider has them', async () => {
    await renderReady('example.co.uk.')
    const apex = item('example.co.uk')
    expect(apex).toHaveTextContent(
      `Add ALIAS (or ANAME) @ → ${PLATFORM} for example.co.uk, TTL 3600; delete any A or AAAA records on @ (keep its NS, MX and TXT records).`,
    )
    expect(apex).toHaveTextContent('Not every DNS provider supports them')
  })

  it('shows an internationalised name with its Punycode form', async () => {
    const { user } = await renderReady()
    await user.type(
      screen.getByRole('textbox', { name: 'Domain' }),
      'shop.bücher.de',
    )
    await user.click(screen.getByRole('button', { name: 'Add domain' }))
    const idn = item('shop.bücher.de')
    expect(idn).toHaveTextContent(
      'Punycode form, which DNS and the dashboard use: shop.xn--bcher-kva.de',
    )
  })

  it('refuses duplicates and what is not a hostname', async () => {
    const { user } = await renderReady('shop.example.com')
    await add(user, 'HTTP://SHOP.example.com./other')
    const field = screen.getByRole('textbox', { name: 'Domain' })
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        'shop.example.com is already in the list',
      ) as string,
    )
    expect(
      screen.getAllByRole('listitem', { name: 'shop.example.com' }),
    ).toHaveLength(1)

    await add(user, 'co.uk')
    expectErrorLink(
      /co\.uk is a public suffix, under which anyone can register names/,
    )
    await add(user, '10.0.0.1')
    expectErrorLink(/That is an IP address/)
  })

  it('moves a domain through the procedure, with times', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const t0 = Date.UTC(2030, 0, 1, 9)
    vi.setSystemTime(t0)
    const { user, unmount } = await renderReady('shop.example.com')
    let shop = item('shop.example.com')
    expect(shop).toHaveTextContent('Status: Added — just now')
    // Step 1 is not done because the domain was added here: the person ticks it.
    const inDashboard = within(shop).getByRole('checkbox', {
      name: 'Added in the dashboard',
    })
    expect(inDashboard).not.toBeChecked()
    expect(inDashboard.closest('li')).toHaveAttribute('aria-current', 'step')
    await user.click(inDashboard)
    expect(inDashboard.closest('li')).not.toHaveAttribute('aria-current')
    expect(inDashboard.closest('li')).toHaveTextContent(/^Done:/)

    vi.setSystemTime(t0 + 10 * MINUTE)
    await user.click(
      within(shop).getByRole('button', { name: 'Mark as record set' }),
    )
    const status = within(shop).getByText(/^Status:/)
    expect(status).toHaveFocus()
    expect(status).toHaveTextContent(
      'Status: Record set — just now; propagation can take up to 48 h',
    )

    // Three hours later, as a reload shows it.
    unmount()
    vi.setSystemTime(t0 + 10 * MINUTE + 3 * 60 * MINUTE)
    const again = renderPage()
    shop = item('shop.example.com')
    expect(shop).toHaveTextContent(
      'Status: Record set — 3 h ago; propagation can take up to 48 h',
    )
    await again.user.click(
      within(shop).getByRole('button', { name: 'Mark as verified' }),
    )
    expect(shop).toHaveTextContent('Status: Verified — just now')
    expect(within(shop).queryByRole('button', { name: 'Re-verify' })).toBeNull()

    // No certificate 30 minutes later: the procedure's troubleshooting.
    again.unmount()
    vi.setSystemTime(t0 + 10 * MINUTE + 3 * 60 * MINUTE + 31 * MINUTE)
    const later = renderPage()
    shop = item('shop.example.com')
    expect(shop).toHaveTextContent('No certificate 31 min after verification.')
    expect(shop).toHaveTextContent(
      'Confirm that the domain still verifies, in Project settings → Domains.',
    )
    expect(shop).toHaveTextContent(
      'Check for CAA records that block the certificate authority: letsencrypt.org must be allowed.',
    )
    await later.user.click(
      within(shop).getByRole('button', { name: 'Re-verify' }),
    )
    expect(shop).toHaveTextContent('Status: Verified — just now')
    expect(within(shop).queryByRole('button', { name: 'Re-verify' })).toBeNull()
    await later.user.click(
      within(shop).getByRole('button', { name: 'Mark certificate issued' }),
    )
    expect(shop).toHaveTextContent('Status: Certificate issued')
    // A certificate that fails later has a way back.
    await later.user.click(
      within(shop).getByRole('button', { name: 'Certificate failed' }),
    )
    expect(shop).toHaveTextContent('Status: Needs attention')
    expect(
      within(shop).getByRole('checkbox', { name: 'Added in the dashboard' }),
    ).toBeChecked()
  })

  it('sends a failed verification to Needs attention, with what to check', async () => {
    const { user } = await renderReady('blog.example.net')
    const blog = item('blog.example.net')
    await user.click(
      within(blog).getByRole('button', { name: 'Mark as record set' }),
    )
    await user.click(
      within(blog).getByRole('button', { name: 'Verification failed' }),
    )
    expect(blog).toHaveTextContent('Status: Needs attention')
    expect(blog).toHaveTextContent(
      'Verification failed. What usually causes it is in the notes under the record: another record in the way, a value that does not match exactly, or DNS not propagated yet.',
    )
    expect(blog).toHaveTextContent(
      'an existing A, AAAA or other record on blog blocks it and makes verification fail',
    )
    expect(
      within(blog).getByRole('button', { name: 'Mark as record set' }),
    ).toBeVisible()
  })

  it('takes only a host name as the CNAME value', async () => {
    const { user } = renderPage(null)
    const field = screen.getByRole('textbox', { name: 'CNAME value' })
    expect(field).toHaveValue('')
    expect(field).toHaveAccessibleDescription(
      /This build has no value of its own\. Kept in this browser, for Demo/,
    )
    const save = screen.getByRole('button', { name: 'Save DNS settings' })
    for (const [typed, message] of [
      ['192.0.2.1', 'That is an IP address'],
      ['edge platform.example', 'only letters, digits, hyphens and dots'],
      ['-edge.platform.example', 'cannot start or end with a hyphen'],
    ] as const) {
      await user.clear(field)
      await user.type(field, typed)
      await user.click(save)
      expect(field).toHaveAttribute('aria-invalid', 'true')
      expect(field).toHaveFocus()
      expect(field).toHaveAccessibleDescription(new RegExp(message))
    }
  })

  // Long (many steps, typed like a person), so a generous budget on a loaded machine.
  it(
    'without a platform host in the build, takes the value the dashboard shows',
    { timeout: 15_000 },
    async () => {
      live()
      server.use(
        ...createDnsHandlers({ platformHost: 'edge.platform.example' }),
      )
      const { user, unmount } = renderPage(null)
      expect(
        screen.getByText(/This build does not include the CNAME value/),
      ).toBeVisible()
      ready()
      await add(user, 'shop.example.com')
      const shop = item('shop.example.com')
      expect(shop).toHaveTextContent(
        'The record’s value, the platform host, is not known yet: enter it under DNS settings below',
      )
      const zone = screen.getByRole('textbox', { name: 'Zone-file lines' })
      expect(zone).toHaveValue(
        '$ORIGIN example.com.\n; shop: needs the CNAME value the dashboard shows; enter it under DNS settings',
      )

      const field = screen.getByRole('textbox', { name: 'CNAME value' })
      // Pasted as the dashboard may show it: any case, a final dot.
      await user.type(field, ' Edge.Platform.Example. ')
      await user.click(
        screen.getByRole('button', { name: 'Save DNS settings' }),
      )
      expect(
        screen.getByText(
          'Saved. Records and Check DNS use edge.platform.example; Check DNS asks https://cloudflare-dns.com/dns-query.',
        ),
      ).toBeVisible()
      expect(field).toHaveValue('edge.platform.example')
      expect(screen.queryByText(/This build does not include/)).toBeNull()
      expect(shop).toHaveTextContent(
        'Add CNAME shop → edge.platform.example, TTL 3600;',
      )
      expect(zone).toHaveValue(
        '$ORIGIN example.com.\nshop 3600 IN CNAME edge.platform.example.',
      )
      expect(shop).toHaveTextContent(
        'The value must match edge.platform.example exactly',
      )

      // Check DNS judges against it (the resolver's records follow it too).
      await checkDns(user, 'shop.example.com')
      await within(shop).findByText(/^DNS checked for/)
      expect(shop).toHaveTextContent(
        'shop.example.com points to edge.platform.example, exactly the platform host.',
      )

      // Kept in this browser, for this project.
      unmount()
      renderPage(null)
      expect(screen.getByRole('textbox', { name: 'CNAME value' })).toHaveValue(
        'edge.platform.example',
      )
      expect(item('shop.example.com')).toHaveTextContent(
        'Add CNAME shop → edge.platform.example, TTL 3600;',
      )
      // Reports last as long as the page: checked again here.
      await checkDns(user, 'shop.example.com')
      await within(item('shop.example.com')).findByText(/^DNS checked for/)
      // Left empty, the build's value (here none) is back.
      await user.clear(screen.getByRole('textbox', { name: 'CNAME value' }))
      await user.click(
        screen.getByRole('button', { name: 'Save DNS settings' }),
      )
      expect(
        screen.getByText(
          /^Saved, with no CNAME value: enter the one the dashboard shows/,
        ),
      ).toBeVisible()
      expect(
        screen.getByText(/This build does not include the CNAME value/),
      ).toBeVisible()
      // The last check was judged against the old value, and says so.
      expect(item('shop.example.com')).toHaveTextContent(
        'The CNAME value has changed since this check: check again.',
      )
    },
  )

  it('with a platform host in the build, uses it unless the owner enters another', async () => {
    const { user } = await renderReady('shop.example.com')
    const field = screen.getByRole('textbox', { name: 'CNAME value' })
    expect(field).toHaveValue(PLATFORM)
    expect(field).toHaveAccessibleDescription(
      new RegExp(
        `This build’s value is ${PLATFORM.replaceAll('.', '\\.')}; left empty, it is used\\.`,
      ),
    )
    await user.clear(field)
    await user.type(field, 'new-edge.platform.example')
    await user.click(screen.getByRole('button', { name: 'Save DNS settings' }))
    expect(item('shop.example.com')).toHaveTextContent(
      'Add CNAME shop → new-edge.platform.example, TTL 3600;',
    )
    // Left empty, the build's value is back.
    await user.clear(field)
    await user.click(screen.getByRole('button', { name: 'Save DNS settings' }))
    expect(field).toHaveValue(PLATFORM)
    expect(item('shop.example.com')).toHaveTextContent(
      `Add CNAME shop → ${PLATFORM}, TTL 3600;`,
    )
  })
})

describe('Check DNS', () => {
  async function checked(name: string) {
    const { user } = await renderReady(name)
    const domain = await checkDns(user, name)
    await within(domain).findByText(/^DNS checked for/)
    return domain
  }

  it('reports a matching CNAME and CAA that allows the platform’s authority', async () => {
    // Demo mode: answered in the page, so nothing goes out at all.
    const seen = requestsSeen()
    const shop = await checked('shop.example.com')
    server.events.removeAllListeners()
    expect(seen).toEqual([])
    expect(shop).toHaveTextContent(
      'DNS checked for shop.example.com: no problems found.',
    )
    expect(shop).toHaveTextContent(
      `CNAME found and matchingshop.example.com points to ${PLATFORM}, exactly the platform host.`,
    )
    expect(shop).toHaveTextContent(
      'CAA allows the platform’s certificate authorityThe CAA records of example.com, which shop.example.com inherits, allow: letsencrypt.org, digicert.com. The platform’s authority, letsencrypt.org, must be among them, and it is.',
    )
  })

  it('with no authority configured, lists what CAA allows and asks the owner to compare', async () => {
    buildAuthority(null)
    const secure = await checked('secure.example.co.uk')
    expect(secure).toHaveTextContent(
      'CAA allows only some certificate authoritiesThe CAA records of example.co.uk, which secure.example.co.uk inherits, allow only: digicert.com. Compare them with the platform’s certificate authority',
    )
    expect(secure).not.toHaveTextContent('CAA blocks')
    expect(secure).not.toHaveTextContent('letsencrypt.org')
  })

  it('reports a CNAME pointing elsewhere, and where', async () => {
    const www = await checked('www.example.org')
    expect(www).toHaveTextContent('1 problem found')
    expect(www).toHaveTextContent(
      `CNAME points elsewherewww.example.org points to old-host.example.net, not to ${PLATFORM}.`,
    )
  })

  it('reports an A record in the way', async () => {
    const blog = await checked('blog.example.net')
    expect(blog).toHaveTextContent(
      'Addresses in the way of the CNAMEblog.example.net answers with its own addresses (203.0.113.7), not through a CNAME',
    )
  })

  it('reports a missing record', async () => {
    const fresh = await checked('new.example.io')
    expect(fresh).toHaveTextContent(
      'Record missingnew.example.io has no CNAME, A or AAAA record yet.',
    )
  })

  it('reports CAA records inherited from a parent that block the platform’s authority', async () => {
    const secure = await checked('secure.example.co.uk')
    expect(secure).toHaveTextContent('CNAME found and matching')
    expect(secure).toHaveTextContent(
      'CAA blocks the platform’s certificate authorityThe CAA records of example.co.uk, which secure.example.co.uk inherits, allow only: digicert.com. The platform’s authority, letsencrypt.org, must be among them',
    )
    expect(secure).toHaveTextContent(
      'example.co.uk. 3600 IN CAA 0 issue "letsencrypt.org"',
    )
    expect(secure).toHaveTextContent(
      'Looked up CAA at secure.example.co.uk, example.co.uk.',
    )
  })

  it('reports an apex ALIAS in place, or an A record in its way', async () => {
    const { user } = await renderReady('example.com', 'example.org')
    for (const name of ['example.com', 'example.org']) {
      await within(await checkDns(user, name)).findByText(/^DNS checked for/)
    }
    expect(item('example.com')).toHaveTextContent('ALIAS or ANAME in place')
    expect(item('example.org')).toHaveTextContent(
      'Cannot confirm the ALIAS or ANAMEexample.org answers with 198.51.100.20; the platform host answers with 192.0.2.10, 2001:db8::10 right now.',
    )
  })

  it('says an unreachable resolver is unreachable', async () => {
    live()
    server.use(http.get(DEFAULT_RESOLVER, () => HttpResponse.error()))
    const { user } = await renderReady('shop.example.com')
    const shop = await checkDns(user, 'shop.example.com')
    expect(await within(shop).findByRole('alert')).toHaveTextContent(
      'The DNS-over-HTTPS resolver at cloudflare-dns.com could not be reached.',
    )
  })

  it('in live mode, asks the resolver chosen in the setting', async () => {
    live()
    const asked = requestsSeen()
    dnsResolver()
    const { user } = renderPage()
    expect(
      screen.getByRole('textbox', { name: 'DNS-over-HTTPS resolver' }),
    ).toHaveValue(DEFAULT_RESOLVER)
    const setting = await saveResolver(
      user,
      'http://resolver.example/dns-query',
    )
    expect(setting).toHaveAttribute('aria-invalid', 'true')
    expect(setting).toHaveFocus()
    await saveResolver(user, 'https://dns.google/resolve')
    expect(
      screen.getByText(
        `Saved. Records and Check DNS use ${PLATFORM}; Check DNS asks https://dns.google/resolve.`,
      ),
    ).toBeVisible()

    ready()
    await add(user, 'shop.example.com')
    await checkDns(user, 'shop.example.com')
    await screen.findByText(/^DNS checked for/)
    server.events.removeAllListeners()
    // The resolver only: no API request (demo's or live's) was needed first.
    expect(new Set(asked)).toEqual(new Set(['https://dns.google']))

    // Left empty, the default is back.
    await saveResolver(user, ' ')
    expect(setting).toHaveValue(DEFAULT_RESOLVER)
  })
})

describe('Check DNS again, by itself (issue 35)', () => {
  it('a resolver’s 429 is said as passing, with a Retry', async () => {
    live()
    server.use(
      http.get(DEFAULT_RESOLVER, () => new HttpResponse(null, { status: 429 })),
    )
    const { user } = await renderReady('shop.example.com')
    const shop = await checkDns(user, 'shop.example.com')
    expect(await within(shop).findByRole('alert')).toHaveTextContent(
      'The DNS-over-HTTPS resolver at cloudflare-dns.com is busy, slow or having trouble. That passes: try again in a minute.',
    )
    server.resetHandlers()
    dnsResolver()
    await user.click(within(shop).getByRole('button', { name: 'Retry' }))
    await within(shop).findByText(/^DNS checked for/)
    expect(within(shop).queryByRole('alert')).toBeNull()
  })
})

describe('Check DNS runs', () => {
  /** A live resolver whose answers wait until released: the test says when. */
  function heldResolver(origin: string) {
    const waiting: (() => void)[] = []
    const aborted: string[] = []
    const zone = demoDnsZone(PLATFORM)
    server.use(
      http.get(`${origin}/dns-query`, async ({ request }) => {
        request.signal.addEventListener('abort', () =>
          aborted.push(new URL(request.url).searchParams.get('type') ?? ''),
        )
        await new Promise<void>((resolve) => waiting.push(resolve))
        return answerDoh(zone, request) ?? undefined
      }),
    )
    return {
      waiting,
      aborted,
      release: () => waiting.splice(0).forEach((resolve) => resolve()),
    }
  }

  async function startCheck() {
    live()
    const rendered = await renderReady('shop.example.com')
    const shop = await checkDns(rendered.user, 'shop.example.com')
    return { ...rendered, shop }
  }

  it(
    'started again while running, replaces the running check',
    { timeout: 15_000 },
    async () => {
      const first = heldResolver('https://cloudflare-dns.com')
      const { user, shop } = await startCheck()
      await waitFor(() => expect(first.waiting).toHaveLength(3))

      // The resolver setting changes meanwhile; the next check asks the new one.
      dnsResolver()
      await saveResolver(user, 'https://dns.google/resolve')
      await checkDns(user, 'shop.example.com')
      expect(
        await within(shop).findByText(
          'DNS checked for shop.example.com: no problems found.',
        ),
      ).toBeVisible()
      expect(shop).toHaveTextContent('Checked just now with dns.google.')
      expect(first.aborted).toHaveLength(3)

      // The replaced check's answers arriving late change nothing.
      first.release()
      await act(() => Promise.resolve())
      expect(shop).toHaveTextContent('Checked just now with dns.google.')
      expect(shop).not.toHaveTextContent('cloudflare-dns.com.')
    },
  )

  it('is cancelled when its domain is removed', async () => {
    const resolver = heldResolver('https://cloudflare-dns.com')
    const { user, shop } = await startCheck()
    await waitFor(() => expect(resolver.waiting).toHaveLength(3))
    await user.click(within(shop).getByRole('button', { name: 'Remove' }))
    await user.click(screen.getByRole('button', { name: 'Remove domain' }))
    await waitFor(() => expect(resolver.aborted).toHaveLength(3))
  })

  it('says so when demo mode cannot load its sample records', async () => {
    demoDns = () => Promise.reject(new Error('chunk failed to load'))
    const { user } = await renderReady('shop.example.com')
    const shop = await checkDns(user, 'shop.example.com')
    expect(await within(shop).findByRole('alert')).toHaveTextContent(
      'Check DNS could not finish. Reload the page to try again.',
    )
  })
})

describe('Several domains, redirects and removal', () => {
  function three() {
    return renderReady('shop.example.com', 'www.example.org', 'old.example.net')
  }

  it('validates redirects: different ends, no loops, no chains', async () => {
    const { user } = await three()
    const from = screen.getByRole('combobox', { name: 'From' })
    const to = screen.getByRole('combobox', { name: 'To' })
    const status = screen.getByRole('combobox', { name: 'Status' })
    expect(status).toHaveDisplayValue('301 Moved permanently')
    expect(status).toHaveAccessibleDescription(
      expect.stringContaining(
        '307 and 308 also pass forms sent to the old domain on unchanged.',
      ) as string,
    )
    const addRedirect = screen.getByRole('button', { name: 'Add redirect' })

    await user.click(addRedirect)
    expectErrorLink('Choose the domain to redirect from')

    await user.selectOptions(from, 'www.example.org')
    await user.selectOptions(to, 'www.example.org')
    await user.click(addRedirect)
    expectErrorLink('Choose a different domain: From and To are the same')

    await user.selectOptions(to, 'shop.example.com')
    await user.selectOptions(status, '308 Permanent redirect')
    await user.click(addRedirect)
    const table = screen.getByRole('table', { name: 'Redirects' })
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'www.example.orgshop.example.com308 Permanent redirect',
    )

    // A loop.
    await choose(user, 'From', 'old.example.net')
    await choose(user, 'To', 'www.example.org')
    await user.click(addRedirect)
    expectErrorLink(
      'That would make a chain: www.example.org already redirects to shop.example.com. Redirect straight to shop.example.com instead',
    )

    // The primary cannot redirect away, and a loop is named as one.
    await choose(user, 'From', 'shop.example.com')
    await user.click(addRedirect)
    expectErrorLink(
      'That would make a loop: www.example.org already redirects to shop.example.com',
    )
  })

  it('keeps one primary, and refuses to make a redirecting domain primary', async () => {
    const { user } = await three()
    await addRedirect(user, 'old.example.net', 'shop.example.com')

    await user.click(
      within(item('old.example.net')).getByRole('button', {
        name: 'Make primary',
      }),
    )
    expect(
      screen.getByText(
        'old.example.net redirects to shop.example.com, so it cannot be primary. Remove that redirect first (under Redirects).',
      ),
    ).toBeVisible()

    // The primary domain has only Remove; each button is described by its domain.
    expect(
      within(item('shop.example.com')).queryByRole('button', {
        name: 'Make primary',
      }),
    ).toBeNull()
    const make = within(item('www.example.org')).getByRole('button', {
      name: 'Make primary',
    })
    expect(make).toHaveAccessibleDescription('www.example.org')
    await user.click(make)
    expect(within(item('www.example.org')).getByText('Primary')).toBeVisible()
    expect(within(item('shop.example.com')).queryByText('Primary')).toBeNull()
  })

  it('confirms removal, says traffic stops at once, and removes the redirects too', async () => {
    const { user } = await three()
    await addRedirect(user, 'www.example.org', 'shop.example.com')

    const remove = within(item('shop.example.com')).getByRole('button', {
      name: 'Remove',
    })
    await user.click(remove)
    let dialog = screen.getByRole('dialog', {
      name: 'Remove shop.example.com?',
    })
    // What it does here first; the dashboard's removal is the main text, not bold.
    expect(dialog.querySelector('strong')).toBeNull()
    expect(dialog).toHaveTextContent(
      'This browser forgets shop.example.com: its record, steps and checks here. Nothing changes at the platform or at your DNS provider.',
    )
    expect(dialog).toHaveTextContent(
      'The platform keeps serving it until you remove it in the dashboard',
    )
    expect(dialog).toHaveTextContent('Its redirect is removed too.')
    expect(dialog).toHaveTextContent(
      'It is the primary domain: www.example.org becomes primary.',
    )
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(remove).toHaveFocus()
    expect(item('shop.example.com')).toBeInTheDocument()

    await user.click(remove)
    dialog = screen.getByRole('dialog', { name: 'Remove shop.example.com?' })
    await user.click(
      within(dialog).getByRole('button', { name: 'Remove domain' }),
    )
    expect(
      screen.queryByRole('listitem', { name: 'shop.example.com' }),
    ).toBeNull()
    expect(
      screen.getByText(
        'Removed shop.example.com and the redirects it was in: 1.',
      ),
    ).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Your domains' })).toHaveFocus()
    expect(screen.queryByRole('table', { name: 'Redirects' })).toBeNull()
    expect(within(item('www.example.org')).getByText('Primary')).toBeVisible()
  })

  it('keeps everything across a reload', { timeout: 30_000 }, async () => {
    dnsResolver()
    const { user, unmount } = await three()
    await addRedirect(user, 'old.example.net', 'shop.example.com')
    await user.click(
      within(item('www.example.org')).getByRole('button', {
        name: 'Mark as record set',
      }),
    )
    await user.click(
      within(item('www.example.org')).getByRole('button', {
        name: 'Check DNS',
      }),
    )
    await within(item('www.example.org')).findByText(/^DNS checked for/)
    unmount()

    renderPage()
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent),
    ).toEqual(['shop.example.com', 'www.example.org', 'old.example.net'])
    expect(within(item('shop.example.com')).getByText('Primary')).toBeVisible()
    expect(item('www.example.org')).toHaveTextContent('Status: Record set')
    expect(
      within(screen.getByRole('table', { name: 'Redirects' })).getAllByRole(
        'row',
      )[1],
    ).toHaveTextContent('old.example.netshop.example.com301 Moved permanently')
  })

  it('removes a redirect on its own', async () => {
    const { user } = await three()
    await addRedirect(user, 'old.example.net', 'shop.example.com')
    await user.click(
      screen.getByRole('button', {
        name: 'Remove redirect from old.example.net',
      }),
    )
    expect(screen.queryByRole('table', { name: 'Redirects' })).toBeNull()
    expect(screen.getByRole('heading', { name: 'Redirects' })).toHaveFocus()
  })
})

describe('in Spanish', () => {
  it('names fields and buttons, counts redirects, says times and refuses a name in Spanish', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const t0 = Date.UTC(2030, 0, 1, 9)
    vi.setSystemTime(t0)
    const language = await spanishLanguage()
    const { user } = renderPage(PLATFORM, language)
    expect(
      screen.getByRole('heading', { level: 2, name: 'Dominios propios' }),
    ).toBeInTheDocument()
    act(() => savePlan(tabs.plan, { plan: 'pro' }))

    const field = screen.getByRole('textbox', { name: 'Dominio' })
    const addDomain = screen.getByRole('button', { name: 'Añadir dominio' })
    await user.type(field, 'shop example.com')
    await user.click(addDomain)
    expectErrorLink('Un dominio solo admite letras, dígitos, guiones y puntos')
    for (const name of [
      'shop.example.com',
      'www.example.org',
      'old.example.net',
    ]) {
      await user.clear(field)
      await user.type(field, name)
      await user.click(addDomain)
    }
    expect(
      screen.getByText(
        'Se añadió old.example.net. Su registro y sus pasos están más abajo.',
      ),
    ).toBeVisible()
    const shop = item('shop.example.com')
    expect(shop).toHaveTextContent('Estado: Añadido — ahora mismo')
    expect(
      within(shop).getByRole('button', { name: 'Copiar mensaje' }),
    ).toBeVisible()

    // Three hours on, the other domains say how long ago they were added.
    vi.setSystemTime(t0 + 3 * 60 * MINUTE)
    await user.click(
      within(shop).getByRole('button', {
        name: 'Marcar registro como configurado',
      }),
    )
    expect(shop).toHaveTextContent(
      'Estado: Registro configurado — ahora mismo; la propagación puede tardar hasta 48 h',
    )
    expect(item('www.example.org')).toHaveTextContent(
      'Estado: Añadido — hace 3 h',
    )

    for (const from of ['www.example.org', 'old.example.net']) {
      await user.selectOptions(
        screen.getByRole('combobox', { name: 'Desde' }),
        from,
      )
      await user.selectOptions(
        screen.getByRole('combobox', { name: 'Hacia' }),
        'shop.example.com',
      )
      await user.click(
        screen.getByRole('button', { name: 'Añadir redirección' }),
      )
    }
    await user.click(
      within(
        screen.getByRole('listitem', { name: 'shop.example.com' }),
      ).getByRole('button', { name: 'Quitar' }),
    )
    const dialog = screen.getByRole('dialog', {
      name: '¿Quitar shop.example.com?',
    })
    expect(dialog).toHaveTextContent('También se quitan sus 2 redirecciones.')
    await user.click(
      within(dialog).getByRole('button', { name: 'Quitar dominio' }),
    )
    expect(
      screen.getByText('Se quitó shop.example.com y sus redirecciones: 2.'),
    ).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Sus dominios' })).toHaveFocus()
  })
})
