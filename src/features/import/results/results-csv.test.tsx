import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { LanguageContext, useMessages } from '../../../lib/i18n/use-messages'
import { spanishLanguage } from '../../../test/spanish'
import { checkMessages, englishCheck } from '../check/check-messages'
import { checkRows, withLeftOut } from '../check/check-rows'
import { speaker } from '../../../lib/i18n/speaker'
import { petFormMessages } from '../../../lib/pets/pet-form-messages'
import { createJob, type ImportJob } from '../job/import-job'
import { resultsCsv } from './results-csv'
import { resultsMessages, rowMessage } from './results-messages'

/** Rows 2 (Ada), 3 (no name) and 4 (Ada again, left out), as checked and started. */
function threeRows(): ImportJob {
  const checked = checkRows(
    [
      { row: 2, name: 'Ada', categoryId: '3', status: '' },
      { row: 3, name: '', categoryId: '3', status: '' },
      { row: 4, name: 'ADA', categoryId: '3', status: '' },
    ].map((row) => ({ ...row, shapeProblem: null })),
    [],
    new Map(),
  )
  return createJob(withLeftOut(checked, new Set()), 0)
}

const linesOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')

describe('resultsCsv', () => {
  it('has every row; a possible duplicate left out is "Left out", a row with problems "Skipped"', () => {
    const english = speaker(resultsMessages)
    const lines = linesOf(
      resultsCsv(threeRows(), (row) =>
        rowMessage(english, englishCheck, speaker(petFormMessages), row),
      ),
    )
    expect(lines).toEqual([
      '"row","name","categoryId","status","outcome","id","message"',
      '"2","Ada","3","","Waiting","",""',
      '"3","","3","","Skipped","","Enter a name."',
      '"4","ADA","3","","Left out","","Left out: Possible duplicate of row 2."',
    ])
  })

  it('downloaded in Spanish: column names and outcomes stay as the file’s machine form, the messages are Spanish', async () => {
    const language = await spanishLanguage()
    const { result } = renderHook(
      () => ({
        t: useMessages(resultsMessages).t,
        check: useMessages(checkMessages).t,
        form: useMessages(petFormMessages).t,
      }),
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <LanguageContext value={language}>{children}</LanguageContext>
        ),
      },
    )
    const { t, check, form } = result.current
    const lines = linesOf(
      resultsCsv(threeRows(), (row) => rowMessage(t, check, form, row)),
    )
    expect(lines).toEqual([
      '"row","name","categoryId","status","outcome","id","message"',
      '"2","Ada","3","","Waiting","",""',
      '"3","","3","","Skipped","","Escriba un nombre."',
      '"4","ADA","3","","Left out","","Dejada fuera: Posible duplicado de la fila 2."',
    ])
  })
})
