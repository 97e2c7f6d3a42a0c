import { describe, expect, it } from 'vitest'
import { checkRows, withLeftOut } from '../check/check-rows'
import { createJob } from '../job/import-job'
import { resultsCsv } from './results-csv'

describe('resultsCsv', () => {
  it('has every row; a possible duplicate left out is "Left out", a row with problems "Skipped"', () => {
    const checked = checkRows(
      [
        { row: 2, name: 'Ada', categoryId: '3', status: '' },
        { row: 3, name: '', categoryId: '3', status: '' },
        { row: 4, name: 'ADA', categoryId: '3', status: '' },
      ].map((row) => ({ ...row, shapeProblem: null })),
      [],
      new Map(),
    )
    const lines = resultsCsv(createJob(withLeftOut(checked, new Set()), 0))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines).toEqual([
      '"row","name","categoryId","status","outcome","id","message"',
      '"2","Ada","3","","Waiting","",""',
      expect.stringMatching(/^"3","","3","","Skipped","","Enter a name\.?"$/),
      '"4","ADA","3","","Left out","","Left out: Possible duplicate of row 2."',
    ])
  })
})
