import type { Page } from '@playwright/test'
import {
  type AnimalDraft,
  expectAnimalFormKeeps,
  fillAnimalForm,
} from './animal-form.ts'
import {
  expect,
  mockServer,
  type RequestMatch,
  startOnTestClock,
  test,
} from './fixtures'
import { REQUEST_TIMEOUT_MS } from './ports.ts'

// Every operation under every fault, against the real mock server over HTTP:
// a clear message, no uncaught error (the fixture fails on any), no blank
// page, typed input kept, and exactly the requests expected at the server.
// Time is controlled: a 429's wait is long (30 s) and ended by moving
// Playwright's clock, so its banner cannot come and go before it is seen.

type Operation = 'list' | 'add' | 'lookup'

interface FaultCase {
  name: string
  /** Arms the fault at the mock server, or in the browser for network-level ones. */
  arm: (page: Page, on: RequestMatch) => Promise<void>
  /** What a person must read, per operation. */
  says: Record<Operation, RegExp>
  /** Requests the server sees for the operation. */
  requests: number
  /** The app recovers by itself once the 429's wait has passed (ms of clock to move). */
  recoversAfterMs?: number
  /** The server answers too slowly: the page's clock is moved past the app's timeout. */
  timesOut?: boolean
}

const fault =
  (spec: Record<string, unknown>) => async (_page: Page, on: RequestMatch) =>
    mockServer.fault(spec, on)
const UNKNOWN_OUTCOME = /may or may not have been added/

/**
 * A fault the list and the look-up report with the same message; the add
 * form says `add` (most faults leave it not knowing whether the animal was
 * added), and the server sees `requests` (one, unless the fault stops it).
 */
const sameMessage = (
  name: string,
  arm: FaultCase['arm'],
  message: RegExp,
  { add = UNKNOWN_OUTCOME, requests = 1 } = {},
): FaultCase => ({
  name,
  arm,
  says: { list: message, add, lookup: message },
  requests,
})

const CASES: FaultCase[] = [
  sameMessage(
    '401 key refused',
    fault({ kind: 'unauthorized' }),
    /refused the API key/,
    { add: /The API key was refused/ },
  ),
  sameMessage(
    '400 bad request',
    fault({ kind: 'bad-request' }),
    /The request contains invalid values\./,
    {
      add: /not added\. The server did not accept it: The request contains invalid values\./,
    },
  ),
  {
    name: '404 not found',
    arm: fault({ kind: 'not-found' }),
    says: {
      list: /could not be found/,
      add: /not added\..*could not be found/,
      lookup: /No animal with ID 5/,
    },
    requests: 1,
  },
  ...(['seconds', 'http-date', 'none'] as const).map((retryAfter) => ({
    name: `429 with Retry-After ${retryAfter}`,
    arm: (_page: Page, on: RequestMatch) =>
      mockServer.rateLimit(30, on, retryAfter),
    says: {
      list: /Rate limit reached — retrying in/,
      add: /Rate limit reached/,
      lookup: /Rate limit reached — retrying in/,
    },
    // The 429, then the same request once the wait is over.
    requests: 2,
    // Without Retry-After the app waits for the announced reset (30 s).
    recoversAfterMs: 31_000,
  })),
  sameMessage(
    '500 server error',
    fault({ kind: 'server-error' }),
    /Internal server error/,
  ),
  sameMessage(
    '502 HTML page from a proxy',
    fault({ kind: 'bad-gateway-html' }),
    /gateway.*web page/i,
  ),
  sameMessage(
    'malformed JSON',
    fault({ kind: 'malformed-json' }),
    /not valid JSON/,
  ),
  sameMessage(
    'JSON of the wrong shape',
    fault({ kind: 'wrong-shape' }),
    /expected shape/,
  ),
  sameMessage(
    'no network',
    async (page) => {
      await page.route('**/v1/pets**', (route) =>
        route.abort('internetdisconnected'),
      )
    },
    /Could not reach the server/,
    { requests: 0 },
  ),
  {
    ...sameMessage(
      'slower than the timeout',
      // Held at the server, never answered: the next test's reset drops it.
      async (_page, on) => mockServer.hold(on),
      new RegExp(`did not answer within ${REQUEST_TIMEOUT_MS / 1000} seconds`),
    ),
    timesOut: true,
  },
]

const ANIMAL: AnimalDraft = {
  name: 'Matrix Mo',
  categoryId: '9007199254740993',
  status: 'Pending',
}

/** Ends the 429's wait (browser and server clocks alike), if the case has one. */
async function endTheWait(page: Page, item: FaultCase) {
  if (!item.recoversAfterMs) return
  await mockServer.advanceClock(item.recoversAfterMs)
  await page.clock.fastForward(item.recoversAfterMs)
}

/**
 * For a server slower than the timeout: once the request is held at the
 * server, the page's clock moves past the app's timeout at once.
 */
async function passTheTimeout(page: Page, item: FaultCase) {
  if (!item.timesOut) return
  await expect
    .poll(async () => (await mockServer.requests()).length)
    .toBe(item.requests)
  await page.clock.runFor(REQUEST_TIMEOUT_MS)
}

for (const item of CASES) {
  test.describe(item.name, () => {
    test.beforeEach(async ({ page }) => {
      await startOnTestClock(page)
    })

    test('list', async ({ page }) => {
      await item.arm(page, { method: 'GET', path: '/pets' })
      await page.goto('/animals')
      await passTheTimeout(page, item)
      await expect(page.getByText(item.says.list).first()).toBeVisible({
        timeout: 10_000,
      })
      await expect(
        page.getByRole('heading', { name: 'Animals', level: 1 }),
      ).toBeVisible()
      await endTheWait(page, item)
      if (item.recoversAfterMs)
        await expect(page.getByText('Showing 20 animals.')).toBeVisible()
      else
        await expect(page.getByRole('button', { name: /^Retry/ })).toBeVisible()
      expect(await mockServer.requests()).toHaveLength(item.requests)
    })

    test('add', async ({ page }) => {
      await page.goto('/animals/new')
      await fillAnimalForm(page, ANIMAL)
      await item.arm(page, { method: 'POST', path: '/pets' })
      await page.getByRole('button', { name: 'Add animal' }).click()
      await passTheTimeout(page, item)
      await expect(page.getByText(item.says.add).first()).toBeVisible({
        timeout: 10_000,
      })
      await endTheWait(page, item)
      if (item.recoversAfterMs) {
        await expect(
          page.getByRole('heading', { name: 'Matrix Mo was added' }),
        ).toBeVisible()
      } else {
        await expectAnimalFormKeeps(page, ANIMAL)
      }
      // Longer than the longest wait the client ever schedules (ten
      // minutes), then the list, in the same page: a resend on the way
      // would reach the server before the list's request is answered.
      await page.clock.runFor('11:00')
      await page
        .getByRole('link', { name: 'Animals', exact: true })
        .first()
        .click()
      await expect(
        page.getByText(/Showing 20 animals\.|Could not reach the server/),
      ).toBeVisible()
      const posts = (await mockServer.requests()).filter(
        (request) => request.method === 'POST',
      )
      expect(posts).toHaveLength(item.requests)
    })

    test('lookup', async ({ page }) => {
      await item.arm(page, { method: 'GET', path: '/pets/5' })
      await page.goto('/animals/5')
      await passTheTimeout(page, item)
      await expect(page.getByText(item.says.lookup).first()).toBeVisible({
        timeout: 10_000,
      })
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await endTheWait(page, item)
      if (item.recoversAfterMs)
        await expect(
          page.getByRole('heading', { name: 'Ginger', level: 1 }),
        ).toBeVisible()
      expect(await mockServer.requests()).toHaveLength(item.requests)
    })
  })
}
