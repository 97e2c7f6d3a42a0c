// Redirects as the procedure defines them (`from`, `to`, `status`), one hop
// only: a loop never ends, and a chain costs every visitor a round trip.

import { shownName } from '../names/domain-name'
import type { recordsMessages } from './records-messages'

export const REDIRECT_STATUSES = [301, 302, 307, 308] as const

export interface Redirect {
  /** ASCII names of attached domains. */
  from: string
  to: string
  status: (typeof REDIRECT_STATUSES)[number]
  addedAt: number
}

export interface RedirectContext {
  domains: readonly { name: string; unicode: string }[]
  primary: string | null
  redirects: readonly Redirect[]
}

/** Why one end of a redirect cannot be used: a message's key, and the names it says as people read them. */
interface RedirectProblem extends Record<string, string> {
  code: keyof typeof recordsMessages.english
}

export interface RedirectProblems {
  from?: RedirectProblem | undefined
  to?: RedirectProblem | undefined
}

/** Why this redirect cannot be added, per field, in the order a person fixes things; empty when it can. */
export function redirectProblems(
  { from, to }: { from: string; to: string },
  context: RedirectContext,
): RedirectProblems {
  const shown = (name: string) => shownName(context.domains, name)
  const attached = (name: string) =>
    context.domains.some((domain) => domain.name === name)
  const leaving = (name: string) =>
    context.redirects.find((redirect) => redirect.from === name)
  // A domain removed while chosen is no longer a choice.
  const ends: RedirectProblems = {
    from: attached(from) ? undefined : { code: 'chooseFrom' },
    to: attached(to) ? undefined : { code: 'chooseTo' },
  }
  if (ends.from || ends.to) return ends
  if (from === to) return { to: { code: 'sameEnds' } }
  // One redirect leaves a domain, so a loop is the other way round.
  if (leaving(to)?.to === from)
    return { to: { code: 'loop', from: shown(from), to: shown(to) } }

  const existing = leaving(from)
  const into = context.redirects.find((redirect) => redirect.to === from)
  const onward = leaving(to)
  const names = { from: shown(from), to: shown(to) }
  return {
    from: existing
      ? { code: 'alreadyRedirects', ...names, to: shown(existing.to) }
      : from === context.primary
        ? { code: 'primaryAway', ...names }
        : into && { code: 'chainInto', ...names, into: shown(into.from) },
    to: onward && { code: 'chainOnward', ...names, onward: shown(onward.to) },
  }
}

/** The redirects as CSV (from, to, status: ASCII names, as the dashboard takes them), to copy. */
export function redirectsCsv(redirects: readonly Redirect[]): string {
  return [
    'from,to,status',
    ...redirects.map((r) => `${r.from},${r.to},${r.status}`),
  ].join('\n')
}
