import type { Page } from '@playwright/test'
import {
  connectToMockServer,
  expect,
  expectNoAxeViolations,
  mockServer,
  saveSettings,
  screenshotPage,
  startWithFirstRowHeld,
  test,
} from './fixtures'

// An import belongs to its server and key, kept where the key is kept. What
// the person does in Settings meanwhile (switching Remember, a new key after
// the sending tab closed) must never hide it: a hidden job is imported again
// from the same file, and every animal it had added is added twice, for good.

const posts = () => mockServer.petPosts()

async function startImport(page: Page, names: string[]) {
  await page.goto('/animals/import')
  await page
    .getByRole('textbox', { name: 'Rows' })
    .fill(['name\tcategoryId', ...names.map((name) => `${name}\t3`)].join('\n'))
  await page.getByRole('button', { name: 'Check rows' }).click()
  await startWithFirstRowHeld(
    page,
    page.getByRole('button', { name: `Import ${names.length} animals` }),
  )
}

const rowOf = (page: Page, row: number) =>
  page
    .getByRole('table', { name: 'Rows to import' })
    .getByRole('row')
    .nth(row - 1)

test.beforeEach(async () => {
  await mockServer.reset()
})

test('Remember switched while an import is paused: the import stays in view, moves with the key, and Resume sends no row twice', async ({
  page,
}) => {
  await page.clock.install()
  await connectToMockServer(page)
  await startImport(page, ['Ada', 'Bo', 'Cy'])
  await expect(rowOf(page, 2)).toContainText('Sending')
  // "Sending" shows before the request leaves: pause once the server has it.
  await expect.poll(async () => (await posts()).length).toBe(1)
  await page.getByRole('button', { name: 'Pause' }).click()
  await mockServer.release()
  await page.clock.resume()
  await expect(
    page.getByRole('heading', { name: 'Import paused' }),
  ).toBeVisible()
  expect(await posts()).toHaveLength(1)

  await page.goto('/settings')
  await page.getByLabel('Remember on this device').check()
  await saveSettings(page)
  await page.goto('/animals/import')
  await expect(
    page.getByRole('heading', { name: 'Import paused' }),
  ).toBeVisible()
  await expect(rowOf(page, 2)).toContainText('Added')
  await screenshotPage(page, 'import-after-remember')
  await expectNoAxeViolations(page)

  // Kept on this device now: a new tab of this browser sees it too.
  const other = await page.context().newPage()
  await other.goto('/animals/import')
  await expect(
    other.getByRole('heading', { name: 'Import paused' }),
  ).toBeVisible()
  await other.close()

  // And back to this tab only: still here.
  await page.goto('/settings')
  await page.getByLabel('Remember on this device').uncheck()
  await saveSettings(page)
  await page.goto('/activity')
  await expect(page.getByRole('cell', { name: 'Ada' })).toBeVisible()
  await page.goto('/animals/import')
  await page.getByRole('button', { name: 'Resume' }).click()
  await expect(
    page.getByRole('heading', { name: 'Import finished' }),
  ).toBeVisible()
  expect((await posts()).map((request) => request.status)).toEqual([
    201, 201, 201,
  ])
})

test('a job left running by a tab that closed is offered to a new key, its row in flight Unknown', async ({
  page,
}) => {
  await page.clock.install()
  await connectToMockServer(page, undefined, { remember: true })
  await startImport(page, ['Ada', 'Bo'])
  await expect(rowOf(page, 2)).toContainText('Sending')
  // The tab goes while the row is in flight: the job stays stored as running.
  const context = page.context()
  const next = await context.newPage()
  await page.close()
  // The tab that sent it is gone, and its timeout with it.
  await context.clock.resume()

  await connectToMockServer(next, 'sk_test_second_key', { remember: true })
  await next.goto('/animals/import')
  await expect(
    next.getByRole('heading', {
      name: 'Continue this import with the new key?',
    }),
  ).toBeVisible()
  await next.getByRole('button', { name: 'Continue with the new key' }).click()
  await expect(
    next.getByRole('heading', { name: 'Import paused' }),
  ).toBeVisible()
  await expect(rowOf(next, 2)).toContainText('Unknown')
  await expect(rowOf(next, 3)).toContainText('Waiting')
  await screenshotPage(next, 'import-closed-tab-new-key')
  await expectNoAxeViolations(next)
})
