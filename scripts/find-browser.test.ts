import { describe, expect, it } from 'vitest'
import { browserCandidates, HEADLESS_SHELL } from './find-browser.ts'

describe('browserCandidates', () => {
  it('gives the tests the headless shell before the full browser', () => {
    const order = browserCandidates('tests', undefined)
    expect(order[0]).toBe(HEADLESS_SHELL)
    expect(order.indexOf('/usr/bin/chromium')).toBeGreaterThan(0)
  })

  it('gives the bench only full browsers: it measures what people run', () => {
    const order = browserCandidates('bench', undefined)
    expect(order).not.toContain(HEADLESS_SHELL)
    expect(order[0]).toBe('/usr/bin/chromium')
  })

  it('lets CHROMIUM_PATH win for both', () => {
    expect(browserCandidates('tests', '/opt/c')[0]).toBe('/opt/c')
    expect(browserCandidates('bench', '/opt/c')[0]).toBe('/opt/c')
  })
})
