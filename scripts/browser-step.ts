/** The one command that gets Playwright a browser on any machine. */
export const GET_A_BROWSER = 'npx playwright install chromium'

/**
 * With no Chromium found: Debian's package where we may install it without
 * asking (root on Debian, as on CI and these machines); anywhere else, the
 * person is told the command, as installing would need sudo or another
 * system's package manager.
 */
export function browserStep(machine: {
  debian: boolean
  root: boolean
}): 'apt' | 'ask' {
  return machine.debian && machine.root ? 'apt' : 'ask'
}
