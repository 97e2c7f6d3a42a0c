import { describe, expect, it } from 'vitest'
import { componentsMessages } from '../../components/components-messages'
import { PET_STATUSES } from '../../lib/pets/pet-schemas'
import { es } from '../../locales/es'
import { checkRows } from './check/check-rows'
import { COLUMN_WORDS, STATUS_WORDS } from './file-words'
import { importMessages } from './import-messages'
import { parseRows } from './parse-rows'

// Issue 34: the import accepts the words the screen shows, in any language
// the desk speaks, as well as the machine form.

describe('the words a file may use', () => {
  it('are the ones the screen shows, in English and Spanish', () => {
    for (const status of PET_STATUSES) {
      expect(STATUS_WORDS[status]).toEqual([
        status,
        componentsMessages.english[status],
        es[`components.${status}`],
      ])
    }
    for (const column of ['name', 'status'] as const) {
      expect(COLUMN_WORDS[column]).toContain(importMessages.english[column])
      expect(COLUMN_WORDS[column]).toContain(es[`import.${column}`])
    }
    expect(COLUMN_WORDS.categoryId).toContain(importMessages.english.category)
    expect(COLUMN_WORDS.categoryId).toContain(es['import.category'])
  })

  it('import a Spanish file: headers nombre, categoría, estado and statuses Disponible, Adoptado', () => {
    const parsed = parseRows(
      'nombre,categoría,estado\nLuna,2,Disponible\nMilo,3,Adoptado\nNube,1,pendiente',
    )
    if (!parsed.ok) throw new Error('Not read')
    expect(parsed.unknownColumns).toEqual([])
    const checked = checkRows(parsed.rows, [], new Map())
    expect(checked.map((row) => row.problems)).toEqual([[], [], []])
    expect(checked.map((row) => row.pet?.status)).toEqual([
      'available',
      'sold',
      'pending',
    ])
  })

  it('import an English file as the screen says it, accents and case aside', () => {
    const parsed = parseRows(
      'Name\tCategory ID\tStatus\nRex\t1\tAdopted\nIvy\t2\tAVAILABLE\nOla\t3\tsold',
    )
    if (!parsed.ok) throw new Error('Not read')
    const checked = checkRows(parsed.rows, [], new Map())
    expect(checked.map((row) => row.pet?.status)).toEqual([
      'sold',
      'available',
      'sold',
    ])
    // "categoria" without its accent is the same column.
    expect(parseRows('NOMBRE;categoria\nRex;1').ok).toBe(true)
  })

  it('still refuses a status that is none of them', () => {
    const parsed = parseRows('name,categoryId,status\nRex,1,Gone')
    if (!parsed.ok) throw new Error('Not read')
    expect(checkRows(parsed.rows, [], new Map())[0]?.problems).toEqual([
      { problem: 'status' },
    ])
  })
})
