import type { Page } from '@playwright/test'
import { connectToMockServer, expect, mockServer, test } from './fixtures'

// Every operation under every fault, against the real mock server over HTTP:
// a clear message, no uncaught error (the fixture fails on any), no blank
// page, typed input kept, and exactly the requests expected at the server.
// Time is controlled: a 429's wait is long (30 s) and ended by moving
// Playwright's clock, so its banner cannot come and go before it is seen.

type Operation = 'list' | 'add' | 'lookup'

interface FaultCase {
  name: string
  /** Arms the fault at the mock server, or in the browser for network-level ones. */
  arm: (page: Page) => Promise<void>
  /** What a person must read, per operation. */
  says: Record<Operation, RegExp>
  /** Requests the server sees for the operation. */
  requests: number
  /** The app recovers by itself once the 429's wait has passed (ms of clock to move). */
  recoversAfterMs?: number
}

const fault = (spec: Record<string, unknown>) => async () =>
  mockServer.fault(spec)
const UNKNOWN_OUTCOME = /may or may not have been added/

const CASES: FaultCase[] = [
  {
    name: '401 key refused',
    arm: fault({ kind: 'unauthorized' }),
    says: {
      list: /refused the API key/,
      add: /The API key was refused/,
      lookup: /refused the API key/,
    },
    requests: 1,
  },
  {
    name: '400 bad request',
    arm: fault({ kind: 'bad-request' }),
    says: {
      list: /The request contains invalid values\./,
      add: /not added\. The server did not accept it: The request contains invalid values\./,
      lookup: /The request contains invalid values\./,
    },
    requests: 1,
  },
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
    arm: fault({ kind: 'rate-limit', retryAfter, seconds: 30 }),
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
  {
    name: '500 server error',
    arm: fault({ kind: 'server-error' }),
    says: {
      list: /Internal server error/,
      add: UNKNOWN_OUTCOME,
      lookup: /Internal server error/,
    },
    requests: 1,
  },
  {
    name: '502 HTML page from a proxy',
    arm: fault({ kind: 'bad-gateway-html' }),
    says: {
      list: /gateway.*web page/i,
      add: UNKNOWN_OUTCOME,
      lookup: /gateway.*web page/i,
    },
    requests: 1,
  },
  {
    name: 'malformed JSON',
    arm: fault({ kind: 'malformed-json' }),
    says: {
      list: /not valid JSON/,
      add: UNKNOWN_OUTCOME,
      lookup: /not valid JSON/,
    },
    requests: 1,
  },
  {
    name: 'JSON of the wrong shape',
    arm: fault({ kind: 'wrong-shape' }),
    says: {
      list: /expected shape/,
      add: UNKNOWN_OUTCOME,
      lookup: /expected shape/,
    },
    requests: 1,
  },
  {
    name: 'no network',
    arm: async (page) => {
      await page.route('**/v1/pets**', (route) =>
        route.abort('internetdisconnected'),
      )
    },
    says: {
      list: /Could not reach the server/,
      add: UNKNOWN_OUTCOME,
      lookup: /Could not reach the server/,
    },
    requests: 0,
  },
  {
    name: 'slower than the timeout',
    arm: fault({ kind: 'slow', seconds: 6 }),
    says: {
      list: /did not answer within 4 seconds/,
      add: UNKNOWN_OUTCOME,
      lookup: /did not answer within 4 seconds/,
    },
    requests: 1,
  },
]

async function fillAnimal(page: Page) {
  await page.getByLabel('Name').fill('Matrix Mo')
  await page.getByLabel('Category ID').fill('9007199254740993')
  await page.getByLabel('Status').selectOption({ label: 'Pending' })
}

async function expectAnimalKept(page: Page) {
  await expect(page.getByLabel('Name')).toHaveValue('Matrix Mo')
  await expect(page.getByLabel('Category ID')).toHaveValue('9007199254740993')
  await expect(page.getByLabel('Status')).toHaveValue('pending')
}

/** Ends the 429's wait (browser and server clocks alike), if the case has one. */
async function endTheWait(page: Page, item: FaultCase) {
  if (!item.recoversAfterMs) return
  await mockServer.advanceClock(item.recoversAfterMs)
  await page.clock.fastForward(item.recoversAfterMs)
}

for (const item of CASES) {
  test.describe(item.name, () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.install()
      await connectToMockServer(page)
      await mockServer.reset()
    })

    test('list', async ({ page }) => {
      await item.arm(page)
      await page.goto('/animals')
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
      await fillAnimal(page)
      await item.arm(page)
      await page.getByRole('button', { name: 'Add animal' }).click()
      await expect(page.getByText(item.says.add).first()).toBeVisible({
        timeout: 10_000,
      })
      await endTheWait(page, item)
      if (item.recoversAfterMs) {
        await expect(
          page.getByRole('heading', { name: 'Matrix Mo was added' }),
        ).toBeVisible()
      } else {
        await expectAnimalKept(page)
      }
      const posts = (await mockServer.requests()).filter(
        (request) => request.method === 'POST',
      )
      expect(posts).toHaveLength(item.requests)
    })

    test('lookup', async ({ page }) => {
      await item.arm(page)
      await page.goto('/animals/5')
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
