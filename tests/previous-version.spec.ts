import type { Page } from '@playwright/test'
import {
  connectToMockServer,
  expect,
  MOCK_KEY,
  MOCK_URL,
  mockServer,
  test,
} from './fixtures'
import {
  openPreviousVersion,
  type PreviousJob,
  previousJobName,
  type PreviousRow,
} from './previous-version'

// Issue 31, defect 3: a page of this version opens while a tab of the
// previous version (its storage code, tests/previous-version.ts) sends an
// import. What was sent is read from the mock server's request log.

const API = `${MOCK_URL}/v1`
const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed']

const posts = () => mockServer.petPosts()

const outcomeOf = (page: Page, row: number) =>
  page
    .getByRole('table', { name: 'Rows to import' })
    .getByRole('row')
    .nth(row - 1)

test('a tab of the previous version sends an import: this version shows it read-only, keeps its databases, copies its final record once it ends, and Resume sends only what it left', async ({
  page,
  openTab,
}) => {
  await mockServer.reset()
  // Remembered on this device: the job is kept where every tab has it.
  await connectToMockServer(page, MOCK_KEY, { remember: true })
  const previous = await openPreviousVersion(page)
  const name = previousJobName(API, MOCK_KEY)
  const rows: PreviousRow[] = NAMES.map((animal, index) => ({
    row: index + 2,
    name: animal,
    categoryId: '3',
    status: 'available',
    outcome: 'pending',
    pet: { name: animal, categoryId: '3', status: 'available' },
  }))
  let job: PreviousJob = {
    id: 'previous-job',
    version: 1,
    createdAt: Date.now(),
    state: 'running',
    rows,
  }
  /** The previous version's loop: each change stored, its version one up. */
  const store = async (change: (j: PreviousJob) => PreviousJob) => {
    job = { ...change(job), version: job.version + 1 }
    await previous.saveJob(name, job)
  }
  const mark =
    (index: number, row: Partial<PreviousRow>) => (j: PreviousJob) => ({
      ...j,
      rows: j.rows.map((r, at) => (at === index ? { ...r, ...row } : r)),
    })
  const sendRow = async (index: number) => {
    const row = job.rows[index]
    if (!row?.pet) throw new Error(`no row ${index}`)
    await store(mark(index, { outcome: 'sending' }))
    const id = await previous.send(API, MOCK_KEY, row.pet)
    await store(mark(index, { outcome: 'added', id }))
  }

  // Its sends open its shared and Activity databases too.
  await previous.put('adoption-desk', 'previous-version', { rev: 1 })
  await previous.put('adoption-desk-activity', 'previous-version', { v: 1 })
  await previous.holdLock(name)
  await previous.saveJob(name, job)
  await sendRow(0)
  await sendRow(1)
  // Cy is in flight as this version's page opens.
  await store(mark(2, { outcome: 'sending' }))

  const current = await openTab()
  await current.goto('/animals/import')
  await expect(
    current.getByRole('heading', {
      name: 'Import running in a tab of the previous version',
    }),
  ).toBeVisible()
  await expect(current.getByRole('button', { name: 'Resume' })).toHaveCount(0)
  await expect(outcomeOf(current, 2)).toContainText('Added')
  await expect(outcomeOf(current, 3)).toContainText('Added')
  // What the previous version may still send is Unknown here, never waiting.
  for (const row of [4, 5, 6])
    await expect(outcomeOf(current, row)).toContainText('Unknown')
  expect(await posts()).toHaveLength(2)
  // Nothing asked to delete the databases the previous version holds open.
  expect(await previous.databases()).toEqual(
    expect.arrayContaining([
      'adoption-desk',
      'adoption-desk-activity',
      'adoption-desk-import',
    ]),
  )

  // The previous version goes on, then the person pauses it there.
  const id = await previous.send(API, MOCK_KEY, job.rows[2]?.pet)
  await store(mark(2, { outcome: 'added', id }))
  await sendRow(3)
  await store((j) => ({ ...j, state: 'paused' }))
  await previous.releaseLock()
  expect(await posts()).toHaveLength(4)

  // Without a reload, this page shows the record the previous version ended with.
  await expect(
    current.getByRole('heading', { name: 'Import paused' }),
  ).toBeVisible()
  for (const row of [4, 5])
    await expect(outcomeOf(current, row)).toContainText('Added')
  await expect(outcomeOf(current, 6)).toContainText('Waiting')
  await current.getByRole('button', { name: 'Resume' }).click()
  await expect(
    current.getByRole('heading', { name: 'Import finished' }),
  ).toBeVisible()
  // Every row once: Ed alone went from here.
  expect(await posts()).toHaveLength(5)
  // Nothing was asked of its databases while it is open: no delete, and no
  // probe, which it would block and every later open would wait behind.
  expect(await previous.versionChanges()).toEqual([])

  // So another page of this version, opened while the previous one is
  // still open, has its storage and shows the job as it ended.
  const another = await openTab()
  await another.goto('/animals/import')
  await expect(
    another.getByRole('heading', { name: 'Import finished' }),
  ).toBeVisible()
  expect(await posts()).toHaveLength(5)
})
