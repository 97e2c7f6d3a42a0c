import { screen } from '@testing-library/react'
import { getConnection } from '../lib/connection/connection'
import { TEST_BASE_URL } from '../mocks/node'
import { createJob } from '../features/import/job/import-job'
import { jobOwner } from '../features/import/job/import-runners'
import { storageFor } from '../features/import/job/kept-jobs'
import { saveLiveConnection } from '../test/connection'
import { renderApp } from '../test/render-app'

describe('Add animal and the kept import', () => {
  it('a row the kept import added is named on the add form, and the job is left as it was', async () => {
    saveLiveConnection(TEST_BASE_URL, 'k-kept')
    const owner = jobOwner(getConnection())
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
          pet: { name: 'Mochi', categoryId: '5' },
        } as unknown as Parameters<typeof createJob>[0][number],
      ],
      Date.now(),
    )
    const storage = storageFor(owner.name, owner.area)
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
    const { user } = renderApp('/animals/new')
    await user.type(await screen.findByLabelText('Name'), 'mochi')
    await user.type(screen.getByLabelText('Category ID'), '5')
    expect(await screen.findByText(/Already listed/)).toHaveTextContent(
      'Already listed: Mochi · category 5 · ID 4242',
    )
    expect(await storage.load()).toEqual(put.job)
  })
})
