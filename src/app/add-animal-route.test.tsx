import { screen } from '@testing-library/react'
import { TEST_BASE_URL } from '../mocks/node'
import { createJob } from '../features/import/job/import-job'
import { jobOwner } from '../features/import/job/import-runners'
import { storageFor } from '../features/import/job/kept-jobs'
import { saveLiveConnection, savedConnection } from '../test/connection'
import { renderApp } from '../test/render-app'
import { testTabs } from '../test/test-tabs'

describe('Add animal and the kept import', () => {
  it('a row the kept import added is named on the add form, and the job is left as it was', async () => {
    saveLiveConnection(TEST_BASE_URL, 'k-kept')
    const owner = jobOwner(savedConnection())
    if (!owner) throw new Error('no owner')
    const made = createJob(
      [
        {
          row: 2,
          name: 'Mochi',
          categoryId: '5',
          status: '',
          shapeProblem: null,
          problems: [],
          duplicateOf: null,
          pet: { name: 'Mochi', categoryId: '5' },
        },
      ],
      Date.now(),
    )
    const tabs = testTabs()
    const storage = storageFor(owner.name, owner.area, tabs.database)
    const put = await storage.save(
      {
        ...made,
        state: 'done',
        rows: made.rows.map((row) => ({
          ...row,
          outcome: 'added',
          id: '4242',
        })),
      },
      null,
    )
    if (!put.ok) throw new Error('not stored')
    const { user } = renderApp('/animals/new', { tabs })
    await user.type(await screen.findByLabelText('Name'), 'mochi')
    await user.type(screen.getByLabelText('Category ID'), '5')
    expect(await screen.findByText(/Already listed/)).toHaveTextContent(
      'Already listed: Mochi · category 5 · ID 4242',
    )
    expect(await storage.load()).toEqual(put.job)
  })

  it('a litter does not start while an import of this server and key is unfinished: the form links to it', async () => {
    saveLiveConnection(TEST_BASE_URL, 'k-busy')
    const owner = jobOwner(savedConnection())
    if (!owner) throw new Error('no owner')
    const paused = createJob(
      [
        {
          row: 2,
          name: 'Waiting',
          categoryId: '5',
          status: '',
          shapeProblem: null,
          problems: [],
          duplicateOf: null,
          pet: { name: 'Waiting', categoryId: '5' },
        },
      ],
      Date.now(),
    )
    const tabs = testTabs()
    const storage = storageFor(owner.name, owner.area, tabs.database)
    const put = await storage.save(paused, null)
    if (!put.ok) throw new Error('not stored')
    const { user } = renderApp('/animals/new', { tabs })
    await user.click(
      await screen.findByRole('button', {
        name: 'Several animals (one name per line)',
      }),
    )
    const notice = await screen.findByText(
      /An import for this server and key is not finished/,
    )
    expect(notice).toHaveTextContent('(0 of 1 added, paused)')
    expect(
      screen.getByRole('link', { name: 'Open the unfinished import' }),
    ).toHaveAttribute('href', '/animals/import')
    await user.type(screen.getByRole('textbox', { name: 'Names' }), 'Tom')
    await user.type(screen.getByLabelText('Category ID'), '5')
    const check = screen.getByRole('button', { name: 'Check names' })
    expect(check).toHaveAttribute('aria-disabled', 'true')
    await user.click(check)
    expect(screen.queryByRole('region', { name: /^Litter/ })).toBeNull()
    expect(await storage.load()).toEqual(put.job)
  })
})
