// Redirect entries as the procedure defines them (`from`, `to`, `status`):
// an old domain sends its visitors on to another of the project's domains,
// usually the primary one. A redirect may only ever be one hop: a loop never
// ends, and a chain costs every visitor an extra round trip. Problems come
// back as codes with the names they concern; the form words them.

import { shownName } from '../names/domain-name'
import type { RecordsT } from './records-messages'

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

/** Why one end of a redirect cannot be used; names as people read them. */
export type RedirectProblem =
  | { code: 'chooseFrom' | 'chooseTo' | 'fromAttached' | 'toAttached' }
  | { code: 'sameEnds' }
  | { code: 'loop' | 'alreadyRedirects'; from: string; to: string }
  | { code: 'primaryAway'; from: string }
  | { code: 'chainInto'; into: string; from: string; to: string }
  | { code: 'chainOnward'; to: string; onward: string }

export interface RedirectProblems {
  from?: RedirectProblem
  to?: RedirectProblem
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
  const shown = (name: string) => shownName(context.domains, name)
  const attached = (name: string) =>
    context.domains.some((domain) => domain.name === name)
  const outgoing = (name: string) =>
    context.redirects.find((redirect) => redirect.from === name)
  const incoming = (name: string) =>
    context.redirects.find((redirect) => redirect.to === name)

  const problems: RedirectProblems = {}
  const { from, to } = input

  if (!from) problems.from = { code: 'chooseFrom' }
  else if (!attached(from)) problems.from = { code: 'fromAttached' }
  if (!to) problems.to = { code: 'chooseTo' }
  else if (!attached(to)) problems.to = { code: 'toAttached' }
  if (problems.from || problems.to) return problems

  if (from === to) {
    problems.to = { code: 'sameEnds' }
    return problems
  }
  if (context.redirects.some((r) => r.from === to && r.to === from)) {
    problems.to = { code: 'loop', from: shown(from), to: shown(to) }
    return problems
  }

  const existing = outgoing(from)
  if (existing) {
    problems.from = {
      code: 'alreadyRedirects',
      from: shown(from),
      to: shown(existing.to),
    }
  } else if (from === context.primary) {
    problems.from = { code: 'primaryAway', from: shown(from) }
  } else {
    const into = incoming(from)
    if (into) {
      problems.from = {
        code: 'chainInto',
        into: shown(into.from),
        from: shown(from),
        to: shown(to),
      }
    }
  }
  const onward = outgoing(to)
  if (onward) {
    problems.to = {
      code: 'chainOnward',
      to: shown(to),
      onward: shown(onward.to),
    }
  }
  return problems
}

/** The redirects as CSV (from, to, status: ASCII names, as the dashboard takes them), to copy. */
export function redirectsCsv(redirects: readonly Redirect[]): string {
  return [
    'from,to,status',
    ...redirects.map((r) => `${r.from},${r.to},${r.status}`),
  ].join('\n')
}

/** A redirect problem in words: each code is a message's key, its values fill the placeholders. */
export function sayRedirectProblem(
  t: RecordsT,
  problem: RedirectProblem,
): string {
  const { code, ...values } = problem
  const say: (key: RedirectProblem['code'], values: never) => string = t
  return say(code, values as never)
}
