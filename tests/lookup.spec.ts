import {
  expect,
  expectNoAxeViolations,
  keepScreenshot,
  mockServer,
  startConnected,
  test,
} from './fixtures'

const BIG = '9007199254740993'

test.describe('looking up an animal by ID', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-21T10:00:00Z'))
    await startConnected(page)
    await mockServer.reset()
  })

  test('an ID beyond 2^53 works end to end, with the deprecation notice and headers', async ({
    page,
  }) => {
    await page.goto('/animals?status=sold')
    await expect(
      page.getByText(/Showing \d+ animals with status “Adopted”/),
    ).toBeVisible()
    await page.getByLabel('Animal ID').fill(BIG)
    await page.getByRole('button', { name: 'Find' }).click()
    await expect(page).toHaveURL(new RegExp(`/animals/${BIG}$`))
    await expect(
      page.getByRole('heading', { name: 'Atlas', level: 1 }),
    ).toBeVisible()
    await expect(page.getByText(BIG, { exact: true })).toBeVisible()

    const notice = page.getByRole('complementary', {
      name: 'Looking up by ID is deprecated',
    })
    await expect(notice).toContainText(
      'will be removed on 5 December 2030, in 4 years',
    )
    await expect(notice).toContainText('Sunset: Thu, 05 Dec 2030 00:00:00 GMT')
    await expect(notice).toContainText('Deprecation: @1767225600')
    await keepScreenshot(page, {
      path: 'test-results/screens/animal-page.png',
      fullPage: true,
    })
    await expectNoAxeViolations(page)

    const paths = (await mockServer.requests()).map((request) => request.path)
    expect(paths).toContain(`/v1/pets/${BIG}`)
  })

  test('an animal already in a list is shown without the deprecated call', async ({
    page,
  }) => {
    // 50 a page: Atlas, the seeded id beyond 2^53, sits below the first 20.
    await page.goto('/animals?limit=50')
    await page.getByRole('link', { name: 'Atlas' }).click()
    await expect(
      page.getByRole('heading', { name: 'Atlas', level: 1 }),
    ).toBeVisible()
    await expect(
      page.getByText('Shown from the list already loaded'),
    ).toBeVisible()
    const paths = (await mockServer.requests()).map((request) => request.path)
    expect(paths.filter((path) => path.startsWith('/v1/pets/'))).toEqual([])
  })

  test('an unknown ID says so, with a way back', async ({ page }) => {
    await page.goto('/animals/424242')
    await expect(
      page.getByRole('heading', { name: 'No animal with ID 424242', level: 1 }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Back to the animals list' }).click()
    await expect(
      page.getByRole('heading', { name: 'Animals', level: 1 }),
    ).toBeVisible()
  })

  test('an ID that is not a whole number, or too large, is a field error and sends nothing', async ({
    page,
  }) => {
    await page.goto('/animals')
    await expect(page.getByText('Showing 20 animals.')).toBeVisible()
    const before = (await mockServer.requests()).length
    await page.getByLabel('Animal ID').fill('12abc')
    await page.getByRole('button', { name: 'Find' }).click()
    await expect(
      page.getByText('An animal ID is a whole number, like 42'),
    ).toBeVisible()
    await expect(page.getByLabel('Animal ID')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await page.getByLabel('Animal ID').fill('9223372036854775808')
    await page.getByRole('button', { name: 'Find' }).click()
    await expect(
      page.getByText('That number is too large to be an animal ID'),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/animals$/)
    expect((await mockServer.requests()).length).toBe(before)
  })

  test('lookup works by keyboard alone', async ({ page }) => {
    await page.goto('/animals?status=sold')
    await expect(page.getByText(/Showing \d+ animals/)).toBeVisible()
    await page.getByLabel('Animal ID').focus()
    await page.keyboard.type(BIG)
    await page.keyboard.press('Enter')
    await expect(
      page.getByRole('heading', { name: 'Atlas', level: 1 }),
    ).toBeFocused()
  })
})

test.describe('after the removal date', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date('2030-12-06T09:00:00Z'))
    await startConnected(page)
    await mockServer.reset()
  })

  test('the app no longer calls the removed operation and explains why', async ({
    page,
  }) => {
    await page.goto(`/animals/${BIG}`)
    const notice = page.getByRole('complementary', {
      name: 'Looking up by ID is deprecated',
    })
    await expect(notice).toContainText('removed look-up by ID')
    await expect(
      page.getByText('This animal is not in any list loaded in this session'),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    await keepScreenshot(page, {
      path: 'test-results/screens/animal-removed.png',
      fullPage: true,
    })

    // Animals in a loaded list are still shown.
    await page
      .getByRole('link', { name: 'Find it in the animals list' })
      .click()
    // Remy (148) is the newest seeded animal, on the list's first page.
    await page.getByRole('link', { name: 'Remy' }).click()
    await expect(
      page.getByRole('heading', { name: 'Remy', level: 1 }),
    ).toBeVisible()
    const paths = (await mockServer.requests()).map((request) => request.path)
    expect(paths.filter((path) => path.startsWith('/v1/pets/'))).toEqual([])
  })
})
