import { render, screen, within } from '@testing-library/react'
import { spanishLanguage } from '../../../test/spanish'
import { LanguageContext } from '../../../lib/i18n/use-messages'
import { RedirectTable } from './redirect-table'
import { ZoneExport } from './zone-export'

// The records' words in Spanish: the same screens as in English, by their
// Spanish names, with domain names left as they are.

async function spanish() {
  const language = await spanishLanguage()
  return language
}

describe('records in Spanish', () => {
  it('names the redirects table, its columns and each Remove button', async () => {
    const language = await spanish()
    render(
      <LanguageContext value={language}>
        <RedirectTable
          redirects={[
            {
              from: 'old.example.com',
              to: 'example.com',
              status: 301,
              addedAt: 0,
            },
          ]}
          shown={(name) => name}
          onRemove={vi.fn()}
        />
        <ZoneExport domains={[]} platformHost={null} />
      </LanguageContext>,
    )
    const table = screen.getByRole('region', { name: 'Tabla de redirecciones' })
    for (const column of ['Desde', 'Hacia', 'Código', 'Acciones']) {
      expect(
        within(table).getByRole('columnheader', { name: column }),
      ).toBeInTheDocument()
    }
    expect(
      screen.getByRole('button', {
        name: 'Quitar redirección de old.example.com',
      }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { name: 'Exportar' }),
    ).toBeInTheDocument()
  })
})
