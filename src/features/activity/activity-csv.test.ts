import { describe, expect, it } from 'vitest'
import type { ActivityEntry } from '../../lib/activity/activity-entry'
import { activityCsv } from './activity-csv'

const base: ActivityEntry = {
  id: 'a',
  at: Date.UTC(2026, 10, 24, 14, 30, 5),
  name: 'Luna',
  categoryId: '9223372036854775807',
  status: 'available',
  outcome: 'added',
  petId: '9007199254740993',
  message: null,
  tab: 't',
}

describe('activityCsv', () => {
  it('one row per entry, in the order shown, ids exact', () => {
    const csv = activityCsv([
      base,
      {
        ...base,
        id: 'b',
        name: 'Rex',
        status: null,
        outcome: 'refused',
        petId: null,
        message: 'name is required',
      },
    ])
    expect(csv.replace('\uFEFF', '').split('\r\n')).toEqual([
      '"time","name","categoryId","status","outcome","id","message"',
      '"2026-11-24T14:30:05.000Z","Luna","9223372036854775807","available","Added","9007199254740993",""',
      '"2026-11-24T14:30:05.000Z","Rex","9223372036854775807","","Refused","","name is required"',
      '',
    ])
  })

  it('escapes formulas a name or a server message could carry', () => {
    const csv = activityCsv([
      { ...base, name: '=HYPERLINK("x")', message: '@SUM(A1)' },
    ])
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`)
    expect(csv).toContain(`"'@SUM(A1)"`)
  })
})
