import { render, screen } from '@testing-library/react'
import { inTabs, testTabs } from '../../../test/test-tabs'
import { describe, expect, it, vi } from 'vitest'
import { parseRows } from '../parse-rows'
import { checkRows } from './check-rows'
import { CheckTable } from './check-table'

// Pressing Import renders the page around the checked rows ("Recording…"):
// their 100 rows are not rendered again in that task (issue 31 §2).

const said = vi.hoisted(() => ({ problems: 0 }))
vi.mock('./check-messages', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./check-messages')>()
  return {
    ...actual,
    problemText: (...args: Parameters<typeof actual.problemText>) => {
      said.problems += 1
      return actual.problemText(...args)
    },
  }
})

describe('CheckTable', () => {
  it('a render around it with the same rows and choices renders no row again', () => {
    const result = parseRows('name,categoryId\n,3\n,4\nAda,3')
    if (!result.ok) throw new Error('not read')
    const rows = checkRows(result.rows, [], new Map())
    const included: ReadonlySet<number> = new Set()
    const { rerender } = render(
      <CheckTable rows={rows} included={included} onInclude={() => {}} />,
      inTabs(testTabs()),
    )
    expect(screen.getAllByText(/Enter a name/)).toHaveLength(2)
    said.problems = 0
    // A new handler each render, as CheckResults passes it.
    rerender(
      <CheckTable rows={rows} included={included} onInclude={() => {}} />,
    )
    expect(said.problems).toBe(0)
    expect(screen.getAllByText(/Enter a name/)).toHaveLength(2)
  })
})
