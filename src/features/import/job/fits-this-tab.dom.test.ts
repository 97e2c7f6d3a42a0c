import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { checkedRows } from '../../../test/test-jobs'
import { createJob } from './import-job'
import { fitsThisTab } from './session-jobs'

// A key typed for this tab keeps its import in sessionStorage (jsdom, like
// browsers, holds about 5 million characters there): a job that would not
// fit once every row has an outcome is refused before its first row.

const rows = checkedRows

afterEach(() => window.sessionStorage.clear())

describe('fitsThisTab', () => {
  it('a 10,000-row job fits an empty tab, and the trial write is taken back', () => {
    expect(fitsThisTab(createJob(rows(10_000), 0))).toBe(true)
    expect(window.sessionStorage.length).toBe(0)
  })

  it('does not fit when the tab already holds much: what is there stays', () => {
    window.sessionStorage.setItem('other', 'x'.repeat(2_500_000))
    expect(fitsThisTab(createJob(rows(10_000), 0))).toBe(false)
    // Its rows alone would fit: the room its outcomes take is counted too.
    expect(JSON.stringify(createJob(rows(10_000), 0)).length).toBeLessThan(
      2_500_000,
    )
    expect(window.sessionStorage.getItem('other')).toHaveLength(2_500_000)
    expect(fitsThisTab(createJob(rows(100), 0))).toBe(true)
  })
})
