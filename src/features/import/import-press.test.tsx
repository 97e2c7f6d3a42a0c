import 'fake-indexeddb/auto'
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { saveLiveConnection } from '../../test/connection'
import { renderApp } from '../../test/render-app'
import { TEST_BASE_URL } from '../../mocks/node'

// The press of Import changes the page twice: "Noting the latest 100…" at
// once, and the checked rows giving way to the job in a task of its own
// (decision 042), so the press's task stays short whatever the rows.

/** Runs every microtask queued so far, and those they queue: no task boundary. */
async function microtasksOnly() {
  for (let turn = 0; turn < 200; turn += 1) await Promise.resolve()
}

describe('the press of Import', () => {
  it('shows the job in a later task than the press, after saying it notes the latest', async () => {
    saveLiveConnection(TEST_BASE_URL)
    const { user } = renderApp('/animals/import')
    await user.click(await screen.findByLabelText('Rows'))
    await user.paste('name,categoryId\nAda,3\nBo,3')
    await user.click(screen.getByRole('button', { name: 'Check rows' }))
    const start = await screen.findByRole('button', {
      name: 'Import 2 animals',
    })
    fireEvent.click(start)
    await microtasksOnly()
    expect(
      screen.getByText(
        'Noting the latest 100 animals before the first row is sent…',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Import 2 animals' })).toBe(start)
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: /^(Importing…|Import finished)$/,
      }),
    ).toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: 'Import 2 animals' }),
    ).toBeNull()
    // The start resolves when the import ends: let it, before the page goes.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Import finished' }),
    ).toBeInTheDocument()
  })
})
