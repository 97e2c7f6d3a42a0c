import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useMessages } from '../../../lib/i18n/use-messages'
import { recordsMessages } from './records-messages'
import { sayProblem } from '../names/names-messages'
import {
  type Redirect,
  type RedirectContext,
  type RedirectProblems,
  redirectProblems,
  REDIRECT_STATUSES,
} from './redirects'

/** The records' words in English, as the form gets them. */
const english = () =>
  renderHook(() => useMessages(recordsMessages)).result.current.t

/** The problems per field, in the words the form shows. */
function inWords(problems: RedirectProblems): { from?: string; to?: string } {
  const t = english()
  return {
    ...(problems.from && { from: sayProblem(t, problems.from) }),
    ...(problems.to && { to: sayProblem(t, problems.to) }),
  }
}

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
  const WWW_TO_SHOP = { from: 'www.example.org', to: 'shop.example.com' }

  it.each<
    [
      string,
      Pick<Redirect, 'from' | 'to'>,
      ReturnType<typeof inWords>,
      RedirectContext?,
    ]
  >([
    ['accepts an old domain redirecting to the primary one', WWW_TO_SHOP, {}],
    [
      'refuses From and To being the same',
      { from: 'www.example.org', to: 'www.example.org' },
      { to: 'Choose a different domain: From and To are the same' },
    ],
    [
      'refuses a loop',
      { from: 'shop.example.com', to: 'www.example.org' },
      {
        to: 'That would make a loop: www.example.org already redirects to shop.example.com',
      },
      context([WWW_TO_SHOP], null),
    ],
    [
      'refuses a chain onwards from To',
      { from: 'old.example.net', to: 'www.example.org' },
      {
        to: 'That would make a chain: www.example.org already redirects to shop.example.com. Redirect straight to shop.example.com instead',
      },
      context([WWW_TO_SHOP]),
    ],
    [
      'refuses a chain into From',
      WWW_TO_SHOP,
      {
        from: 'That would make a chain: old.example.net already redirects to www.example.org. Redirect old.example.net straight to shop.example.com instead',
      },
      context([{ from: 'old.example.net', to: 'www.example.org' }]),
    ],
    [
      'refuses a second redirect from the same domain',
      { from: 'www.example.org', to: 'old.example.net' },
      {
        from: 'www.example.org already redirects to shop.example.com; remove that one first',
      },
      context([WWW_TO_SHOP]),
    ],
    [
      'refuses redirecting the primary domain away',
      { from: 'shop.example.com', to: 'www.example.org' },
      {
        from: 'shop.example.com is primary: make another domain primary first',
      },
    ],
  ])('%s', (_label, attempt, problems, existing = context()) => {
    expect(inWords(redirectProblems(attempt, existing))).toEqual(problems)
  })

  it('needs both ends, each an attached domain (a removed one is no longer chosen)', () => {
    expect(inWords(redirectProblems({ from: '', to: '' }, context()))).toEqual({
      from: 'Choose the domain to redirect from',
      to: 'Choose the domain to redirect to',
    })
    expect(
      inWords(
        redirectProblems(
          { from: 'elsewhere.example', to: 'nowhere.example' },
          context(),
        ),
      ),
    ).toEqual({
      from: 'Choose the domain to redirect from',
      to: 'Choose the domain to redirect to',
    })
  })

  it('names internationalised domains as people read them', () => {
    expect(
      inWords(
        redirectProblems(
          { from: 'xn--bcher-kva.de', to: 'www.example.org' },
          context([WWW_TO_SHOP]),
        ),
      ).to,
    ).toMatch(/^That would make a chain: www.example.org/)
    expect(
      inWords(
        redirectProblems(
          { from: 'www.example.org', to: 'xn--bcher-kva.de' },
          context([{ from: 'xn--bcher-kva.de', to: 'www.example.org' }], null),
        ),
      ).to,
    ).toBe(
      'That would make a loop: bücher.de already redirects to www.example.org',
    )
  })

  it('names each status by its code, and explains them all in one hint', () => {
    expect(REDIRECT_STATUSES).toEqual([301, 302, 307, 308])
    const t = english()
    for (const status of REDIRECT_STATUSES) {
      expect(t(`status${status}`)).toMatch(new RegExp(`^${status} `))
      expect(t('statusHint')).toContain(String(status))
    }
  })
})
