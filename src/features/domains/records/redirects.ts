// Redirect entries as the procedure defines them (`from`, `to`, `status`):
// an old domain sends its visitors on to another of the project's domains,
// usually the primary one. A redirect may only ever be one hop: a loop never
// ends, and a chain costs every visitor an extra round trip.

export const REDIRECT_STATUSES = [301, 302, 307, 308] as const
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number]
export const DEFAULT_REDIRECT_STATUS: RedirectStatus = 301

export const REDIRECT_STATUS_INFO: Record<
  RedirectStatus,
  { label: string; explanation: string }
> = {
  301: {
    label: '301 Moved permanently',
    explanation:
      'For good: browsers and search engines remember it and move to the new domain.',
  },
  302: {
    label: '302 Found',
    explanation:
      'For now: nothing is remembered, and search engines keep the old domain.',
  },
  307: {
    label: '307 Temporary redirect',
    explanation:
      'Like 302, and forms sent to the old domain are passed on unchanged.',
  },
  308: {
    label: '308 Permanent redirect',
    explanation:
      'Like 301, and forms sent to the old domain are passed on unchanged.',
  },
}

export interface Redirect {
  /** ASCII names of attached domains. */
  from: string
  to: string
  status: RedirectStatus
  addedAt: number
}

export interface RedirectContext {
  domains: readonly { name: string; unicode: string }[]
  primary: string | null
  redirects: readonly Redirect[]
}

export interface RedirectProblems {
  from?: string
  to?: string
}

/**
 * Why this redirect cannot be added, per field; empty when it can. Checked
 * in the order a person would fix things: each field filled in and attached,
 * then different, then no loop, then no chain.
 */
export function redirectProblems(
  input: { from: string; to: string },
  context: RedirectContext,
): RedirectProblems {
  const shown = (name: string) =>
    context.domains.find((domain) => domain.name === name)?.unicode ?? name
  const attached = (name: string) =>
    context.domains.some((domain) => domain.name === name)
  const outgoing = (name: string) =>
    context.redirects.find((redirect) => redirect.from === name)
  const incoming = (name: string) =>
    context.redirects.find((redirect) => redirect.to === name)

  const problems: RedirectProblems = {}
  const { from, to } = input

  if (!from) problems.from = 'Choose the domain to redirect from'
  else if (!attached(from))
    problems.from = 'Redirect from one of this project’s domains'
  if (!to) problems.to = 'Choose the domain to redirect to'
  else if (!attached(to))
    problems.to = 'Redirect to one of this project’s domains'
  if (problems.from || problems.to) return problems

  if (from === to) {
    problems.to = 'Choose a different domain: From and To are the same'
    return problems
  }
  if (context.redirects.some((r) => r.from === to && r.to === from)) {
    problems.to = `That would make a loop: ${shown(to)} already redirects to ${shown(from)}`
    return problems
  }

  const existing = outgoing(from)
  if (existing) {
    problems.from = `${shown(from)} already redirects to ${shown(existing.to)}. Remove that redirect first`
  } else if (from === context.primary) {
    problems.from = `${shown(from)} is the primary domain. Make another domain primary before redirecting it`
  } else {
    const into = incoming(from)
    if (into) {
      problems.from = `That would make a chain: ${shown(into.from)} already redirects to ${shown(from)}. Redirect ${shown(into.from)} straight to ${shown(to)} instead`
    }
  }
  const onward = outgoing(to)
  if (onward) {
    problems.to = `That would make a chain: ${shown(to)} already redirects to ${shown(onward.to)}. Redirect straight to ${shown(onward.to)} instead`
  }
  return problems
}
