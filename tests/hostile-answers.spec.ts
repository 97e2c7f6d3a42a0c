import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { fillAnimalForm } from './animal-form.ts'
import {
  connectToMockServer,
  expect,
  MOCK_KEY,
  MOCK_URL,
  mockServer,
  test,
} from './fixtures'

// A server that echoes the key back in a form the raw body does not show
// (escaped, percent-encoded, after BEARER), and one that answers with a
// redirect, against the mock server over HTTP (issue 22, defect 2).

const ECHOED = 'The key •••• may not do this.'

/** Fails when the page's text holds the key in any case. */
async function expectNoKeyOnScreen(page: Page) {
  const text = await page.locator('body').innerText()
  expect(text.toLowerCase()).not.toContain(MOCK_KEY.toLowerCase())
}

/** A downloaded CSV that holds the blanked message, and the key in no case. */
async function expectCsvWithoutKey(path: string) {
  const file = await readFile(path, 'utf8')
  expect(file).toContain(ECHOED)
  expect(file.toLowerCase()).not.toContain(MOCK_KEY.toLowerCase())
}

test('a key the server echoes escaped, encoded or shouted is on no screen, in no Activity entry and in neither CSV', async ({
  page,
}) => {
  await mockServer.reset()
  await connectToMockServer(page)

  // An add answered with the key as \u escapes.
  await mockServer.fault(
    { kind: 'echo-key', encoding: 'json-unicode' },
    { method: 'POST', path: '/pets' },
  )
  await page.goto('/animals/new')
  await fillAnimalForm(page, {
    name: 'Pickle',
    categoryId: '3',
    status: 'Available',
  })
  await page.getByRole('button', { name: 'Add animal' }).click()
  await expect(
    page.getByText(`The server did not accept it: ${ECHOED}`),
  ).toBeVisible()
  await expectNoKeyOnScreen(page)

  // An import whose rows are answered with the key percent-encoded, then after BEARER.
  await page.goto('/animals/import')
  await page
    .getByRole('textbox', { name: 'Rows' })
    .fill(['name\tcategoryId\tstatus', 'Ada\t3\t', 'Bo\t4\t'].join('\n'))
  await page.getByRole('button', { name: 'Check rows' }).click()
  await mockServer.fault(
    { kind: 'echo-key', encoding: 'percent' },
    { method: 'POST', path: '/pets' },
  )
  await page.getByRole('button', { name: 'Import 2 animals' }).click()
  await expect(
    page.getByRole('heading', { name: 'Import finished' }),
  ).toBeVisible()
  await expect(page.getByText(ECHOED).first()).toBeVisible()
  await expectNoKeyOnScreen(page)
  const results = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download results' }).click()
  await expectCsvWithoutKey(await (await results).path())

  await page.getByRole('link', { name: 'Activity', exact: true }).click()
  const rows = page
    .getByRole('table', { name: 'Sent from this browser' })
    .locator('tbody tr')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(1)).toContainText(`Refused: ${ECHOED}`)
  await expect(rows.nth(2)).toContainText(`Refused: ${ECHOED}`)
  await expectNoKeyOnScreen(page)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  await expectCsvWithoutKey(await (await download).path())

  // A list answered with the key after BEARER, in capitals.
  await mockServer.fault(
    { kind: 'echo-key', encoding: 'bearer-upper' },
    { method: 'GET', path: '/pets' },
  )
  await page.getByRole('link', { name: 'Animals' }).click()
  await expect(
    page.getByText('The key BEARER •••• may not do this.'),
  ).toBeVisible()
  await expectNoKeyOnScreen(page)
})

test('a redirect is never followed: a clear error, and the key never reaches its target', async ({
  page,
}) => {
  await mockServer.reset()
  await connectToMockServer(page)
  await mockServer.fault(
    { kind: 'redirect', location: `${MOCK_URL}/elsewhere/v1/pets` },
    { method: 'POST', path: '/pets' },
  )
  await page.goto('/animals/new')
  await fillAnimalForm(page, {
    name: 'Pickle',
    categoryId: '3',
    status: 'Available',
  })
  await page.getByRole('button', { name: 'Add animal' }).click()
  await expect(
    page.getByText(
      'The API answered with a redirect; the key is not sent to another address.',
    ),
  ).toBeVisible()
  // Whatever redirected got the request: Check the list, never "not added".
  await expect(
    page.getByText('The animal may or may not have been added.'),
  ).toBeVisible()

  const requests = await mockServer.requests()
  expect(requests.filter((request) => request.method === 'POST')).toEqual([
    expect.objectContaining({ path: '/v1/pets', status: 307 }),
  ])
  expect(
    requests.filter((request) => request.path.startsWith('/elsewhere')),
  ).toEqual([])

  await page.getByRole('link', { name: 'Activity', exact: true }).click()
  const rows = page
    .getByRole('table', { name: 'Sent from this browser' })
    .locator('tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows.nth(0)).toContainText('Unknown')
})
