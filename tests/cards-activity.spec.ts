import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import jsQR from 'jsqr'
import { fillAnimalForm } from './animal-form.ts'
import { tabTo } from './by-keyboard.ts'
import {
  connectToMockServer,
  startConnected,
  startOnTestClock,
  expect,
  expectNoAxeViolations,
  MOCK_KEY,
  mockServer,
  screenshotPage,
  test,
} from './fixtures'
import { SUBPATH_URL } from './ports.ts'

// Kennel cards and the Activity log (issue 16, sections 3 and 4). Requests
// are counted in the mock server's own log; a QR code is read back from a
// screenshot with jsQR, as a phone would read the printed card.

/** window.print opens no dialog in a test; it only counts, so a test can see it was called. */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    const counter = window as unknown as { prints: number }
    counter.prints = 0
    window.print = () => {
      counter.prints += 1
    }
  })
}
const prints = (page: Page) =>
  page.evaluate(() => (window as unknown as { prints: number }).prints)

/** Screenshots of `name` at desktop width and at 360 px, each scanned by axe. */
async function shootAndScan(page: Page, name: string) {
  await screenshotPage(page, name)
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 360, height: 780 })
  await screenshotPage(page, `${name}-360`)
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 1280, height: 720 })
}

/**
 * Reads a QR code from a screenshot of it: the PNG is decoded to pixels by
 * the browser's own image decoder (no PNG library here), jsQR reads them.
 */
async function decodeQr(qr: Locator): Promise<string | null> {
  const png = await qr.screenshot()
  const { width, height, data } = await qr.page().evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
    const bitmap = await createImageBitmap(
      new Blob([bytes], { type: 'image/png' }),
    )
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d context')
    context.drawImage(bitmap, 0, 0)
    const image = context.getImageData(0, 0, bitmap.width, bitmap.height)
    return {
      width: image.width,
      height: image.height,
      data: Array.from(image.data),
    }
  }, png.toString('base64'))
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data ?? null
}

/** Elements that would print although they neither are a card nor hold one. */
function visibleBesidesCards(page: Page) {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter(
        (element) =>
          !element.closest('.kennel-cards') &&
          !element.querySelector('.kennel-cards') &&
          element.checkVisibility() &&
          element.getBoundingClientRect().width > 0 &&
          element.getBoundingClientRect().height > 0,
      )
      .map((element) => element.outerHTML.slice(0, 80)),
  )
}

const listNames = (page: Page) =>
  page
    .getByRole('table', { name: 'Animals' })
    .locator('tbody tr td:nth-child(2)')
    .allInnerTexts()

test.describe('kennel cards in demo mode', () => {
  test('Print cards: one card per row shown, a QR code that opens the animal’s page, and paper with nothing but cards', async ({
    page,
  }) => {
    await countPrints(page)
    // A named category reads as its name beside the ID on the cards.
    await page.goto('/settings/categories')
    await page.getByLabel('Category ID').fill('2')
    await page.getByLabel('Category name').fill('Cats')
    await page.getByRole('button', { name: 'Add category' }).click()
    await page.goto('/animals?status=available&limit=10&sort=name')
    await expect(page.getByText(/Showing 10 animals/)).toBeVisible()
    const names = await listNames(page)
    expect(names).toHaveLength(10)
    await shootAndScan(page, 'animals-print-cards-button')

    await page.getByRole('link', { name: 'Print cards' }).click()
    await expect(page).toHaveURL(
      /\/animals\/cards\?status=available&limit=10&sort=name$/,
    )
    await expect(
      page.getByRole('heading', { name: 'Kennel cards', level: 1 }),
    ).toBeVisible()
    const cards = page
      .getByRole('list', { name: 'Kennel cards' })
      .getByRole('listitem')
    await expect(cards).toHaveCount(10)
    // The same rows, in the same order (sorted by name).
    expect(await page.locator('.kennel-card-name').allInnerTexts()).toEqual(
      names,
    )

    await expect(
      page.getByRole('article', { name: 'Kennel card: Nova' }),
    ).toContainText('Cats · 2')

    // Each QR code is an SVG that encodes its animal's page in this desk.
    const origin = new URL(page.url()).origin
    for (const card of await cards.all()) {
      const id = await card.locator('.kennel-card-id').innerText()
      const qr = card.getByRole('img', { name: /^QR code: / })
      await expect(qr).toHaveAttribute(
        'data-qr-text',
        `${origin}/animals/${id}`,
      )
      expect(await qr.evaluate((element) => element.tagName)).toBe('svg')
    }
    // Read back from the picture, as a phone would, and followed.
    const first = cards.first()
    const firstId = await first.locator('.kennel-card-id').innerText()
    const decoded = await decodeQr(first.getByRole('img', { name: /^QR code/ }))
    expect(decoded).toBe(`${origin}/animals/${firstId}`)

    await shootAndScan(page, 'cards')

    await page.getByRole('button', { name: 'Print' }).click()
    expect(await prints(page)).toBe(1)

    await page.emulateMedia({ media: 'print' })
    await expect(cards).toHaveCount(10)
    await expect(cards.first()).toBeVisible()
    expect(await visibleBesidesCards(page)).toEqual([])
    await screenshotPage(page, 'cards-print')
    await expectNoAxeViolations(page)
    await page.emulateMedia({ media: 'screen' })

    // Find in list narrows the cards as it narrows the list.
    await page.goto('/animals?status=available&limit=10&sort=name')
    await page.getByLabel('Find in list').fill('cats')
    await expect(page).toHaveURL(/q=cats/)
    const matching = await listNames(page)
    expect(matching.length).toBeGreaterThan(0)
    expect(matching.length).toBeLessThan(10)
    await page.getByRole('link', { name: 'Print cards' }).click()
    await expect(page).toHaveURL(/\/animals\/cards\?.*q=cats/)
    await expect(cards).toHaveCount(matching.length)
    expect(await page.locator('.kennel-card-name').allInnerTexts()).toEqual(
      matching,
    )

    if (!decoded) throw new Error('no QR code read')
    await page.goto(decoded)
    await expect(
      page.getByRole('heading', { name: names[0], level: 1 }),
    ).toBeVisible()
  })

  test('served from a sub-path, the QR code opens the page under it', async ({
    page,
  }) => {
    // Opened cold: the cards load the list as the list would.
    await page.goto(`${SUBPATH_URL}/desk/animals/cards?limit=10`)
    const qr = page.getByRole('img', { name: /^QR code/ }).first()
    await expect(qr).toHaveAttribute(
      'data-qr-text',
      new RegExp(`^${SUBPATH_URL}/desk/animals/\\d+$`),
    )
    const url = await qr.getAttribute('data-qr-text')
    expect(await decodeQr(qr)).toBe(url)
  })

  test('by keyboard: Print cards, then Print', async ({ page }) => {
    await countPrints(page)
    await page.goto('/animals?limit=10')
    await expect(page.getByText(/Showing 10 animals/)).toBeVisible()
    const printCards = page.getByRole('link', { name: 'Print cards' })
    await printCards.focus()
    await page.keyboard.press('Enter')
    await expect(
      page.getByRole('heading', { name: 'Kennel cards', level: 1 }),
    ).toBeFocused()
    await tabTo(page.getByRole('button', { name: 'Print' }))
    await page.keyboard.press('Enter')
    expect(await prints(page)).toBe(1)
  })
})

test.describe('Activity in demo mode', () => {
  test('two tabs adding at once both land in the one log kept on this device', async ({
    page,
    openTab,
  }) => {
    const other = await openTab()
    for (const [tab, name] of [
      [page, 'Juniper'],
      [other, 'Kiwi'],
    ] as const) {
      await tab.goto('/animals/new')
      await fillAnimalForm(tab, { name, categoryId: '3', status: 'Pending' })
    }
    // Both sends (and both log writes) at once.
    await Promise.all([
      page.getByRole('button', { name: 'Add animal' }).click(),
      other.getByRole('button', { name: 'Add animal' }).click(),
    ])
    await expect(
      page.getByRole('heading', { name: 'Juniper was added' }),
    ).toBeVisible()
    await expect(
      other.getByRole('heading', { name: 'Kiwi was added' }),
    ).toBeVisible()

    await page.getByRole('link', { name: 'Activity', exact: true }).click()
    const rows = page
      .getByRole('table', { name: 'Sent from this browser' })
      .locator('tbody tr')
    await expect(rows).toHaveCount(2)
    await expect(rows.filter({ hasText: 'Juniper' })).toContainText('Added')
    await expect(rows.filter({ hasText: 'Kiwi' })).toContainText('Added')
    await expect(page.getByText(/Kept on this device for Demo/)).toBeVisible()
    // The other tab sees the same log, and a third add shows up there live.
    await other.getByRole('link', { name: 'Activity', exact: true }).click()
    const otherRows = other
      .getByRole('table', { name: 'Sent from this browser' })
      .locator('tbody tr')
    await expect(otherRows).toHaveCount(2)
    await page.goto('/animals/new')
    await fillAnimalForm(page, {
      name: 'Lark',
      categoryId: '3',
      status: 'Adopted',
    })
    await page.getByRole('button', { name: 'Add animal' }).click()
    await expect(
      page.getByRole('heading', { name: 'Lark was added' }),
    ).toBeVisible()
    await expect(otherRows).toHaveCount(3)
    await expect(otherRows.first()).toContainText('Lark')
  })
})

const posts = () => mockServer.petPosts()
const lists = async () =>
  (await mockServer.requests()).filter(
    (request) =>
      request.method === 'GET' && request.path.startsWith('/v1/pets?'),
  )

test.describe('live against the mock server', () => {
  test.beforeEach(async ({ page }) => {
    await mockServer.reset()
    await startConnected(page)
  })

  test('the cards page costs no request with the list loaded; opened cold, one', async ({
    page,
  }) => {
    await page.goto('/animals?limit=10')
    await expect(page.getByText(/Showing 10 animals/)).toBeVisible()
    const before = (await lists()).length
    await page.getByRole('link', { name: 'Print cards' }).click()
    await expect(
      page.getByRole('list', { name: 'Kennel cards' }).getByRole('listitem'),
    ).toHaveCount(10)
    expect(await lists()).toHaveLength(before)

    await page.reload()
    await expect(
      page.getByRole('list', { name: 'Kennel cards' }).getByRole('listitem'),
    ).toHaveCount(10)
    // A reload restores the rows saved for repeat visits; the cards then
    // stay with them rather than asking again.
    expect((await lists()).length - before).toBeLessThanOrEqual(1)
  })

  test('Print card on an animal’s page prints that animal’s card only', async ({
    page,
  }) => {
    await countPrints(page)
    await page.goto('/animals?limit=10')
    const link = page
      .getByRole('table', { name: 'Animals' })
      .getByRole('link')
      .first()
    const name = await link.innerText()
    await link.click()
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
    const id = await page.locator('.details dd').first().innerText()
    // By keyboard.
    await page.getByRole('button', { name: 'Print card' }).focus()
    await page.keyboard.press('Enter')
    const card = page.getByRole('article', { name: `Kennel card: ${name}` })
    await expect(card).toBeVisible()
    await expect.poll(() => prints(page)).toBe(1)
    await expect(card.getByRole('img', { name: /^QR code/ })).toHaveAttribute(
      'data-qr-text',
      `${new URL(page.url()).origin}/animals/${id}`,
    )
    await shootAndScan(page, 'animal-print-card')
    await page.emulateMedia({ media: 'print' })
    expect(await visibleBesidesCards(page)).toEqual([])
    await screenshotPage(page, 'animal-print-card-print')
  })

  test('Activity lists an add and three import rows (one refused), newest first, and exports them', async ({
    page,
  }) => {
    await page.goto('/activity')
    await expect(
      page.getByRole('heading', { name: 'Nothing sent yet' }),
    ).toBeVisible()
    await shootAndScan(page, 'activity-empty')

    // One add.
    await page.goto('/animals/new')
    await fillAnimalForm(page, {
      name: 'Pickle',
      categoryId: '9007199254740993',
      status: 'Available',
    })
    await page.getByRole('button', { name: 'Add animal' }).click()
    await expect(
      page.getByRole('heading', { name: 'Pickle was added' }),
    ).toBeVisible()
    const added = (await posts())[0]
    expect(added?.status).toBe(201)

    // Three import rows, the first refused by the server.
    await page.goto('/animals/import')
    await page
      .getByRole('textbox', { name: 'Rows' })
      .fill(
        [
          'name\tcategoryId\tstatus',
          'Ada\t3\tavailable',
          'Bo\t4\tpending',
          'Cy\t5\t',
        ].join('\n'),
      )
    await page.getByRole('button', { name: 'Check rows' }).click()
    await mockServer.fault(
      { kind: 'bad-request' },
      { method: 'POST', path: '/pets' },
    )
    await page.getByRole('button', { name: 'Import 3 animals' }).click()
    await expect(
      page.getByRole('heading', { name: 'Import finished' }),
    ).toBeVisible()
    expect((await posts()).map((request) => request.status)).toEqual([
      201, 400, 201, 201,
    ])

    await page.getByRole('link', { name: 'Activity', exact: true }).click()
    await expect(
      page.getByRole('heading', { name: 'Activity', level: 1 }),
    ).toBeVisible()
    const table = page.getByRole('table', { name: 'Sent from this browser' })
    const rows = table.locator('tbody tr')
    await expect(rows).toHaveCount(4)
    await expect(rows.nth(0)).toContainText('Cy')
    await expect(rows.nth(0)).toContainText('Added')
    await expect(rows.nth(1)).toContainText('Bo')
    await expect(rows.nth(1)).toContainText('Added')
    await expect(rows.nth(2)).toContainText('Ada')
    await expect(rows.nth(2)).toContainText(
      'Refused: The request contains invalid values.',
    )
    await expect(rows.nth(3)).toContainText('Pickle')
    await expect(rows.nth(3)).toContainText('9007199254740993')
    const pickleId = await rows.nth(3).getByRole('link').innerText()
    expect(pickleId).toMatch(/^\d+$/)
    await shootAndScan(page, 'activity')

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const file = await readFile(await (await download).path(), 'utf8')
    const lines = file
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe(
      '"time","name","categoryId","status","outcome","id","message"',
    )
    expect(lines.slice(1).map((line) => line.replace(/^"[^"]+",/, ''))).toEqual(
      [
        expect.stringMatching(/^"Cy","5","","Added","\d+",""$/),
        expect.stringMatching(/^"Bo","4","pending","Added","\d+",""$/),
        '"Ada","3","available","Refused","","The request contains invalid values."',
        `"Pickle","9007199254740993","available","Added","${pickleId}",""`,
      ],
    )

    // The ID links to the animal.
    await rows.nth(3).getByRole('link', { name: pickleId }).click()
    await expect(
      page.getByRole('heading', { name: 'Pickle', level: 1 }),
    ).toBeVisible()

    // The import's results link each row to its entry, after a fresh load
    // of the page too (the entry ids are kept in the stored job).
    await page.goto('/animals/import')
    const results = page.getByRole('table', { name: 'Rows to import' })
    await expect(
      results.getByRole('link', { name: /^See it in Activity/ }),
    ).toHaveCount(3)
    await shootAndScan(page, 'import-results-activity-links')
    await results
      .getByRole('link', { name: 'See it in Activity (row 2)' })
      .click()
    await expect(page).toHaveURL(/\/activity#entry-/)
    const refused = page.locator('tr.is-highlighted')
    await expect(refused).toContainText('Ada')
    await expect(refused).toContainText('Refused')
    await expect(refused).toBeFocused()

    // By keyboard, to an Added row's entry.
    await page.goBack()
    await results
      .getByRole('link', { name: 'See it in Activity (row 3)' })
      .focus()
    await page.keyboard.press('Enter')
    const bo = page.locator('tr.is-highlighted')
    await expect(bo).toContainText('Bo')
    await expect(bo).toContainText('Added')
    await expect(bo).toBeFocused()
  })

  test('the add form’s message links to its entry; by keyboard from the header', async ({
    page,
  }) => {
    await page.goto('/animals/new')
    await fillAnimalForm(page, {
      name: 'Tofu',
      categoryId: '2',
      status: 'Adopted',
    })
    await page.getByRole('button', { name: 'Add animal' }).click()
    await page.getByRole('link', { name: 'See it in Activity' }).click()
    await expect(page).toHaveURL(/\/activity#entry-/)
    const entry = page.locator('tr.is-highlighted')
    await expect(entry).toContainText('Tofu')
    await expect(entry).toBeFocused()
    await shootAndScan(page, 'activity-linked-entry')

    await page.goto('/animals')
    await tabTo(page.getByRole('link', { name: 'Skip to content' }))
    await tabTo(page.getByRole('link', { name: 'Adoption Desk' }))
    await tabTo(page.getByRole('link', { name: 'Overview', exact: true }))
    await tabTo(page.getByRole('link', { name: 'Animals', exact: true }))
    await tabTo(page.getByRole('link', { name: 'Activity', exact: true }))
    await page.keyboard.press('Enter')
    await expect(
      page.getByRole('heading', { name: 'Activity', level: 1 }),
    ).toBeFocused()
    // The intro's Why? (issue 34) comes first, where it reads.
    await tabTo(page.getByRole('main').getByText('Why?', { exact: true }))
    await tabTo(page.getByRole('button', { name: 'Export CSV' }))
    const download = page.waitForEvent('download')
    await page.keyboard.press('Enter')
    expect((await download).suggestedFilename()).toMatch(/^activity-/)
  })

  test('Forget key clears the log kept on this device', async ({ page }) => {
    await connectToMockServer(page, MOCK_KEY, { remember: true })
    await page.goto('/animals/new')
    await fillAnimalForm(page, {
      name: 'Mochi',
      categoryId: '2',
      status: 'Adopted',
    })
    await page.getByRole('button', { name: 'Add animal' }).click()
    await expect(
      page.getByRole('heading', { name: 'Mochi was added' }),
    ).toBeVisible()
    await page.goto('/activity')
    await expect(
      page
        .getByRole('table', { name: 'Sent from this browser' })
        .locator('tbody tr'),
    ).toHaveCount(1)
    await page.goto('/settings')
    await page.getByRole('button', { name: 'Forget key' }).click()
    await expect(
      page.getByText('The saved API key was removed from this browser.'),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Activity', exact: true }).click()
    await expect(
      page.getByRole('heading', { name: 'No API key' }),
    ).toBeVisible()
    await shootAndScan(page, 'activity-no-key')
    await connectToMockServer(page, MOCK_KEY, { remember: true })
    await page.goto('/activity')
    await expect(
      page.getByRole('heading', { name: 'Nothing sent yet' }),
    ).toBeVisible()
  })
})

test('an add held by a 429 shows Waiting in Activity, then Added once it goes through', async ({
  page,
}) => {
  // The wait ends only when the test moves the page clock on.
  await startOnTestClock(page)
  await page.goto('/animals/new')
  await fillAnimalForm(page, {
    name: 'Patience',
    categoryId: '7',
    status: 'Available',
  })
  await mockServer.rateLimit(60, { method: 'POST', path: '/pets' })
  await page.getByRole('button', { name: 'Add animal' }).click()
  await expect(
    page.getByText(/Rate limit reached — nothing was created yet/),
  ).toBeVisible()

  await page.getByRole('link', { name: 'Activity', exact: true }).click()
  const row = page
    .getByRole('table', { name: 'Sent from this browser' })
    .locator('tbody tr')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Waiting for the rate limit to pass')
  await screenshotPage(page, 'activity-waiting')

  await page.clock.fastForward('01:01')
  await expect(row).toContainText('Added')
  expect(await mockServer.statuses()).toEqual([429, 201])
})
