import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { tabTo } from './by-keyboard.ts'
import {
  connectToMockServer,
  startConnected,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsAsShown,
  KEEP_SCREENSHOTS,
  MOCK_KEY,
  MOCK_URL,
  mockServer,
  runTimersUntil,
  saveSettings,
  screenshotPage,
  startWithFirstRowHeld,
  test,
} from './fixtures'

// Imports against the mock server: what was sent is read from the server's
// own request log, so "sent once each" and "nothing while paused" are facts
// about the server, not about the page.

// Beyond 2^53 and odd, so a Number would round it (the seed already has 2^53 + 1).
const BIG = 9007199254741001n

const posts = () => mockServer.petPosts()

/** Which of `names` the server has, newest first, as many times as it has them. */
async function namesOnServer(names: string[]): Promise<string[]> {
  const response = await fetch(`${MOCK_URL}/v1/pets?limit=100`, {
    headers: { Authorization: `Bearer ${MOCK_KEY}` },
  })
  const pets = (await response.json()) as { name: string }[]
  return pets.map((pet) => pet.name).filter((name) => names.includes(name))
}

function rows(names: string[]): string {
  return [
    'name\tcategoryId\tstatus',
    ...names.map((name) => `${name}\t3\tavailable`),
  ].join('\n')
}

async function checkRows(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Rows' }).fill(text)
  await page.getByRole('button', { name: 'Check rows' }).click()
}

/** The import page, with one valid row per name checked and ready to send. */
async function readyToImport(page: Page, names: string[]) {
  await page.goto('/animals/import')
  await checkRows(page, rows(names))
}

/** Checked and ready, then started with its first row held at the server, shown Sending. */
async function importHeld(page: Page, names: string[]) {
  await readyToImport(page, names)
  await startWithFirstRowHeld(
    page,
    page.getByRole('button', { name: `Import ${names.length} animals` }),
  )
  await expect(outcomeOf(page, 2)).toContainText('Sending')
}

/** The statuses the server gave the POSTs, once the held one is stored. */
const postStatuses = async () =>
  (await posts()).map((request) => request.status)

/** The summary that counts what became of every row. */
const summaryOf = (page: Page, counts: string) =>
  page.getByRole('status').filter({ hasText: counts })

async function expectFinished(page: Page, counts: string) {
  await expect(
    page.getByRole('heading', { name: 'Import finished' }),
  ).toBeVisible()
  await expect(summaryOf(page, counts)).toBeVisible()
}

async function shoot(page: Page, name: string) {
  // The narrow width is only for the screenshot: no need for it without one.
  if (!KEEP_SCREENSHOTS) return
  await screenshotPage(page, `import-${name}`)
  await page.setViewportSize({ width: 360, height: 780 })
  await screenshotPage(page, `import-${name}-360`)
  await page.setViewportSize({ width: 1280, height: 720 })
}

/** A row of the table by its spreadsheet row number (the header is row 1; these tests have no blank rows). */
const outcomeOf = (page: Page, row: number) =>
  page
    .getByRole('table', { name: 'Rows to import' })
    .getByRole('row')
    .nth(row - 1)

test.describe('importing against a live server', () => {
  test.beforeEach(async ({ page }) => {
    await mockServer.reset({ nextId: String(BIG) })
    await startConnected(page)
  })

  test('sends exactly the valid rows, once each, in file order; results file has exact ids and escaped formulas', async ({
    page,
  }) => {
    // Three axe scans, four screenshots at two widths and a paced send: more
    // than the default 30 s on two busy cores, so it timed out at the end.
    test.setTimeout(90_000)
    await page.goto('/animals')
    await page.getByRole('link', { name: 'Import animals' }).click()
    await expect(
      page.getByRole('heading', { name: 'Import animals', level: 1 }),
    ).toBeVisible()
    await shoot(page, 'empty')
    await expectNoAxeViolations(page)

    await checkRows(
      page,
      [
        'Name,Category ID,Status,Colour',
        'Biscuit,3,available,brown',
        ',4,sold,black',
        '"=HYPERLINK(""http://x"")",5,,white',
        'Pepper,x,pending,grey',
        '"Smith, Jr.",6,pending,',
        'Biscuit,3,pending,',
      ].join('\r\n'),
    )
    await expect(
      page.getByRole('heading', {
        name: '3 ready, 2 with problems, 1 left out as a possible duplicate',
      }),
    ).toBeFocused()
    const table = page.getByRole('table', { name: 'Rows to import' })
    await expect(table.getByRole('row')).toHaveCount(7)
    await expect(outcomeOf(page, 3)).toContainText('Problem: Enter a name')
    await expect(outcomeOf(page, 5)).toContainText('whole number')
    await expect(outcomeOf(page, 7)).toContainText(
      'Possible duplicate of row 2: left out.',
    )
    await expect(
      page.getByText(
        'Ignored a column the service has no field for: “Colour”.',
      ),
    ).toBeVisible()
    await expect(page.getByText('3 requests, one per animal')).toBeVisible()
    await expect(
      page.getByText(/left of today’s quota of 1,000: enough for this import/),
    ).toBeVisible()
    await shoot(page, 'checked')
    await expectNoAxeViolations(page)
    expect(await posts()).toHaveLength(0)

    await page.getByRole('button', { name: 'Import 3 animals' }).click()
    await expectFinished(page, '3 added, 0 refused, 0 unknown')
    await expect(
      page.getByRole('progressbar', { name: 'Import progress' }),
    ).toHaveAttribute('aria-valuetext', '3 of 3')
    await expect(
      outcomeOf(page, 2).getByRole('link', { name: `ID ${BIG}` }),
    ).toBeVisible()
    await expect(
      outcomeOf(page, 6).getByRole('link', { name: `ID ${BIG + 2n}` }),
    ).toBeVisible()
    await shoot(page, 'done')
    await expectNoAxeViolations(page)

    const sent = await posts()
    expect(sent.map((request) => request.status)).toEqual([201, 201, 201])

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download results' }).click()
    const file = await readFile(await (await download).path(), 'utf8')
    const lines = file
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe(
      '"row","name","categoryId","status","outcome","id","message"',
    )
    expect(lines[1]).toBe(`"2","Biscuit","3","available","Added","${BIG}",""`)
    expect(lines[3]).toBe(
      `"4","'=HYPERLINK(""http://x"")","5","","Added","${BIG + 1n}",""`,
    )
    expect(lines[5]).toBe(
      `"6","Smith, Jr.","6","pending","Added","${BIG + 2n}",""`,
    )
    expect(lines[2]).toMatch(
      /^"3","","4","sold","Skipped","","Enter a name\."$/,
    )
    // Every row, in the file's order; the possible duplicate is Left out, not Skipped as a row with problems.
    expect(lines).toHaveLength(7)
    expect(lines[6]).toBe(
      '"7","Biscuit","3","pending","Left out","","Left out: Possible duplicate of row 2."',
    )

    // The new animals are in the list at once, the formula shown as text.
    await page
      .getByRole('link', { name: 'Animals', exact: true })
      .first()
      .click()
    await expect(
      page.getByRole('link', { name: '=HYPERLINK("http://x")' }),
    ).toBeVisible()
  })

  test('rows go out from a worker, off the page’s main thread; a tab whose worker file is gone (an earlier deploy) sends them itself, once each', async ({
    page,
  }) => {
    const fromWorker: string[] = []
    page.on('worker', (worker) =>
      fromWorker.push(new URL(worker.url()).pathname),
    )
    await readyToImport(page, ['Ada', 'Bo'])
    await page.getByRole('button', { name: 'Import 2 animals' }).click()
    await expectFinished(page, '2 added, 0 refused, 0 unknown')
    expect(fromWorker).toEqual([
      expect.stringMatching(/\/assets\/network-worker-/),
    ])
    expect(await namesOnServer(['Ada', 'Bo'])).toEqual(['Bo', 'Ada'])

    // A new page, whose worker's file is gone: nothing went through it, so
    // nothing is lost or doubled.
    await page.getByRole('button', { name: 'Start another import' }).click()
    await page.route('**/assets/network-worker-*', (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    )
    await readyToImport(page, ['Cy', 'Di'])
    await page.getByRole('button', { name: 'Import 2 animals' }).click()
    await expectFinished(page, '2 added, 0 refused, 0 unknown')
    expect(await namesOnServer(['Ada', 'Bo', 'Cy', 'Di'])).toEqual([
      'Di',
      'Cy',
      'Bo',
      'Ada',
    ])
    expect(await posts()).toHaveLength(4)
  })

  test('a remembered key’s rows are stored from a worker too; a tab whose writer file is gone stores them itself; Activity has every row once', async ({
    page,
  }) => {
    // Counts the writes the rows' worker says it stored.
    await page.addInitScript(() => {
      const counted = window as { rowsStored?: number }
      window.Worker = class extends window.Worker {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options)
          if (options?.name !== 'adoption-desk-rows') return
          this.addEventListener('message', (event: MessageEvent) => {
            if ((event.data as { stored?: boolean }).stored)
              counted.rowsStored = (counted.rowsStored ?? 0) + 1
          })
        }
      }
    })
    await connectToMockServer(page, MOCK_KEY, { remember: true })
    const fromWorker: string[] = []
    page.on('worker', (worker) =>
      fromWorker.push(new URL(worker.url()).pathname),
    )
    await readyToImport(page, ['Ada', 'Bo', 'Cy'])
    await page.getByRole('button', { name: 'Import 3 animals' }).click()
    await expectFinished(page, '3 added, 0 refused, 0 unknown')
    expect(fromWorker).toContainEqual(
      expect.stringMatching(/\/assets\/job-writer-worker-/),
    )
    // Three rows, two steps each: the page stores the job's first write
    // with a row's and the log's first; the worker stores the rest.
    expect(
      await page.evaluate(
        () => (window as { rowsStored?: number }).rowsStored ?? 0,
      ),
    ).toBeGreaterThanOrEqual(4)

    // A new page, whose writer's file is gone: the page stores the rows.
    await page.getByRole('button', { name: 'Start another import' }).click()
    await page.route('**/assets/job-writer-worker-*', (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    )
    await readyToImport(page, ['Di', 'Ed'])
    await page.getByRole('button', { name: 'Import 2 animals' }).click()
    await expectFinished(page, '2 added, 0 refused, 0 unknown')
    expect(await posts()).toHaveLength(5)

    // What the workers and the page stored reads back after a reload.
    await page.reload()
    await page.getByRole('link', { name: 'Activity', exact: true }).click()
    const sent = page
      .getByRole('table', { name: 'Sent from this browser' })
      .locator('tbody tr')
    await expect(sent).toHaveCount(5)
    for (const name of ['Ada', 'Bo', 'Cy', 'Di', 'Ed'])
      await expect(
        sent.filter({ has: page.getByRole('cell', { name, exact: true }) }),
      ).toContainText('Added')
  })

  test('Pause sends nothing more; after a reload it is still paused, and Resume sends no row twice', async ({
    page,
  }) => {
    await page.clock.install()
    // Pause lands while the first row is held in flight.
    await importHeld(page, ['Ada', 'Bo', 'Cy', 'Di'])
    await page.getByRole('button', { name: 'Pause' }).click()
    await expect(page.getByRole('heading', { name: 'Pausing…' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Pause' })).toBeDisabled()
    await shoot(page, 'pausing')
    await expectNoAxeViolationsAsShown(page)
    await mockServer.release()
    await page.clock.resume()
    await expect(
      page.getByRole('heading', { name: 'Import paused' }),
    ).toBeVisible()
    await expect(outcomeOf(page, 2)).toContainText('Added')
    expect(await posts()).toHaveLength(1)
    await shoot(page, 'paused')
    await expectNoAxeViolations(page)

    await page.reload()
    await expect(
      page.getByRole('heading', { name: 'Import paused' }),
    ).toBeVisible()
    await expect(outcomeOf(page, 3)).toContainText('Waiting')
    expect(await posts()).toHaveLength(1)

    await page.getByRole('button', { name: 'Resume' }).click()
    await expect(
      page.getByRole('heading', { name: 'Import finished' }),
    ).toBeVisible()
    const sent = await posts()
    expect(sent).toHaveLength(4)
  })

  test('a reload while a row is in flight makes it Unknown, never re-sent by itself', async ({
    page,
  }) => {
    await page.clock.install()
    await importHeld(page, ['Ada', 'Bo', 'Cy'])
    await page.reload()
    // The page that sent the row is gone, and its timeout with it.
    await page.clock.resume()
    await expect(
      page.getByRole('heading', { name: 'Import paused' }),
    ).toBeVisible()
    await expect(page.getByRole('alert')).toContainText(
      'stopped when the page closed',
    )
    await expect(outcomeOf(page, 2)).toContainText('Unknown')
    await expect(outcomeOf(page, 2)).toContainText(
      'The page closed while this row was being sent. May have been added: use Check the list before sending it again.',
    )
    await shoot(page, 'restored')
    await expectNoAxeViolations(page)
    // The server did get it, and stores it once let go, after the page left.
    expect(await posts()).toHaveLength(1)
    await mockServer.release()
    await expect.poll(postStatuses).toEqual([201])

    await page.getByRole('button', { name: 'Resume' }).click()
    await expectFinished(page, '2 added, 0 refused, 1 unknown')
    expect(await posts()).toHaveLength(3)
  })

  test('a connection cut after the server stored a row makes it Unknown; it is sent again only when confirmed', async ({
    page,
  }) => {
    await readyToImport(page, ['Ada', 'Bo', 'Cy'])
    await mockServer.fault(
      { kind: 'cut-after-store' },
      { method: 'POST', path: '/pets' },
    )
    await page.getByRole('button', { name: 'Import 3 animals' }).click()
    await expectFinished(page, '2 added, 0 refused, 1 unknown')
    await expect(outcomeOf(page, 2)).toContainText('Unknown')
    expect((await posts()).map((request) => request.status)).toEqual([
      0, 201, 201,
    ])
    await shoot(page, 'unknown')
    await expectNoAxeViolations(page)

    await outcomeOf(page, 2)
      .getByRole('button', { name: 'Send row 2 again…' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Send row 2 again?' })
    await expect(dialog).toContainText('may create a duplicate')
    await expect(
      dialog.getByRole('button', { name: 'Don’t send' }),
    ).toBeFocused()
    await shoot(page, 'resend-dialog')
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    expect(await posts()).toHaveLength(3)

    await outcomeOf(page, 2)
      .getByRole('button', { name: 'Send row 2 again…' })
      .click()
    await dialog.getByRole('button', { name: 'Send again' }).click()
    // Focus lands on the job's heading, not on the page's body.
    await expect(
      page.getByRole('heading', { name: /^Import(ing…| finished)$/ }),
    ).toBeFocused()
    await expect(outcomeOf(page, 2)).toContainText('Added')
    expect(await posts()).toHaveLength(4)
  })

  test('after a reload, Send again on the Unknown row sends that row once and nothing else; the job stays paused', async ({
    page,
  }) => {
    // The page's clock runs, and the test moves it on: a job that resumed
    // by mistake would send its next row within a minute of it.
    await page.clock.install()
    await importHeld(page, ['Ada', 'Bo', 'Cy', 'Di', 'Ed'])
    await page.reload()
    await page.clock.resume()
    await expect(
      page.getByRole('heading', { name: 'Import paused' }),
    ).toBeVisible()
    await expect(outcomeOf(page, 2)).toContainText('Unknown')
    // The server stores it once let go, after the page left.
    await mockServer.release()
    await expect.poll(postStatuses).toEqual([201])

    await outcomeOf(page, 2)
      .getByRole('button', { name: 'Send row 2 again…' })
      .click()
    await page
      .getByRole('dialog', { name: 'Send row 2 again?' })
      .getByRole('button', { name: 'Send again' })
      .click()
    await expect(outcomeOf(page, 2)).toContainText('Added')
    await page.clock.runFor('01:00')
    await expect(
      page.getByRole('heading', { name: 'Import paused' }),
    ).toBeVisible()
    for (const row of [3, 4, 5, 6])
      await expect(outcomeOf(page, row)).toContainText('Waiting')
    expect((await posts()).map((request) => request.status)).toEqual([201, 201])
    // Both were row 2: the other rows never reached the server.
    expect(await namesOnServer(['Ada', 'Bo', 'Cy', 'Di', 'Ed'])).toEqual([
      'Ada',
      'Ada',
    ])
    await shoot(page, 'resent-one-row')
    await expectNoAxeViolations(page)
  })

  test('a connection cut after the server stored a row: the browser resent it; Check the list finds both new since the import started and marks it Added', async ({
    page,
  }) => {
    // A still clock: the second row goes out only when the test moves it,
    // after its fault is armed, on the connection the first row used.
    await page.clock.install()
    await readyToImport(page, ['Ada', 'Bo'])
    await page.clock.pauseAt(Date.now() + 60_000)
    await page.getByRole('button', { name: 'Import 2 animals' }).click()
    await expect(outcomeOf(page, 2)).toContainText('Added')
    // Stores each POST, then closes the connection without a byte of answer:
    // Chromium resends it on a new connection, which is cut the same way.
    await mockServer.fault(
      { kind: 'cut-after-store', silent: true },
      { method: 'POST', path: '/pets' },
      2,
    )
    await page.clock.runFor(1_000)
    await expect(outcomeOf(page, 3)).toContainText('Unknown')
    await expect(outcomeOf(page, 3)).toContainText(
      'the browser itself may have sent the request twice',
    )
    const sent = await posts()
    expect(sent.map((request) => request.status)).toEqual([201, 0, 0])
    expect(await namesOnServer(['Ada', 'Bo'])).toEqual(['Bo', 'Bo', 'Ada'])
    await shoot(page, 'cut-unknown')
    const before = (await mockServer.requests()).length

    await outcomeOf(page, 3)
      .getByRole('button', { name: 'Check the list' })
      .click()
    await expect(outcomeOf(page, 3)).toContainText('Added')
    await expect(
      page.getByRole('status').filter({
        hasText:
          /Row 3: Found 2 animals with this name and category added since this import started: IDs/,
      }),
    ).toBeVisible()
    await expect(outcomeOf(page, 3)).toContainText(
      'may have reached the server more than once (a browser can resend it over a dropped connection), or someone else added one. Look at each',
    )
    // One look at the list, and no POST.
    const after = await mockServer.requests()
    expect(
      after
        .slice(before)
        .filter((request) => request.path.startsWith('/v1/pets'))
        .map((request) => `${request.method} ${request.path}`),
    ).toEqual(['GET /v1/pets?limit=100'])
    await shoot(page, 'checked-list')
    // The clock stands still: axe runs on a still copy of the page.
    await expectNoAxeViolationsAsShown(page)
  })

  test('a browser with no room to record the import pauses it before any request, with the results to export', async ({
    page,
  }) => {
    // This tab's storage refuses the import's writes, as a full one does.
    await page.addInitScript(() => {
      // The prototype's own method, called with each storage as `this`.
      // eslint-disable-next-line @typescript-eslint/unbound-method
      const setItem = Storage.prototype.setItem
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key.startsWith('adoption-desk:import:'))
          throw new DOMException(
            'The quota has been exceeded.',
            'QuotaExceededError',
          )
        setItem.call(this, key, value)
      }
    })
    await readyToImport(page, ['Ada', 'Bo'])
    await page.getByRole('button', { name: 'Import 2 animals' }).click()
    await expect(page.getByRole('alert')).toContainText(
      'This browser has no room to record the import; free space or export the results, then Resume',
    )
    await expect(
      page.getByRole('heading', { name: 'Import paused' }),
    ).toBeVisible()
    await expect(
      page.getByRole('button', { name: 'Download results' }),
    ).toBeVisible()
    await expect(outcomeOf(page, 2)).toContainText('Waiting')
    expect(await posts()).toEqual([])
    await shoot(page, 'no-room')
    await expectNoAxeViolations(page)
  })

  test('a refused key pauses the import; fixing it in Settings and Resume finishes it', async ({
    page,
  }) => {
    await readyToImport(page, ['Ada', 'Bo'])
    await mockServer.fault(
      { kind: 'unauthorized' },
      { method: 'POST', path: '/pets' },
    )
    await page.getByRole('button', { name: 'Import 2 animals' }).click()
    await expect(page.getByRole('alert')).toContainText(
      'API key refused: fix it in Settings, then Resume',
    )
    await expect(
      page.getByRole('heading', { name: 'Import paused' }),
    ).toBeVisible()
    await shoot(page, 'key-refused')
    await expectNoAxeViolations(page)
    await page
      .getByRole('alert')
      .getByRole('link', { name: 'Open Settings' })
      .click()
    await page.getByLabel('API key', { exact: true }).fill(MOCK_KEY)
    await page.getByRole('button', { name: 'Save' }).click()
    await page.goto('/animals/import')
    await page.getByRole('button', { name: 'Resume' }).click()
    await expect(summaryOf(page, '2 added, 0 refused, 0 unknown')).toBeVisible()
    expect((await posts()).map((request) => request.status)).toEqual([
      401, 201, 201,
    ])
  })

  test('a key refused mid-import, replaced in Settings: the new key is asked before any row is sent with it', async ({
    page,
  }) => {
    await connectToMockServer(page, 'sk_test_refused_key')
    await readyToImport(page, ['Ada', 'Bo'])
    await page.getByRole('button', { name: 'Import 2 animals' }).click()
    await expect(page.getByRole('alert')).toContainText(
      'API key refused: fix it in Settings, then Resume',
    )
    await page
      .getByRole('alert')
      .getByRole('link', { name: 'Open Settings' })
      .click()
    await page.getByLabel('API key', { exact: true }).fill(MOCK_KEY)
    await saveSettings(page)
    await page.goto('/animals/import')
    await expect(
      page.getByRole('heading', {
        name: 'Continue this import with the new key?',
      }),
    ).toBeFocused()
    await shoot(page, 'new-key')
    await expectNoAxeViolations(page)
    expect((await posts()).map((request) => request.status)).toEqual([401])

    await page
      .getByRole('button', { name: 'Continue with the new key' })
      .click()
    await expect(
      page.getByRole('heading', { name: 'Import paused' }),
    ).toBeVisible()
    expect((await posts()).map((request) => request.status)).toEqual([401])
    await page.getByRole('button', { name: 'Resume' }).click()
    await expectFinished(page, '2 added, 0 refused, 0 unknown')
    expect((await posts()).map((request) => request.status)).toEqual([
      401, 201, 201,
    ])
  })

  test('one import per connection: another tab shows it runs elsewhere', async ({
    page,
    openTab,
  }) => {
    await page.clock.install()
    // Remembered on this device: the job is kept with the key, where the other tab has it too.
    await connectToMockServer(page, MOCK_KEY, { remember: true })
    // The second tab is open before the clock stops (the tabs share it),
    // and goes to the import while the first row is held in flight: only
    // timers already due run there, and time stands still.
    // It has shown the import page once, so going back to it loads nothing.
    const other = await openTab()
    await other.goto('/animals/import')
    await expect(other.getByRole('textbox', { name: 'Rows' })).toBeVisible()
    await other
      .getByRole('link', { name: 'Animals', exact: true })
      .first()
      .click()
    const toImport = other.getByRole('link', { name: 'Import animals' })
    await expect(toImport).toBeVisible()
    await importHeld(page, ['Ada', 'Bo'])

    await toImport.click()
    await runTimersUntil(other, () =>
      expect(
        other.getByRole('heading', { name: 'Import running in another tab' }),
      ).toBeVisible(),
    )
    await expect(other.getByRole('button', { name: 'Resume' })).toHaveCount(0)
    await expect(other.getByRole('button', { name: 'Pause' })).toHaveCount(0)
    await shoot(other, 'elsewhere')
    await expectNoAxeViolationsAsShown(other)
    // The sending tab, for the record (its state is not asserted here).
    await page.bringToFront()
    await shoot(page, 'running')
    await expectNoAxeViolationsAsShown(page)

    await mockServer.release()
    await page.clock.resume()
    await expect(
      page.getByRole('heading', { name: 'Import finished' }),
    ).toBeVisible()
    await expect(
      other.getByRole('heading', { name: 'Import finished' }),
    ).toBeVisible()
    expect(await posts()).toHaveLength(2)
  })

  test('a duplicated tab’s copy of a tab-only import is read-only: no row is sent twice', async ({
    page,
    openTab,
  }) => {
    // A key for this tab only: the job is in sessionStorage, which Duplicate tab copies.
    await page.clock.install()
    await importHeld(page, ['Ada', 'Bo', 'Cy'])
    // A reload while the row is in flight: the job is paused with it
    // Unknown, and Check the list is there to be pressed.
    await page.reload()
    await page.clock.resume()
    await expect(
      page.getByRole('heading', { name: 'Import paused' }),
    ).toBeVisible()
    await expect(outcomeOf(page, 2)).toContainText('Unknown')
    await expect(
      outcomeOf(page, 2).getByRole('button', { name: 'Check the list' }),
    ).toBeVisible()
    // What Duplicate tab copies now: the key and the paused job.
    const copied = await page.evaluate(() =>
      Object.keys(window.sessionStorage).map((name): [string, string] => [
        name,
        window.sessionStorage.getItem(name) ?? '',
      ]),
    )
    // The server stores the Unknown row once let go, after the page left;
    // the original goes on and finishes, its Unknown row left to the person.
    expect(await posts()).toHaveLength(1)
    await mockServer.release()
    await expect.poll(postStatuses).toEqual([201])
    await page.getByRole('button', { name: 'Resume' }).click()
    await expectFinished(page, '2 added, 0 refused, 1 unknown')
    expect(await posts()).toHaveLength(3)

    const duplicate = await openTab()
    await duplicate.addInitScript((entries) => {
      if (window.sessionStorage.length > 0) return
      for (const [name, value] of entries)
        window.sessionStorage.setItem(name, value)
    }, copied)
    await duplicate.goto('/animals/import')
    await expect(
      duplicate.getByRole('heading', {
        name: 'Copy of an import from another tab',
      }),
    ).toBeVisible()
    await expect(duplicate.getByText(/This tab was copied/)).toBeVisible()
    // The copy holds the row Unknown, with none of its actions.
    await expect(outcomeOf(duplicate, 2)).toContainText('Unknown')
    for (const name of [
      'Resume',
      'Cancel',
      'Check the list',
      'Mark row 2',
      'Send row 2 again',
    ])
      await expect(duplicate.getByRole('button', { name })).toHaveCount(0)
    await shoot(duplicate, 'duplicated-tab')
    await expectNoAxeViolations(duplicate)
    await duplicate
      .getByRole('button', { name: 'Remove this copy from this tab' })
      .click()
    await expect(duplicate.getByRole('textbox', { name: 'Rows' })).toBeVisible()
    // The original's job is untouched, and nothing was sent from the copy.
    await page.bringToFront()
    await page.reload()
    await expect(
      page.getByRole('heading', { name: 'Import finished' }),
    ).toBeVisible()
    expect(await posts()).toHaveLength(3)
  })

  test('a batch over today’s remaining quota is refused with the number that fits', async ({
    page,
  }) => {
    // 998 of the day's 1000 requests were used, as the server's headers say.
    // Today's count is in the desk database's shared store (decision 011),
    // written before the app's first transaction, as IndexedDB orders them.
    await page.addInitScript(() => {
      const today = new Date()
      const pad = (value: number) => String(value).padStart(2, '0')
      const value = {
        date: `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`,
        count: 998,
      }
      const open = indexedDB.open('adoption-desk-data', 1)
      open.onupgradeneeded = () => {
        for (const store of ['shared', 'activity', 'imports'])
          open.result.createObjectStore(store)
      }
      open.onsuccess = () => {
        open.result
          .transaction('shared', 'readwrite')
          .objectStore('shared')
          .put({ key: 'day-usage', rev: 1, value }, 'day-usage')
      }
    })
    // Check rows spends one of the two left on the latest 100 (the duplicate
    // check's record), so one row fits.
    await readyToImport(page, ['Ada', 'Bo', 'Cy'])
    await expect(page.getByRole('alert')).toContainText('only 1 row fits')
    await expect(page.getByRole('button', { name: /^Import \d/ })).toHaveCount(
      0,
    )
    await shoot(page, 'over-quota')
    await expectNoAxeViolations(page)
  })
})

test('the whole import works by keyboard alone (demo mode)', async ({
  page,
}) => {
  await page.goto('/animals')
  await expect(page.getByText('Showing 20 animals.')).toBeVisible()
  await page.getByRole('link', { name: 'Import animals' }).focus()
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', { name: 'Import animals', level: 1 }),
  ).toBeFocused()
  await tabTo(page.getByLabel('CSV file'))
  await tabTo(page.getByRole('textbox', { name: 'Rows' }))
  await page.keyboard.insertText('name,categoryId\nKeyboard Kit,2\n')
  await tabTo(page.getByRole('button', { name: 'Check rows' }))
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', { name: '1 ready, 0 with problems' }),
  ).toBeFocused()
  const importButton = page.getByRole('button', { name: 'Import 1 animal' })
  for (
    let step = 0;
    step < 5 &&
    !(await importButton.evaluate((node) => node === document.activeElement));
    step += 1
  )
    await page.keyboard.press('Tab')
  await expect(importButton).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', { name: 'Import finished' }),
  ).toBeFocused()
  await tabTo(page.getByRole('button', { name: 'Download results' }))
  const download = page.waitForEvent('download')
  await page.keyboard.press('Enter')
  expect((await download).suggestedFilename()).toMatch(
    /^import-results-\d{4}-\d{2}-\d{2}\.csv$/,
  )
  await tabTo(page.getByRole('button', { name: 'Start another import' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('textbox', { name: 'Rows' })).toHaveValue('')
})
