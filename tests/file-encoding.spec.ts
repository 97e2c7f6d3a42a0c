import { expect, mockServer, startConnected, test } from './fixtures'

// Files as spreadsheets save them, byte for byte: Excel on Windows writes
// Windows-1252, where "é" is the single byte 0xE9. Read as UTF-8 that byte
// became "�" and the damaged name was sent.

// Latin-1 and Windows-1252 agree on every character used here.
const latin1 = (text: string) => Buffer.from(text, 'latin1')

test.beforeEach(async ({ page }) => {
  await mockServer.reset()
  await startConnected(page)
})

test('a Windows-1252 CSV is read as such, with a note beside the rows', async ({
  page,
}) => {
  await page.goto('/animals/import')
  await page.getByLabel('CSV file').setInputFiles({
    name: 'from-excel.csv',
    mimeType: 'text/csv',
    buffer: latin1('name,categoryId,status\r\nZoé,3,available\r\n'),
  })
  await expect(
    page.getByText(
      'Read as Windows-1252 (Western European): check the names below.',
    ),
  ).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Rows' })).toHaveValue(
    /^name.*\nZoé,3/s,
  )
  const table = page.getByRole('table', { name: 'Rows to import' })
  await expect(
    table.getByRole('cell', { name: 'Zoé', exact: true }),
  ).toBeVisible()
  await expect(
    page.getByRole('heading', { name: '1 ready, 0 with problems' }),
  ).toBeVisible()
})

test('a character that could not be read stops its row, with a reason', async ({
  page,
}) => {
  await page.goto('/animals/import')
  // UTF-16 with its mark, "Zo" then half of a surrogate pair.
  const text = 'name,categoryId\r\nZo\uD800,3\r\nBiscuit,3\r\n'
  await page.getByLabel('CSV file').setInputFiles({
    name: 'broken.csv',
    mimeType: 'text/csv',
    buffer: Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(text, 'utf16le'),
    ]),
  })
  await expect(
    page.getByRole('heading', { name: '1 ready, 1 with problems' }),
  ).toBeVisible()
  await expect(page.getByText(/could not be read \(shown as �\)/)).toBeVisible()
})
