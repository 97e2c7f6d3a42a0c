import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { spanishLanguage } from '../../../test/spanish'
import { LanguageContext } from '../../../lib/i18n/use-messages'
import { parseDomainInput } from '../names/domain-name'
import { RecordToAdd } from './record-to-add'
import { RedirectsSection, RedirectTable } from './redirects-section'
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
        <ZoneExport
          domains={[attached('shop.example.com')]}
          platformHost={null}
        />
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

function attached(name: string) {
  const parsed = parseDomainInput(name)
  if (!parsed.ok) throw new Error(parsed.problem.code)
  return { ...parsed.domain, status: 'added' as const, events: [] }
}

describe('the record to add in Spanish', () => {
  it('says the apex record and its notes; values stay as DNS takes them', async () => {
    const language = await spanish()
    render(
      <LanguageContext value={language}>
        <RecordToAdd
          domain={attached('example.com')}
          platformHost="edge.platform.example"
        />
      </LanguageContext>,
    )
    expect(
      screen.getByText(
        /^Añadir ALIAS \(o ANAME\) @ → edge\.platform\.example para example\.com, TTL 3600;/,
      ),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Copiar mensaje' })).toBeVisible()
    expect(
      screen.getByText(/^Un dominio raíz necesita un registro ALIAS o ANAME/),
    ).toBeVisible()
    expect(
      screen.getByText(
        'Un cambio de DNS puede tardar hasta 48 h en propagarse.',
      ),
    ).toBeVisible()
  })
})

describe('the redirect form in Spanish', () => {
  it('offers the statuses by their Spanish names and refuses a redirect with no ends', async () => {
    const language = await spanish()
    const user = userEvent.setup()
    const onAdd = vi.fn()
    render(
      <LanguageContext value={language}>
        <RedirectsSection
          domains={[attached('shop.example.com'), attached('www.example.org')]}
          primary="shop.example.com"
          redirects={[]}
          onChange={onAdd}
        />
      </LanguageContext>,
    )
    expect(screen.getByRole('combobox', { name: 'Código' })).toHaveDisplayValue(
      '301 Movido permanentemente',
    )
    const from = screen.getByRole('combobox', { name: 'Desde' })
    expect(
      within(from).getByRole('option', {
        name: 'shop.example.com (principal)',
      }),
    ).toBeInTheDocument()
    await user.selectOptions(from, 'shop.example.com')
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Hacia' }),
      'www.example.org',
    )
    await user.click(screen.getByRole('button', { name: 'Añadir redirección' }))
    expect(
      screen.getByRole('link', {
        name: 'shop.example.com es el principal: haga principal otro dominio antes',
      }),
    ).toBeVisible()
    expect(onAdd).not.toHaveBeenCalled()
  })
})
