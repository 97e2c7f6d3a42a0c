import type { Page } from '@playwright/test'
import {
  startConnected,
  expect,
  expectNoAxeViolations,
  mockServer,
  test,
} from './fixtures'

// What a file or a job can make the import page do is bounded (issue 22,
// defect 6): a file over 5 MB, more than 10,000 rows, or a tab-only key's
// job larger than this tab's storage is refused before anything is read,
// checked or sent; a long job's results are shown 100 rows a page.

const posts = () => mockServer.petPosts()

function rows(count: number, name = (index: number) => `Pet ${index + 1}`) {
  return [
    'name\tcategoryId\tstatus',
    ...Array.from(
      { length: count },
      (_, index) => `${name(index)}\t3\tavailable`,
    ),
  ].join('\n')
}

/** Chosen as a file: large text is read from a file far faster than typed. */
async function chooseFile(page: Page, text: string | Buffer) {
  await page.getByLabel('CSV file').setInputFiles({
    name: 'animals.tsv',
    mimeType: 'text/tab-separated-values',
    buffer: typeof text === 'string' ? Buffer.from(text) : text,
  })
}

test.describe('import limits', () => {
  test.beforeEach(async ({ page }) => {
    await mockServer.reset()
    // A key for this tab only: the import would be kept in sessionStorage.
    await startConnected(page)
  })

  test('says the limits, and refuses a file over 5 MB and 10,001 rows up front', async ({
    page,
  }) => {
    await page.goto('/animals/import')
    await expect(
      page.getByText(
        /An import takes up to 10,000 rows and files of up to 5 MB/,
      ),
    ).toBeVisible()

    await chooseFile(page, Buffer.alloc(5 * 1024 * 1024 + 1, 'a'))
    await expect(
      page.getByText(
        'animals.tsv is 5.0 MB: an import reads at most 5 MB. Split the file into smaller files and import them one after another.',
      ),
    ).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Rows' })).toHaveValue('')

    await chooseFile(page, rows(10_001))
    await expect(
      page.getByRole('heading', { name: 'These rows cannot be read' }),
    ).toBeVisible()
    await expect(
      page.getByText(
        'These are 10,001 rows: an import takes at most 10,000. Split the file into parts of up to 10,000 rows and import them one after another.',
      ),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: /^Import \d/ })).toHaveCount(
      0,
    )
    await expectNoAxeViolations(page)
  })

  test('a tab-only job that would not fit this tab is refused before its first row, with the way out', async ({
    page,
  }) => {
    await page.goto('/animals/import')
    // Most of this tab's sessionStorage is taken, as a long session's might be.
    await page.evaluate(() => {
      const piece = 'x'.repeat(250_000)
      for (let index = 0; ; index += 1) {
        try {
          sessionStorage.setItem(`filler-${index}`, piece)
        } catch {
          // Full: a little room is left.
          sessionStorage.removeItem(`filler-${index - 1}`)
          return
        }
      }
    })
    // Within the Free plan's day, so the Import button is offered.
    await chooseFile(page, rows(900))
    const button = page.getByRole('button', { name: 'Import 900 animals' })
    await button.click()
    await expect(page.getByRole('alert')).toHaveText(
      'This import is too large for this tab’s storage, where an import is kept while your API key is kept for this tab only. Nothing was sent. Tick Remember on this device in Settings, so the import is kept in the browser’s database, or split the file into smaller parts.',
    )
    await expect(button).toBeVisible()
    expect(await posts()).toHaveLength(0)
  })

  test('a long job shows 100 rows a page, and its Unknown and refused rows a choice away; a job stored whole before is read', async ({
    page,
  }) => {
    await page.goto('/animals/import')
    await chooseFile(page, rows(1))
    await page.getByRole('button', { name: 'Import 1 animal' }).click()
    await expect(
      page.getByRole('heading', { name: 'Import finished' }),
    ).toBeVisible()
    // The finished job, replaced by a 250-row one as the previous version
    // stored jobs: whole, under the same name, id and version.
    await page.evaluate(() => {
      const name = Object.keys(sessionStorage).find(
        (key) =>
          key.startsWith('adoption-desk:import:') && !key.includes('#rows-'),
      )
      if (!name) throw new Error('no stored job')
      const head = JSON.parse(sessionStorage.getItem(name) ?? '{}') as {
        job: Record<string, unknown>
      }
      for (const key of Object.keys(sessionStorage))
        if (key.startsWith(`${name}#rows-`)) sessionStorage.removeItem(key)
      const jobRows = Array.from({ length: 250 }, (_, index) => ({
        row: index + 2,
        name: `Pet ${index + 1}`,
        categoryId: '3',
        status: 'available',
        ...(index === 149
          ? { outcome: 'unknown', message: 'No answer came.' }
          : index === 239
            ? { outcome: 'refused', message: 'Name taken.' }
            : { outcome: 'added', id: String(1000 + index) }),
      }))
      sessionStorage.setItem(
        name,
        JSON.stringify({ ...head.job, rows: jobRows }),
      )
    })
    await page.reload()
    await expect(
      page
        .getByRole('heading', { name: 'Import paused' })
        .or(page.getByRole('heading', { name: 'Import finished' })),
    ).toBeVisible()
    const table = page.getByRole('table', { name: 'Rows to import' })
    await expect(table.getByRole('row')).toHaveCount(101)
    await expect(page.getByText('(rows 1–100 of 250)')).toBeVisible()
    await page.getByRole('button', { name: 'Next page' }).click()
    await expect(table.getByRole('row').nth(1)).toContainText('Pet 101')
    await page.getByRole('radio', { name: 'Unknown or refused (2)' }).check()
    await expect(table.getByRole('row')).toHaveCount(3)
    await expect(table.getByRole('row').nth(1)).toContainText('Pet 150')
    await expect(table.getByRole('row').nth(2)).toContainText('Name taken.')
    await expect(
      page.getByRole('button', { name: 'Send row 151 again…' }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
