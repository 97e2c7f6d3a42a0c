import { render, screen } from '@testing-library/react'
import { Router } from 'wouter'
import { LitterProgress } from './litter-panel'

describe('LitterProgress', () => {
  it('says "left out" only of a possible duplicate; a name with a problem says its problem', () => {
    render(
      <Router>
        <LitterProgress
          job={{
            id: 'j',
            state: 'done',
            rows: [
              { row: 1, name: 'Tom', outcome: 'added', id: '5' },
              {
                row: 2,
                name: 'Tom',
                outcome: 'skipped',
                leftOut: true,
                message: 'Left out: Possible duplicate of row 1.',
              },
              {
                row: 3,
                name: 'X'.repeat(3),
                outcome: 'skipped',
                message: 'Name is too long.',
              },
            ],
          }}
        />
      </Router>,
    )
    const items = screen.getAllByRole('listitem')
    expect(items[1]).toHaveTextContent(/^Tom · left out$/)
    expect(items[2]).toHaveTextContent(/^XXX · skipped: Name is too long\.$/)
  })
})
