import type { Page } from '@playwright/test'
import {
  type AnimalDraft,
  expectAnimalFormKeeps,
  fillAnimalForm,
} from './animal-form.ts'
import { tabTo } from './by-keyboard.ts'
import {
  connectToMockServer,
  expect,
  expectNoAxeViolations,
  keepScreenshot,
  MOCK_KEY,
  mockServer,
  recordSendTimes,
  screenshotPage,
  startConnected,
  test,
} from './fixtures'

test.describe('adding an animal in demo mode', () => {
  test('adds an animal and sees it in the list with its ID, without a reload', async ({
    page,
  }) => {
    await page.goto('/animals')
    await expect(page.getByText('Showing 20 animals.')).toBeVisible()
    await page.getByRole('link', { name: 'Add animal' }).click()
    await expect(
      page.getByRole('heading', { name: 'Add an animal', level: 1 }),
    ).toBeFocused()
    await expectNoAxeViolations(page)

    await fillAnimalForm(page, {
      name: '  Pumpernickel  ',
      categoryId: '9007199254740993',
      status: 'Pending',
    })
    await page.getByRole('button', { name: 'Add animal' }).click()

    const confirmation = page
      .getByRole('status')
      .filter({ hasText: 'Pumpernickel was added' })
    await expect(confirmation).toContainText('ID 1001')
    await expect(
      page.getByRole('heading', { name: 'Pumpernickel was added' }),
    ).toBeFocused()
    await expect(page.getByLabel('Name')).toHaveValue('')
    await screenshotPage(page, 'add-confirmation')
    await expectNoAxeViolations(page)

    await confirmation.getByRole('link', { name: 'Back to the list' }).click()
    const first = page
      .getByRole('table', { name: 'Animals' })
      .getByRole('row')
      .nth(1)
    await expect(first).toContainText('1001')
    await expect(first).toContainText('Pumpernickel')
    await expect(first).toContainText('Pending')

    await first.getByRole('link', { name: 'Pumpernickel' }).click()
    await expect(
      page.getByRole('heading', { name: 'Pumpernickel', level: 1 }),
    ).toBeVisible()
    await expect(page.getByText('9007199254740993')).toBeVisible()

    // Demo data survives a reload.
    await page.goto('/animals')
    await expect(page.getByRole('link', { name: 'Pumpernickel' })).toBeVisible()
  })

  test('checks the fields on blur and on submit, with a summary that takes focus', async ({
    page,
  }) => {
    await page.goto('/animals/new')
    // Passing through an empty field is not told off; submitting says it.
    await page.getByLabel('Name').focus()
    await page.getByLabel('Name').blur()
    await expect(page.getByLabel('Name')).not.toHaveAttribute('aria-invalid')

    await page.getByLabel('Category ID').fill('3.5')
    await page.getByRole('button', { name: 'Add animal' }).click()
    const summary = page
      .getByRole('heading', { name: 'There is a problem' })
      .locator('..')
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('link')).toHaveText([
      'Enter a name',
      'Enter the category ID as a whole number, like 3',
    ])
    await expect(page.getByLabel('Category ID')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(page.getByLabel('Category ID')).toHaveAccessibleDescription(
      /whole number, like 3/,
    )
    await screenshotPage(page, 'add-errors')
    await expectNoAxeViolations(page)

    await summary
      .getByRole('link', {
        name: 'Enter the category ID as a whole number, like 3',
      })
      .click()
    await expect(page.getByLabel('Category ID')).toBeFocused()
    await page.getByLabel('Category ID').fill('99999999999999999999')
    await page.getByLabel('Category ID').blur()
    await expect(page.getByLabel('Category ID')).toHaveAccessibleDescription(
      /too large for a category ID/,
    )
    // Typed input stays.
    await expect(page.getByLabel('Category ID')).toHaveValue(
      '99999999999999999999',
    )
  })

  test('works by keyboard alone', async ({ page }) => {
    await page.goto('/animals')
    await expect(page.getByText('Showing 20 animals.')).toBeVisible()
    await page.getByRole('link', { name: 'Add animal' }).focus()
    await page.keyboard.press('Enter')
    await expect(
      page.getByRole('heading', { name: 'Add an animal' }),
    ).toBeFocused()
    await tabTo(
      page.getByRole('button', { name: 'Several animals (one name per line)' }),
    )
    await tabTo(page.getByLabel('Name'))
    await page.keyboard.type('Keyboard Kitty')
    await page.keyboard.press('Tab')
    await page.keyboard.type('4')
    await tabTo(page.getByLabel('Status'))
    await page.keyboard.press('ArrowDown')
    await tabTo(page.getByRole('button', { name: 'Add animal', exact: true }))
    await page.keyboard.press('Enter')
    await expect(
      page.getByRole('heading', { name: 'Keyboard Kitty was added' }),
    ).toBeFocused()
  })
})

test.describe('adding an animal against a live server', () => {
  test.beforeEach(async ({ page }) => {
    await startConnected(page)
    await mockServer.reset()
  })

  const BISCOTTI: AnimalDraft = {
    name: 'Biscotti',
    categoryId: '2',
    status: 'Available',
  }

  async function fillForm(page: Page) {
    await page.goto('/animals/new')
    await fillAnimalForm(page, BISCOTTI)
  }

  const expectKept = (page: Page) => expectAnimalFormKeeps(page, BISCOTTI)

  const posts = async () =>
    (await mockServer.requests()).filter((request) => request.method === 'POST')

  test('a 400 shows the server message on the field it names and keeps the input', async ({
    page,
  }) => {
    await fillForm(page)
    await page.route('**/v1/pets', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              code: 'invalid_body',
              message: 'categoryId is not a known category.',
              status: 400,
            }),
          })
        : route.fallback(),
    )
    await page.getByRole('button', { name: 'Add animal' }).click()
    await expect(
      page
        .getByText('The server said: categoryId is not a known category.')
        .first(),
    ).toBeVisible()
    await expect(page.getByLabel('Category ID')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expectKept(page)
  })

  test('a refused key links to Settings, and the draft survives the trip', async ({
    page,
  }) => {
    await connectToMockServer(page, 'sk_wrong_0000')
    await fillForm(page)
    await page.getByRole('button', { name: 'Add animal' }).click()
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('The API key was refused')
    await expectKept(page)
    await expectNoAxeViolations(page)

    await alert
      .getByRole('link', { name: 'Check the API key in Settings' })
      .click()
    await page.getByLabel('API key', { exact: true }).fill(MOCK_KEY)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.goBack()
    await expect(page).toHaveURL(/\/animals\/new$/)
    await expectKept(page)
    await page.getByRole('button', { name: 'Add animal' }).click()
    await expect(
      page.getByRole('heading', { name: 'Biscotti was added' }),
    ).toBeVisible()
  })

  test('a 429 waits with a countdown and sends again by itself', async ({
    page,
  }) => {
    // The page's clock runs, but the wait ends only when the test moves it
    // on: the countdown cannot run out before it is seen, however slow the
    // machine.
    await page.clock.install()
    const sends = recordSendTimes(page, 'POST')
    await fillForm(page)
    await mockServer.rateLimit(60, { method: 'POST', path: '/pets' })
    await page.getByRole('button', { name: 'Add animal' }).click()
    await expect(page.getByRole('button', { name: 'Adding…' })).toBeDisabled()
    await expect(
      page.getByText(
        /nothing was created yet\. Sending again by itself in (60|59) s/,
      ),
    ).toBeVisible()
    expect((await posts()).map((request) => request.status)).toEqual([429])

    await page.clock.fastForward('01:00')
    await expect(
      page.getByRole('heading', { name: 'Biscotti was added' }),
    ).toBeVisible()
    const sent = await posts()
    expect(sent.map((request) => request.status)).toEqual([429, 201])
    // Sent again once Retry-After had passed on the page's clock, not before.
    await sends.expectTwoAtLeastApart(60_000)
  })

  for (const { name, fault } of [
    { name: 'a 500', fault: { kind: 'server-error' } },
    { name: 'a 502 page from a proxy', fault: { kind: 'bad-gateway-html' } },
  ]) {
    test(`${name} says the outcome is unknown, never resends, keeps the input`, async ({
      page,
    }) => {
      await page.clock.install()
      await fillForm(page)
      await mockServer.fault(fault, { method: 'POST', path: '/pets' })
      await page.getByRole('button', { name: 'Add animal' }).click()
      const alert = page.getByRole('alert')
      await expect(alert).toContainText(
        'The animal may or may not have been added.',
      )
      await expectKept(page)
      // Longer than the longest wait the client ever schedules (a 10 minute
      // wait): any resend would be sent within it.
      await page.clock.runFor('11:00')
      await expectKept(page)
      // The person checks the list, as the notice asks; by the time it has
      // loaded, a resend would have reached the server before it.
      await alert.getByRole('link', { name: 'Check the list' }).click()
      await expect(page.getByText('Showing 20 animals.')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Biscotti' })).toHaveCount(0)
      const sent = await mockServer.requests()
      expect(
        sent.map((request) => `${request.method} ${request.status}`),
      ).toEqual([`POST ${name === 'a 500' ? 500 : 502}`, 'GET 200'])
    })
  }

  test('a network failure says the outcome is unknown and keeps the input', async ({
    page,
  }) => {
    await fillForm(page)
    await page.route('**/v1/pets', (route) =>
      route.request().method() === 'POST'
        ? route.abort('connectionreset')
        : route.fallback(),
    )
    await page.getByRole('button', { name: 'Add animal' }).click()
    await expect(page.getByRole('alert')).toContainText(
      'may or may not have been added',
    )
    await expect(page.getByRole('alert')).toContainText(
      'Could not reach the server',
    )
    await expectKept(page)
    await screenshotPage(page, 'add-unknown-outcome')
  })
})

test.describe('issue 34: the category by its name, in demo mode', () => {
  test('a pick shows "Cats · 2"; "dog" then Tab offers Dogs · 1 instead of an error; the ID is sent', async ({
    page,
  }) => {
    await page.goto('/animals/new')
    await page.getByLabel('Name').fill('Biscotti')
    const box = page.getByRole('combobox', { name: 'Category ID' })
    await box.focus()
    await page.keyboard.type('ca')
    // As a person, who picks what the list offers once it shows it (the
    // demo's names may still be loading as the page opens).
    await expect(page.getByRole('option', { name: 'Cats · 2' })).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(box).toHaveValue('Cats · 2')
    await expectNoAxeViolations(page)

    // Typing replaces the name picked: it is selected when the box is entered.
    await page.getByLabel('Name').focus()
    await page.keyboard.press('Tab')
    await page.keyboard.type('dog')
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Status')).toBeFocused()
    const offer = page.getByRole('button', { name: 'Dogs · 1' })
    await expect(offer).toBeVisible()
    await expect(page.getByText(/whole number/)).toHaveCount(0)
    await expect(box).not.toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)
    for (const [width, scheme] of [
      [1280, 'light'],
      [360, 'dark'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 })
      await page.emulateMedia({ colorScheme: scheme })
      await keepScreenshot(page, {
        path: `/tmp/shots/h1/category-offer-${width}-${scheme}.png`,
        fullPage: true,
      })
    }
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.emulateMedia({ colorScheme: 'light' })
    // One keystroke back, one to take it.
    await page.keyboard.press('Shift+Tab')
    await expect(offer).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(box).toHaveValue('Dogs · 1')
    await expect(offer).toHaveCount(0)

    await page.getByRole('button', { name: 'Add animal' }).click()
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'Biscotti was added' })
    const id = /ID (\d+)/.exec((await notice.textContent()) ?? '')?.[1]
    await notice.getByRole('link', { name: 'Back to the list' }).click()
    await page.goto(`/animals/${id}`)
    await expect(page.getByText('Dogs · 1')).toBeVisible()
  })
})

test.describe('issue 34: no false alarm around an add', () => {
  test.beforeEach(async ({ page }) => {
    await startConnected(page)
    await mockServer.reset()
  })

  test('Enter adds the animal and the emptied form shows no error', async ({
    page,
  }) => {
    await page.goto('/animals/new')
    await page.getByLabel('Name').fill('Biscotti')
    await page.getByLabel('Category ID').fill('2')
    await page.getByLabel('Category ID').press('Enter')
    await expect(
      page.getByRole('heading', { name: 'Biscotti was added' }),
    ).toBeFocused()
    await expect(page.getByLabel('Name')).toHaveValue('')
    await expect(page.getByText('There is a problem')).toHaveCount(0)
    await expect(page.getByText('Enter a name', { exact: true })).toHaveCount(0)
  })

  test('an Unknown add found by Check the latest 100 is marked Added, on the page and in Activity', async ({
    page,
  }) => {
    await page.goto('/animals/new')
    await page.getByLabel('Name').fill('Biscotti')
    await page.getByLabel('Category ID').fill('2')
    await mockServer.fault(
      { kind: 'cut-after-store' },
      { method: 'POST', path: '/pets' },
    )
    await page.getByRole('button', { name: 'Add animal' }).click()
    await expect(page.getByRole('alert')).toContainText(
      'The animal may or may not have been added.',
    )
    await page.getByRole('button', { name: 'Check the latest 100' }).click()
    const mark = page.getByRole('button', {
      name: /^Mark as added \(ID \d+\)$/,
    })
    await expect(mark).toBeVisible()
    await expectNoAxeViolations(page)
    // Enter in a field must not press Add anyway for the person: the one POST
    // counted at the end is the first send's.
    await page.getByLabel('Name').press('Enter')
    await page.getByLabel('Category ID').press('Enter')
    await expect(mark).toBeVisible()
    await expect(
      page.getByRole('button', { name: 'Add anyway', exact: true }),
    ).toBeVisible()
    for (const [width, scheme] of [
      [1280, 'light'],
      [360, 'light'],
      [360, 'dark'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 })
      await page.emulateMedia({ colorScheme: scheme })
      await keepScreenshot(page, {
        path: `/tmp/shots/h3/mark-added-${width}-${scheme}.png`,
        fullPage: true,
      })
    }
    await page.setViewportSize({ width: 1280, height: 720 })
    await mark.click()
    const heading = page.getByRole('heading', { name: 'Biscotti was added' })
    await expect(heading).toBeFocused()
    await expect(page.getByText(/may or may not/)).toHaveCount(0)
    await expect(page.getByRole('button', { name: /Add anyway/ })).toHaveCount(
      0,
    )
    await keepScreenshot(page, { path: '/tmp/shots/h3/marked-added-1280.png' })
    await page.getByRole('link', { name: 'See it in Activity' }).click()
    await expect(
      page.getByRole('row').filter({ hasText: 'Biscotti' }),
    ).toContainText('Added')
    // One POST: nothing was sent again.
    expect(
      (await mockServer.requests()).filter((r) => r.method === 'POST'),
    ).toHaveLength(1)
  })
})
