import { describe, expect, it } from 'vitest'
import type { Pet } from '../../../lib/pets/pet-schemas'
import { findRow } from './check-list'
import type { Finding } from './check-codes'
import { englishCheck, findingText as words } from './check-messages'

const findingText = (finding: Finding) => words(englishCheck, finding)

const pet = (id: string, name: string, categoryId = '1'): Pet => ({
  id,
  name,
  categoryId,
  status: 'available',
})
const max = { name: 'Max', categoryId: '1' }
// Newest first, as the list returns them.
const OLD_MAX = pet('77', 'Max')

describe('Check the list: findRow', () => {
  it('an older twin known before the first send is not this row’s animal', () => {
    const latest = [pet('80', 'Bo'), OLD_MAX]
    const finding = findRow(latest, max, { before: ['77', '12'], others: [] })
    expect(finding).toEqual({ kind: 'older', ids: ['77'] })
    expect(findingText(finding)).toMatch(/^Not added, as far as the list/)
  })

  it('counts only a match new since the record: Added with the new ID, exact', () => {
    const latest = [pet('9007199254740993', 'MAX'), pet('80', 'Bo'), OLD_MAX]
    expect(findRow(latest, max, { before: ['77', '80'], others: [] })).toEqual({
      kind: 'added',
      ids: ['9007199254740993'],
    })
  })

  it('ignores accents and case, and ids with leading zeros are the same animal', () => {
    const latest = [pet('81', 'Zoé'), pet('77', 'zoe')]
    expect(
      findRow(
        latest,
        { name: 'ZOE', categoryId: '01' },
        {
          before: ['077'],
          others: [],
        },
      ),
    ).toEqual({ kind: 'added', ids: ['81'] })
  })

  it('two new since the record: both named, oldest first, with both causes, never "resent" alone', () => {
    const latest = [pet('82', 'Max'), pet('81', 'Max'), OLD_MAX]
    const finding = findRow(latest, max, { before: ['77'], others: [] })
    expect(finding).toEqual({ kind: 'added', ids: ['81', '82'] })
    const text = findingText(finding)
    expect(text).toContain('IDs 81, 82')
    expect(text).toContain('since this import started')
    expect(text).toContain('someone else added one')
    expect(text).not.toContain('the browser resent it')
  })

  it('another row’s animal, or one this browser added, is not this row’s', () => {
    const latest = [pet('82', 'Max'), pet('81', 'Max'), OLD_MAX]
    expect(
      findRow(latest, max, { before: ['77'], others: ['81', '82'] }),
    ).toEqual({ kind: 'older', ids: ['82', '81', '77'] })
    expect(findRow(latest, max, { before: ['77'], others: ['81'] })).toEqual({
      kind: 'added',
      ids: ['82'],
    })
  })

  it('without a record it does not decide: it shows what it found', () => {
    const finding = findRow([OLD_MAX], max, { before: undefined, others: [] })
    expect(finding).toEqual({ kind: 'maybe', ids: ['77'] })
    expect(findingText(finding)).toBe(
      'An animal with this name and category exists: ID 77. It may be an older one.',
    )
    expect(
      findingText(
        findRow([pet('78', 'Max'), OLD_MAX], max, {
          before: undefined,
          others: [],
        }),
      ),
    ).toBe(
      'Animals with this name and category exist: IDs 78, 77. Each may be an older one.',
    )
  })

  it('nothing with that name and category: not found', () => {
    const latest = [pet('5', 'Max', '2'), pet('6', 'Maxi')]
    expect(findRow(latest, max, { before: [], others: [] })).toEqual({
      kind: 'none',
    })
    expect(findRow(latest, max, { before: undefined, others: [] })).toEqual({
      kind: 'none',
    })
  })
})
