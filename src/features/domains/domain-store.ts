import { useSyncExternalStore } from 'react'
import * as z from 'zod/mini'
import type { Connection } from '../../lib/connection/connection'
import {
  createPersistedStore,
  type PersistedStore,
} from '../../lib/tabs/persisted-store'
import type { Channel } from '../../lib/tabs/channel'
import { useTabs } from '../../lib/tabs/tabs'
import { type ParsedDomain, parseHostname } from './names/domain-name'
import {
  canMove,
  DOMAIN_STATUSES,
  STATUS_EVENTS,
  type StatusEvent,
} from './domain-status'
import { type Redirect, REDIRECT_STATUSES } from './records/redirects'

// No API has domains, so they are kept in this browser, one record per
// environment (a project); one damaged entry is dropped, never the list.

const domainSchema = z.object({
  // A refine, not z.minLength (pet-schemas.ts says why).
  name: z.string().check(z.refine((text) => text.length > 0)),
  unicode: z.string(),
  apex: z.string(),
  host: z.string(),
  kind: z.enum(['apex', 'subdomain']),
  status: z.enum(DOMAIN_STATUSES),
  events: z.array(z.object({ kind: z.enum(STATUS_EVENTS), at: z.number() })),
  /** When the person ticked "Added in the dashboard"; absent: not yet. */
  inDashboard: z.optional(z.number()),
})
export type Domain = z.infer<typeof domainSchema>

const redirectSchema = z.object({
  from: z.string(),
  to: z.string(),
  status: z.literal(REDIRECT_STATUSES),
  addedAt: z.number(),
})

export interface DomainsState {
  domains: Domain[]
  primary: string | null
  redirects: Redirect[]
  /** The CNAME value the owner entered (ASCII, no final dot); null: the build's. */
  recordValue: string | null
}

export const EMPTY_STATE: DomainsState = {
  domains: [],
  primary: null,
  redirects: [],
  recordValue: null,
}

export function domainsKey(
  connection: Pick<Connection, 'environment' | 'baseUrl'>,
): string {
  return `adoption-desk:domains:${connection.environment}:${connection.baseUrl ?? 'unset'}`
}

/** The items of a stored list that parse. */
function valid<T>(list: unknown, schema: z.ZodMiniType<T>): T[] {
  return (Array.isArray(list) ? (list as unknown[]) : []).flatMap((item) => {
    const parsed = schema.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })
}

/** Reads saved state, keeping every valid part, each domain once. */
export function parseDomainsState(stored: unknown): DomainsState {
  const saved = (typeof stored === 'object' && stored ? stored : {}) as {
    [K in keyof DomainsState]?: unknown
  }
  const domains = valid(saved.domains, domainSchema).filter(
    (domain, index, all) =>
      all.findIndex((d) => d.name === domain.name) === index,
  )
  const attached = (name: unknown) => domains.find((d) => d.name === name)
  const value =
    typeof saved.recordValue === 'string' && parseHostname(saved.recordValue)
  return {
    domains,
    primary: (attached(saved.primary) ?? domains[0])?.name ?? null,
    redirects: valid(saved.redirects, redirectSchema).filter(
      (redirect) => attached(redirect.from) && attached(redirect.to),
    ),
    recordValue: value && value.ok ? value.ascii : null,
  }
}

export function addDomain(
  state: DomainsState,
  domain: ParsedDomain,
  now: number,
): DomainsState {
  if (state.domains.some((d) => d.name === domain.name)) return state
  const added: Domain = {
    ...domain,
    status: 'added',
    events: [{ kind: 'added', at: now }],
  }
  // The first domain is the one the project is served on.
  const primary = state.primary ?? domain.name
  return { ...state, domains: [...state.domains, added], primary }
}

export function changeDomain(
  state: DomainsState,
  name: string,
  change: (domain: Domain) => Domain,
): DomainsState {
  const domains = state.domains.map((d) => (d.name === name ? change(d) : d))
  return { ...state, domains }
}

/** A move the procedure allows, or Re-verify (the certificate's wait starts again), timed; any other is ignored. */
export function moveStatus(
  domain: Domain,
  kind: StatusEvent['kind'],
  at: number,
): Domain {
  const allowed =
    kind === 'reverify'
      ? domain.status === 'verified'
      : canMove(domain.status, kind)
  if (!allowed) return domain
  const status = kind === 'reverify' ? domain.status : kind
  return { ...domain, status, events: [...domain.events, { kind, at }] }
}

/** The redirect leaving this domain, if any: such a domain cannot be primary. */
export const redirectFrom = (state: DomainsState, name: string) =>
  state.redirects.find((redirect) => redirect.from === name)

export function makePrimary(state: DomainsState, name: string): DomainsState {
  const known = state.domains.some((d) => d.name === name)
  return known && !redirectFrom(state, name)
    ? { ...state, primary: name }
    : state
}

/** What removing a domain takes with it, for the confirmation to say. */
export function removalEffects(state: DomainsState, name: string) {
  const redirects = state.redirects.filter(
    (redirect) => redirect.from === name || redirect.to === name,
  )
  const remaining = state.domains.filter((d) => d.name !== name)
  // The next primary: a remaining domain that does not redirect elsewhere.
  const serving = remaining.find(
    (d) => !state.redirects.some((r) => r.from === d.name && r.to !== name),
  )
  const nextPrimary =
    state.primary !== name
      ? state.primary
      : (serving?.name ?? remaining[0]?.name ?? null)
  return { redirects, nextPrimary }
}

export function removeDomain(state: DomainsState, name: string): DomainsState {
  const { redirects, nextPrimary } = removalEffects(state, name)
  return {
    ...state,
    domains: state.domains.filter((d) => d.name !== name),
    redirects: state.redirects.filter((r) => !redirects.includes(r)),
    primary: nextPrimary,
  }
}

// Per channel (a desk's), then per key.
const stores = new WeakMap<Channel, Map<string, PersistedStore<DomainsState>>>()

/** The domains kept under `key` (`domainsKey`), read and written as one value. */
export function domainsStore(
  key: string,
  channel: Channel,
): PersistedStore<DomainsState> {
  let desk = stores.get(channel)
  if (!desk)
    stores.set(
      channel,
      (desk = new Map<string, PersistedStore<DomainsState>>()),
    )
  const store =
    desk.get(key) ??
    createPersistedStore({
      key,
      parse: parseDomainsState,
      fallback: EMPTY_STATE,
      channel,
    })
  desk.set(key, store)
  return store
}

/** The domains of the current environment, and a way to change them. */
export function useDomainsStore(key: string) {
  const store = domainsStore(key, useTabs().channel)
  const state = useSyncExternalStore(store.subscribe, store.get)
  const persisted = useSyncExternalStore(store.subscribe, store.persisted)
  function update(change: (state: DomainsState) => DomainsState) {
    const before = store.get()
    const next = change(before)
    if (next !== before) store.set(next)
  }
  return { state, persisted, update }
}
