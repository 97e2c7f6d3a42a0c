import { describe, expect, it } from 'vitest'
import {
  type Redirect,
  type RedirectContext,
  redirectProblems,
  REDIRECT_STATUS_INFO,
  REDIRECT_STATUSES,
} from './redirects'

const domains = [
  'shop.example.com',
  'www.example.org',
  'old.example.net',
  'xn--bcher-kva.de',
].map((name) => ({
  name,
  unicode: name === 'xn--bcher-kva.de' ? 'bücher.de' : name,
}))

function context(
  redirects: Omit<Redirect, 'addedAt' | 'status'>[] = [],
  primary: string | null = 'shop.example.com',
): RedirectContext {
  return {
    domains,
    primary,
    redirects: redirects.map((r) => ({ ...r, status: 301, addedAt: 0 })),
  }
}

describe('redirect validation', () => {
  it('accepts an old domain redirecting to the primary one', () => {
    expect(
      redirectProblems(
        { from: 'www.example.org', to: 'shop.example.com' },
        context(),
      ),
    ).toEqual({})
  })

  it('needs both ends, each an attached domain', () => {
    expect(redirectProblems({ from: '', to: '' }, context())).toEqual({
      from: 'Choose the domain to redirect from',
      to: 'Choose the domain to redirect to',
    })
    expect(
      redirectProblems(
        { from: 'elsewhere.example', to: 'nowhere.example' },
        context(),
      ),
    ).toEqual({
      from: 'Redirect from one of this project’s domains',
      to: 'Redirect to one of this project’s domains',
    })
  })

  it('refuses From and To being the same', () => {
    expect(
      redirectProblems(
        { from: 'www.example.org', to: 'www.example.org' },
        context(),
      ),
    ).toEqual({ to: 'Choose a different domain: From and To are the same' })
  })

  it('refuses a loop', () => {
    expect(
      redirectProblems(
        { from: 'shop.example.com', to: 'www.example.org' },
        context([{ from: 'www.example.org', to: 'shop.example.com' }], null),
      ),
    ).toEqual({
      to: 'That would make a loop: www.example.org already redirects to shop.example.com',
    })
  })

  it('refuses a chain onwards from To', () => {
    expect(
      redirectProblems(
        { from: 'old.example.net', to: 'www.example.org' },
        context([{ from: 'www.example.org', to: 'shop.example.com' }]),
      ),
    ).toEqual({
      to: 'That would make a chain: www.example.org already redirects to shop.example.com. Redirect straight to shop.example.com instead',
    })
  })

  it('refuses a chain into From', () => {
    expect(
      redirectProblems(
        { from: 'www.example.org', to: 'shop.example.com' },
        context([{ from: 'old.example.net', to: 'www.example.org' }]),
      ),
    ).toEqual({
      from: 'That would make a chain: old.example.net already redirects to www.example.org. Redirect old.example.net straight to shop.example.com instead',
    })
  })

  it('refuses a second redirect from the same domain', () => {
    expect(
      redirectProblems(
        { from: 'www.example.org', to: 'old.example.net' },
        context([{ from: 'www.example.org', to: 'shop.example.com' }]),
      ),
    ).toEqual({
      from: 'www.example.org already redirects to shop.example.com. Remove that redirect first',
    })
  })

  it('refuses redirecting the primary domain away', () => {
    expect(
      redirectProblems(
        { from: 'shop.example.com', to: 'www.example.org' },
        context(),
      ),
    ).toEqual({
      from: 'shop.example.com is the primary domain. Make another domain primary before redirecting it',
    })
  })

  it('names internationalised domains as people read them', () => {
    expect(
      redirectProblems(
        { from: 'xn--bcher-kva.de', to: 'www.example.org' },
        context([{ from: 'www.example.org', to: 'shop.example.com' }]),
      ).to,
    ).toMatch(/^That would make a chain: www.example.org/)
    expect(
      redirectProblems(
        { from: 'www.example.org', to: 'xn--bcher-kva.de' },
        context([{ from: 'xn--bcher-kva.de', to: 'www.example.org' }], null),
      ).to,
    ).toBe(
      'That would make a loop: bücher.de already redirects to www.example.org',
    )
  })

  it('explains each status in one line', () => {
    expect(REDIRECT_STATUSES).toEqual([301, 302, 307, 308])
    for (const status of REDIRECT_STATUSES) {
      expect(REDIRECT_STATUS_INFO[status].label).toMatch(
        new RegExp(`^${status} `),
      )
      expect(REDIRECT_STATUS_INFO[status].explanation).not.toMatch(/\n/)
    }
  })
})
