import {
  connectToMockServer,
  expect,
  MOCK_KEY,
  mockServer,
  startConnected,
  test,
} from './fixtures'
import { fillAnimalForm } from './animal-form'

// Issue 31, section 4, defects 1 and 2, as a person meets them: a send a
// wait holds goes out later, after the person has left the form, and until
// then it is a duplicate for any tab's add form.

test.beforeEach(async () => {
  await mockServer.reset()
})

test('Add and start another, sent after the person left: the sent name never comes back as a draft', async ({
  page,
}) => {
  await startConnected(page)
  // The wait ends only when the test moves the page's clock on.
  await page.clock.install()
  await page.goto('/animals/new')
  await fillAnimalForm(page, {
    name: 'Rex',
    categoryId: '2',
    status: 'Available',
  })
  await mockServer.rateLimit(60, { method: 'POST', path: '/pets' })
  await page.getByRole('button', { name: 'Add and start another' }).click()
  await expect(
    page.getByText(/Rate limit reached — nothing was created yet/),
  ).toBeVisible()

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Animals', exact: true })
    .click()
  await page.clock.fastForward('01:01')
  await expect(page.getByRole('link', { name: 'Rex' })).toBeVisible()
  expect(await mockServer.statuses()).toContain(201)

  await page.getByRole('link', { name: 'Add animal' }).click()
  await expect(page.getByLabel('Name')).toHaveValue('')
})

test('a send a wait holds in another tab is a duplicate: named, and the buttons say "anyway"', async ({
  page,
  context,
}) => {
  // Remembered, so that both tabs share the key and the Activity log.
  await connectToMockServer(page, MOCK_KEY, { remember: true })
  await page.clock.install()
  await page.goto('/animals/new')
  await fillAnimalForm(page, {
    name: 'Max',
    categoryId: '42',
    status: 'Available',
  })
  await mockServer.rateLimit(120, { method: 'POST', path: '/pets' })
  await page.getByRole('button', { name: 'Add animal' }).click()
  await expect(
    page.getByText(/Rate limit reached — nothing was created yet/),
  ).toBeVisible()

  const second = await context.newPage()
  await second.goto('/animals/new')
  await second.getByLabel('Name').fill('max')
  await second.getByLabel('Category ID').fill('42')
  await expect(second.getByText(/Waiting to be sent/)).toHaveText(
    'Waiting to be sent from this browser, after the rate limit: Max · category 42 · see it in Activity',
  )
  await expect(
    second.getByRole('button', { name: 'Add anyway', exact: true }),
  ).toBeVisible()
  await expect(
    second.getByRole('button', { name: 'Add anyway and start another' }),
  ).toBeVisible()
  // Nothing went out from the second tab, and the first sent once.
  expect(await mockServer.statuses()).toEqual([429])
})
