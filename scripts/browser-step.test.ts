import { describe, expect, it } from 'vitest'
import { browserStep, GET_A_BROWSER } from './browser-step.ts'

describe('browserStep', () => {
  it("installs Debian's chromium only as root on Debian", () => {
    expect(browserStep({ debian: true, root: true })).toBe('apt')
  })

  it('asks for the one command elsewhere, never sudo', () => {
    expect(browserStep({ debian: true, root: false })).toBe('ask')
    expect(browserStep({ debian: false, root: true })).toBe('ask')
    expect(browserStep({ debian: false, root: false })).toBe('ask')
    expect(GET_A_BROWSER).toBe('npx playwright install chromium')
  })
})
