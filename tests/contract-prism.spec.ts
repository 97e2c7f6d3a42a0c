import type { Page, Response } from '@playwright/test'
import {
  expect,
  expectNoAxeViolations,
  keepScreenshot,
  startConnected,
  test,
} from './fixtures'
import { PRISM_URL } from './ports.ts'

// Live mode against Prism mocking docs/openapi.yaml in dynamic mode: every
// answer is random but valid by the contract (negative and 16-digit ids,
// names from one word to several paragraphs, nonsense rate-limit headers,
// Error bodies whose `status` is not the HTTP status). The app must render
// all of it, and every request it sends must pass Prism's validator: Prism
// reports a rejected request with a 422 or an `sl-violations` header.
// Ids beyond 2^53 are not tried here (Prism holds ids as JS numbers); the
// strict tests against the project's mock cover them.

const KEY = 'sk_test_prism'

interface Violation {
  location: string[]
  code: string | number
  message: string
}

interface Seen {
  method: string
  url: string
  status: number
  violations: Violation[]
  body: string
}

/** Every answer Prism gave the page, with the violations it reported. */
function watchPrism(page: Page) {
  const seen: Promise<Seen>[] = []
  page.on('response', (response: Response) => {
    const request = response.request()
    if (!request.url().startsWith(PRISM_URL) || request.method() === 'OPTIONS')
      return
    seen.push(
      (async () => {
        const header = await response.headerValue('sl-violations')
        return {
          method: request.method(),
          url: request.url().slice(PRISM_URL.length),
          status: response.status(),
          violations: header ? (JSON.parse(header) as Violation[]) : [],
          body: await response.text().catch(() => ''),
        }
      })(),
    )
  })
  return {
    all: () => Promise.all(seen),
    async last(path: RegExp) {
      const all = await Promise.all(seen)
      const found = all.filter((answer) => path.test(answer.url)).at(-1)
      if (!found) throw new Error(`No request to ${String(path)} yet`)
      return found
    },
  }
}

/**
 * What Prism found wrong with the app's requests. Prism itself answers a
 * deprecated operation with `deprecation: true` (an old draft's form), which
 * the document's RFC 9745 pattern rejects: that one is Prism's, not the app's.
 */
function requestViolations(seen: Seen[]) {
  return seen.flatMap((answer) => [
    ...(answer.status === 422 ? [`${answer.url}: 422 ${answer.body}`] : []),
    ...answer.violations
      .filter(
        (violation) =>
          !(
            violation.location.join('.') === 'response.header.deprecation' &&
            answer.url.startsWith('/pets/')
          ),
      )
      .map(
        (violation) =>
          `${answer.method} ${answer.url}: ${violation.location.join('.')} ${violation.message}`,
      ),
  ])
}

/** Settings → Custom → Prism's address, as a person would connect. */
async function connectToPrism(page: Page) {
  await page.goto('/settings')
  await page.getByLabel('Environment').selectOption({ label: 'Custom' })
  await page.getByLabel('API base URL').fill(PRISM_URL)
  await page.getByLabel('API key', { exact: true }).fill(KEY)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved' }),
  ).toBeVisible()
}

/** Makes Prism answer the app's own requests to `path` with `code`. */
async function preferCode(page: Page, path: RegExp, code: number) {
  await page.route(
    (url) => url.href.startsWith(PRISM_URL) && path.test(url.pathname),
    async (route) => {
      if (route.request().method() === 'OPTIONS') return route.continue()
      await route.continue({
        headers: { ...route.request().headers(), prefer: `code=${code}` },
      })
    },
  )
}

interface WirePet {
  id: number
  name: string
  categoryId: number
  status?: string
}

let prism: ReturnType<typeof watchPrism>

test.beforeEach(async ({ page }) => {
  // Deprecation is reckoned from a fixed day, not from today.
  await page.clock.setFixedTime(new Date('2026-11-21T10:00:00Z'))
  prism = watchPrism(page)
  // Settings saved once per worker (the save sends no request to check):
  // each test opens its own page.
  await startConnected(page, connectToPrism)
})

test.afterEach(async () => {
  expect(requestViolations(await prism.all())).toEqual([])
})

test('the list renders Prism’s random animals for every status and page size', async ({
  page,
}) => {
  /** Does `action`, then checks the list the app shows for the answer to (status, size). */
  async function expectList(
    action: () => Promise<unknown>,
    status: string,
    size: string,
  ) {
    const answered = page.waitForResponse((response) => {
      const url = new URL(response.url())
      return (
        url.href.startsWith(`${PRISM_URL}/pets?`) &&
        response.request().method() === 'GET' &&
        url.searchParams.get('limit') === size &&
        url.searchParams.get('status') === (status || null)
      )
    })
    await action()
    const pets = JSON.parse(await (await answered).text()) as WirePet[]
    const table = page.getByRole('region', { name: 'Animals table' })
    if (pets.length === 0) {
      await expect(
        page.getByRole('heading', { name: /^No .*animals/ }),
      ).toBeVisible()
      return
    }
    // Prism ignores `limit`: a longer answer shows the rows asked for, and says so.
    const shown = Math.min(pets.length, Number(size))
    await expect(
      page.getByText(`Showing ${String(shown)} animal`),
    ).toBeVisible()
    if (pets.length > shown)
      await expect(
        page.getByText(
          `The server sent ${String(pets.length)} animals where ${size} were asked for`,
        ),
      ).toBeVisible()
    await expect(table.getByRole('row')).toHaveCount(shown + 1)
    // Ids, negative or 16 digits long, show exactly as sent.
    for (const pet of pets.slice(0, 5))
      await expect(
        table.getByRole('cell', { name: String(pet.id), exact: true }),
      ).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  }

  let size = '20'
  await expectList(() => page.goto('/animals'), '', size)
  for (const status of ['', 'available', 'pending', 'sold']) {
    if (status)
      await expectList(
        () => page.getByLabel('Status').selectOption(status),
        status,
        size,
      )
    for (const next of ['10', '20', '50', '100'].filter((s) => s !== size)) {
      size = next
      await expectList(
        () => page.getByLabel('Page size').selectOption(next),
        status,
        next,
      )
    }
  }
})

test('long names, huge and negative ids and odd headers keep the layout on desktop and phone', async ({
  page,
}) => {
  await page.goto('/animals?limit=100')
  const table = page.getByRole('region', { name: 'Animals table' })
  // Prism may answer an empty page (about 1 in 100); this test needs rows.
  await expect(async () => {
    if (!(await table.isVisible())) await page.reload()
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 2000 })
  }).toPass()
  await expectNoAxeViolations(page)

  // Nonsense rate-limit numbers (negative, or millions) still read as numbers.
  await expect(page.getByRole('banner')).not.toContainText(
    /NaN|Infinity|undefined/,
  )

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 })
    // Nothing but the table's own scroller may be wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    // Names stay readable: no column squeezed to a letter or two per line.
    const nameWidth = await table
      .getByRole('row')
      .nth(1)
      .getByRole('link')
      .evaluate((link) => link.getBoundingClientRect().width)
    expect(nameWidth).toBeGreaterThanOrEqual(120)
    await keepScreenshot(page, {
      path: `test-results/screens/prism-animals-${String(width)}.png`,
      fullPage: false,
    })
  }
})

test('adding an animal, with and without a status, sends what the contract allows', async ({
  page,
}) => {
  await page.goto('/animals/new')
  for (const status of ['Pending', null]) {
    await page.getByLabel('Name').fill('Pumpernickel')
    await page.getByLabel('Category ID').fill('-9007199254740991')
    if (status) await page.getByLabel('Status').selectOption({ label: status })
    // The second Pumpernickel is one this browser just added: the form says
    // so, and sending it anyway is the person's choice.
    await page
      .getByRole('button', {
        name: status ? 'Add animal' : 'Add anyway',
        exact: true,
      })
      .click()

    const seen = await expect
      .poll(async () => {
        const all = await prism.all()
        return all.filter((answer) => answer.method === 'POST').length
      })
      .toBe(status ? 1 : 2)
      .then(() => prism.last(/^\/pets$/))
    expect(seen.status).toBe(201)
    const created = JSON.parse(seen.body) as WirePet
    await expect(
      page.getByRole('heading', { name: /was added$/ }),
    ).toBeVisible()
    await expect(
      page.getByText(String(created.id), { exact: true }),
    ).toBeVisible()
  }
  await expectNoAxeViolations(page)
})

test('looking up an animal shows Prism’s answer and the deprecation notice', async ({
  page,
}) => {
  await page.goto('/animals')
  await page.getByLabel('Animal ID').fill('-42')
  await page.getByRole('button', { name: 'Find' }).click()
  await expect(page).toHaveURL(/\/animals\/-42$/)
  const seen = await expect
    .poll(async () => (await prism.all()).some((a) => a.url === '/pets/-42'))
    .toBe(true)
    .then(() => prism.last(/^\/pets\/-42$/))
  expect(seen.status).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(
    page.getByRole('complementary', { name: 'Looking up by ID is deprecated' }),
  ).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await keepScreenshot(page, {
    path: 'test-results/screens/prism-animal.png',
    fullPage: true,
  })
  await expectNoAxeViolations(page)
})

test('an unknown ID: Prism’s 404 reads as not found', async ({ page }) => {
  await preferCode(page, /^\/pets\/\d+$/, 404)
  await page.goto('/animals/7')
  await expect(
    page.getByRole('heading', { name: 'No animal with ID 7', level: 1 }),
  ).toBeVisible()
  expect((await prism.last(/^\/pets\/7$/)).status).toBe(404)
  await expectNoAxeViolations(page)
})

test('a key Prism refuses: its 401 says so, whatever the Error body holds', async ({
  page,
}) => {
  await preferCode(page, /^\/pets$/, 401)
  await page.goto('/animals')
  await expect(page.getByRole('alert')).toContainText(
    'The server refused the API key',
  )
  expect((await prism.last(/^\/pets\?/)).status).toBe(401)
  await expectNoAxeViolations(page)
})

test('no key at all: Prism’s own security check answers 401', async ({
  page,
}) => {
  // The app never sends a request without its key; strip it on the way out.
  await page.route(
    (url) => url.href.startsWith(`${PRISM_URL}/pets`),
    async (route) => {
      const headers = { ...route.request().headers() }
      delete headers.authorization
      await route.continue({ headers })
    },
  )
  await page.goto('/animals')
  await expect(page.getByRole('alert')).toContainText(
    'The server refused the API key',
  )
  const seen = await prism.last(/^\/pets\?/)
  expect(seen.status).toBe(401)
  expect(seen.violations.map((violation) => violation.code)).toEqual([401])
  // That violation is the point of this test, not a fault of the app.
  seen.violations.length = 0
})
