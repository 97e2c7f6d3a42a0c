import { litterMessages } from './litter-messages'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Router } from 'wouter'
import { LanguageContext } from '../../../../lib/i18n/use-messages'
import { spanishLanguage } from '../../../../test/spanish'
import { LitterProgress, LitterReview } from './litter-panel'

/** Standing in for the import's outcomes, which src/app hands over: each word's name. */
const OUTCOMES = Object.keys(litterMessages.english)

describe('LitterProgress', () => {
  it('says "left out" only of a possible duplicate; a name with a problem says its problem', () => {
    render(
      <Router>
        <LitterProgress
          job={{
            id: 'j',
            outcomes: OUTCOMES,
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

describe('LitterProgress words', () => {
  it('a row still to send is not "pending", a status of animals; the reason it is an import sits behind Why?', async () => {
    render(
      <Router>
        <LitterProgress
          job={{
            id: 'j',
            outcomes: OUTCOMES,
            state: 'running',
            rows: [
              { row: 1, name: 'Squeak', outcome: 'pending' },
              { row: 2, name: 'Pip', outcome: 'resend' },
              { row: 3, name: 'Tom', outcome: 'not-sent' },
            ],
          }}
        />
      </Router>,
    )
    const items = screen.getAllByRole('listitem')
    expect(items[0]).toHaveTextContent(/^Squeak · to send$/)
    expect(items[1]).toHaveTextContent(/^Pip · to send again$/)
    expect(items[2]).toHaveTextContent(/^Tom · not sent$/)
    const why = screen.getByText('Why?')
    const reason = screen.getByText(/A litter is an import/)
    expect(reason).not.toBeVisible()
    await userEvent.setup().click(why)
    expect(reason).toBeVisible()
  })
})

describe('A litter in Spanish', () => {
  it('words outcomes by their machine value and counts names with a Spanish plural; the import’s words stay as they came', async () => {
    const language = await spanishLanguage()
    const progress = render(
      <LanguageContext value={language}>
        <Router>
          <LitterProgress
            job={{
              id: 'j',
              outcomes: OUTCOMES,
              state: 'paused',
              rows: [
                { row: 1, name: 'Tom', outcome: 'added', id: '5' },
                { row: 2, name: 'Ana', outcome: 'refused' },
                {
                  row: 3,
                  name: 'Tom',
                  outcome: 'skipped',
                  leftOut: true,
                },
                {
                  row: 4,
                  name: 'X',
                  outcome: 'skipped',
                  message: 'Name is too long.',
                },
              ],
            }}
          />
        </Router>
      </LanguageContext>,
    )
    expect(screen.getByRole('region', { name: 'Camada' })).toHaveTextContent(
      'Camada en pausa: 1 de 2 añadidos.',
    )
    const items = screen.getAllByRole('listitem')
    expect(items[0]).toHaveTextContent(/^Tom · ID 5$/)
    expect(items[1]).toHaveTextContent(/^Ana · rechazado$/)
    expect(items[2]).toHaveTextContent(/^Tom · dejado fuera$/)
    expect(items[3]).toHaveTextContent(/^X · omitido: Name is too long\.$/)
    expect(screen.getByText('¿Por qué?')).toBeInTheDocument()
    progress.unmount()

    // One name: the singular.
    render(
      <LanguageContext value={language}>
        <Router>
          <LitterReview
            check={{
              rows: [{ row: 1, name: 'Nube', problems: [], duplicate: null }],
              latestProblem: null,
              start: () => Promise.resolve({ refused: 'unfinished' }),
            }}
            replacesFinished={false}
            starting={false}
            onStart={() => {}}
          />
        </Router>
      </LanguageContext>,
    )
    expect(
      screen.getByRole('region', { name: 'Camada: 1 nombre' }),
    ).toBeInTheDocument()
    expect(screen.getByText('1 por añadir.')).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Añadir 1 animal' }),
    ).toBeInTheDocument()
  })
})
