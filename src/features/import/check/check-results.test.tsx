import { testTabs } from '../../../test/test-tabs'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Providers } from '../../../app/providers'
import { spanishLanguage } from '../../../test/spanish'
import { parseRows } from '../parse-rows'
import { CheckResults, type RowsCheck } from './check-results'
import { checkRows } from './check-rows'

// What Check rows found, in the chosen language: the file's column names
// and status values stay as they are; counts, problems and the cost speak it.

function checkedText(text: string): RowsCheck {
  const result = parseRows(text)
  return {
    text,
    result,
    rows: result.ok ? checkRows(result.rows, [], new Map()) : [],
    latestError: null,
  }
}

async function inSpanish(checked: RowsCheck) {
  const language = await spanishLanguage()
  render(
    <Providers tabs={testTabs()} language={language}>
      <CheckResults
        checked={checked}
        stale={false}
        headingRef={null}
        environment="demo"
        scope="check-test"
        onImport={() => undefined}
      />
    </Providers>,
  )
}

describe('Check rows in Spanish', () => {
  it('counts as plurals, each row’s problem and a possible duplicate, the Import button counting what it sends', async () => {
    await inSpanish(
      checkedText(
        'name,categoryId,Colour\nAda,3,x\n,3,y\nada,3,z\nBo,Hurones,q',
      ),
    )
    expect(
      screen.getByRole('heading', {
        name: '1 lista, 2 con problemas, 1 dejada fuera como posible duplicado',
      }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        'Se ignoró una columna para la que el servicio no tiene campo: “Colour”.',
      ),
    ).toBeInTheDocument()
    const [, ada, noName, again, bo] = screen.getAllByRole('row')
    expect(ada).toHaveTextContent('Lista')
    expect(noName).toHaveTextContent('Problema: Escriba un nombre')
    expect(again).toHaveTextContent(
      'Posible duplicado de la fila 2: dejada fuera.',
    )
    expect(bo).toHaveTextContent(
      "Problema: No hay ninguna categoría llamada 'Hurones'",
    )
    expect(
      screen.getByRole('columnheader', { name: 'Revisión' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Importar 1 animal' }),
    ).toBeInTheDocument()

    await userEvent
      .setup()
      .click(screen.getByRole('checkbox', { name: 'Incluir la fila 4' }))
    expect(
      screen.getByRole('heading', { name: '2 listas, 2 con problemas' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/^Posible duplicado de la fila 2\.$/)).toBeVisible()
    expect(
      screen.getByRole('button', { name: 'Importar 2 animales' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        '2 solicitudes, una por animal, enviadas de una en una.',
      ),
    ).toBeInTheDocument()
  })

  it('rows that cannot be read say why, with numbers in Spanish', async () => {
    const lines = [
      'name,categoryId',
      ...Array.from({ length: 10_001 }, (_, at) => `A${at},1`),
    ]
    await inSpanish(checkedText(lines.join('\n')))
    expect(
      screen.getByRole('heading', { name: 'No se pueden leer estas filas' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        'Hay 10.001 filas: una importación admite como máximo 10.000. Divida el archivo en partes de hasta 10.000 filas e impórtelas una tras otra.',
      ),
    ).toBeInTheDocument()
  })
})
