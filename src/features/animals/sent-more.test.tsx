import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server, TEST_BASE_URL } from '../../mocks/node'
import { renderApp } from '../../test/render-app'

// A server that sends more rows than the page size asked for: the page shows
// as many as asked, and says the server sent more (issue 22, defect 6).

describe('Animals page, a server that sends more than asked', () => {
  it('shows the 20 asked for and says 25 were sent', async () => {
    server.use(
      http.get(`${TEST_BASE_URL}/pets`, () =>
        HttpResponse.json(
          Array.from({ length: 25 }, (_, index) => ({
            id: index + 1,
            name: `Sent ${index + 1}`,
            categoryId: 1,
            status: 'available',
          })),
        ),
      ),
    )
    renderApp('/animals?limit=20')
    expect(
      await screen.findByText(
        'The server sent 25 animals where 20 were asked for; the first 20 are shown.',
      ),
    ).toBeInTheDocument()
    const rows = within(screen.getByRole('table', { name: 'Animals' }))
      .getAllByRole('row')
      .slice(1)
    expect(rows).toHaveLength(20)
    expect(screen.queryByText('Sent 21')).toBeNull()
  })
})
