import { describe, expect, it } from 'vitest'
import type { SavedView } from './saved-views'
import {
  addView,
  describeView,
  removeView,
  renameView,
  viewNameProblem,
} from './view-rules'

const zoe: SavedView = {
  name: 'Zoé’s list',
  view: { status: undefined, limit: 20 },
}

describe('view rules', () => {
  it('wants a short name no other view has, ignoring case and accents', () => {
    expect(viewNameProblem([], '  ')).toBe('Enter a name for the view')
    expect(viewNameProblem([], 'x'.repeat(41))).toMatch(/too long/)
    expect(viewNameProblem([zoe], 'ZOE’S LIST')).toBe(
      'A view named ‘Zoé’s list’ is already saved: choose another name',
    )
    // Renaming may keep its own name, in another case.
    expect(viewNameProblem([zoe], 'ZOÉ’S LIST', zoe.name)).toBeNull()
    expect(viewNameProblem([zoe], ' Cats ')).toBeNull()
  })

  it('says what a view holds, and that Find searches the loaded rows only', () => {
    expect(describeView(zoe.view)).toEqual(['All statuses', '20 a page'])
    expect(
      describeView({
        status: 'pending',
        limit: 50,
        sort: { key: 'name', descending: true },
        q: ' cat ',
      }),
    ).toEqual([
      'Status Pending',
      '50 a page',
      'Sorted by name, Z to A',
      'Find ‘cat’: searches the loaded rows only, not all animals',
    ])
  })

  it('adds trimmed, renames and removes by name', () => {
    const list = addView([zoe], ' Cats ', { status: 'available', limit: 20 })
    expect(list.map((view) => view.name)).toEqual(['Zoé’s list', 'Cats'])
    expect(renameView(list, 'Cats', ' Felines ')[1]?.name).toBe('Felines')
    expect(removeView(list, 'Zoé’s list')).toEqual([list[1]])
  })
})
