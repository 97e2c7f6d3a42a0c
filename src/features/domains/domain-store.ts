import { useSyncExternalStore } from 'react'
import * as z from 'zod/mini'
import type { Connection } from '../../lib/connection/connection'
import {
  createPersistedStore,
  type PersistedStore,
} from '../../lib/tabs/persisted-store'
import { type ParsedDomain, parseHostname } from './names/domain-name'
import {
  canMove,
  DOMAIN_STATUSES,
  type DomainStatus,
  STATUS_EVENTS,
} from './domain-status'
import { type Redirect, REDIRECT_STATUSES } from './records/redirects'

// There are no API operations for domains, so what the app knows about them
// is kept in this browser: one record per configured environment (and base
// URL), since each environment is a different project. Everything is parsed
// back leniently: one damaged entry is dropped, never the whole list.

const domainSchema = z.object({
  name: z.string().check(z.minLength(1)),
  unicode: z.string(),
  apex: z.string(),
  host: z.string(),
  kind: z.enum(['apex', 'subdomain']),
  publicSuffix: z.string(),
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

export interface Prerequisites {
  /** Access to the registrar's DNS settings. */
  dnsAccess: boolean
  /** A successful deploy of the project. */
  deployed: boolean
}

export interface DomainsState {
  domains: Domain[]
  /** The ASCII name of the primary domain. */
  primary: string | null
  redirects: Redirect[]
  prerequisites: Prerequisites
  /**
   * The CNAME value the dashboard shows, as the owner entered it (ASCII, no
   * final dot); null: the build's `{platform_host}`, if it has one.
   */
  recordValue: string | null
}

export const EMPTY_STATE: DomainsState = {
  domains: [],
  primary: null,
  redirects: [],
  prerequisites: { dnsAccess: false, deployed: false },
  recordValue: null,
}

export function domainsKey(
  connection: Pick<Connection, 'environment' | 'baseUrl'>,
): string {
  return `adoption-desk:domains:${connection.environment}:${connection.baseUrl ?? 'unset'}`
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)
    : {}
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? (value as unknown[]) : []
}

/** Reads saved state, keeping every valid part. */
export function parseDomainsState(stored: unknown): DomainsState {
  const record = asRecord(stored)
  const domains: Domain[] = []
  for (const item of asArray(record.domains)) {
    const parsed = domainSchema.safeParse(item)
    if (parsed.success && !domains.some((d) => d.name === parsed.data.name))
      domains.push(parsed.data)
  }
  const attached = (name: string) => domains.some((d) => d.name === name)
  const redirects = asArray(record.redirects).flatMap((item) => {
    const parsed = redirectSchema.safeParse(item)
    return parsed.success &&
      attached(parsed.data.from) &&
      attached(parsed.data.to)
      ? [parsed.data]
      : []
  })
  const primary =
    typeof record.primary === 'string' && attached(record.primary)
      ? record.primary
      : (domains[0]?.name ?? null)
  const prerequisites = asRecord(record.prerequisites)
  const recordValue =
    typeof record.recordValue === 'string'
      ? parseHostname(record.recordValue)
      : null
  return {
    domains,
    primary,
    redirects,
    prerequisites: {
      dnsAccess: prerequisites.dnsAccess === true,
      deployed: prerequisites.deployed === true,
    },
    recordValue: recordValue?.ok ? recordValue.ascii : null,
  }
}

/** The CNAME value records use: the owner's, else the build's (null: neither). */
export function recordValueOf(
  state: DomainsState,
  buildValue: string | null,
): string | null {
  return state.recordValue ?? buildValue
}

// --- Changes: pure functions of the state, so they are easy to test. ---

export function addDomain(
  state: DomainsState,
  domain: ParsedDomain,
  now: number,
): DomainsState {
  if (state.domains.some((d) => d.name === domain.name)) return state
  return {
    ...state,
    domains: [
      ...state.domains,
      { ...domain, status: 'added', events: [{ kind: 'added', at: now }] },
    ],
    // The first domain is the one the project is served on.
    primary: state.primary ?? domain.name,
  }
}

function updateDomain(
  state: DomainsState,
  name: string,
  change: (domain: Domain) => Domain,
): DomainsState {
  return {
    ...state,
    domains: state.domains.map((domain) =>
      domain.name === name ? change(domain) : domain,
    ),
  }
}

export function moveStatus(
  state: DomainsState,
  name: string,
  to: DomainStatus,
  now: number,
): DomainsState {
  return updateDomain(state, name, (domain) =>
    canMove(domain.status, to)
      ? {
          ...domain,
          status: to,
          events: [...domain.events, { kind: to, at: now }],
        }
      : domain,
  )
}

/** Step 1, which only the person can know: the domain added in the platform's dashboard. */
export function setInDashboard(
  state: DomainsState,
  name: string,
  at: number | null,
): DomainsState {
  return updateDomain(state, name, (domain) => {
    const next = { ...domain, inDashboard: at ?? undefined }
    if (at === null) delete next.inDashboard
    return next
  })
}

/** A new verification attempt: the 30-minute wait for a certificate starts again. */
export function reverify(
  state: DomainsState,
  name: string,
  now: number,
): DomainsState {
  return updateDomain(state, name, (domain) =>
    domain.status === 'verified'
      ? { ...domain, events: [...domain.events, { kind: 'reverify', at: now }] }
      : domain,
  )
}

/** The redirect leaving this domain, if any: such a domain cannot be primary. */
export function redirectFrom(
  state: DomainsState,
  name: string,
): Redirect | undefined {
  return state.redirects.find((redirect) => redirect.from === name)
}

export function makePrimary(state: DomainsState, name: string): DomainsState {
  if (
    !state.domains.some((d) => d.name === name) ||
    redirectFrom(state, name)
  ) {
    return state
  }
  return { ...state, primary: name }
}

/** What removing a domain takes with it, for the confirmation to say. */
export function removalEffects(state: DomainsState, name: string) {
  const redirects = state.redirects.filter(
    (redirect) => redirect.from === name || redirect.to === name,
  )
  const remaining = state.domains.filter((d) => d.name !== name)
  const nextPrimary =
    state.primary !== name
      ? state.primary
      : (remaining.find(
          (d) =>
            !state.redirects.some((r) => r.from === d.name && r.to !== name),
        )?.name ??
        remaining[0]?.name ??
        null)
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

export function addRedirect(
  state: DomainsState,
  redirect: Redirect,
): DomainsState {
  return { ...state, redirects: [...state.redirects, redirect] }
}

export function removeRedirect(
  state: DomainsState,
  from: string,
): DomainsState {
  return {
    ...state,
    redirects: state.redirects.filter((redirect) => redirect.from !== from),
  }
}

export function setPrerequisite(
  state: DomainsState,
  which: keyof Prerequisites,
  value: boolean,
): DomainsState {
  return {
    ...state,
    prerequisites: { ...state.prerequisites, [which]: value },
  }
}

/** The value the dashboard shows; null goes back to the build's. */
export function setRecordValue(
  state: DomainsState,
  value: string | null,
): DomainsState {
  return { ...state, recordValue: value }
}

// --- Storage: one persisted store per key, shared by every tab. ---

const stores = new Map<string, PersistedStore<DomainsState>>()

function storeFor(key: string): PersistedStore<DomainsState> {
  let store = stores.get(key)
  if (!store) {
    store = createPersistedStore({
      key,
      parse: parseDomainsState,
      fallback: EMPTY_STATE,
    })
    stores.set(key, store)
  }
  return store
}

export function readDomains(key: string): DomainsState {
  return storeFor(key).get()
}

export function writeDomains(key: string, state: DomainsState): void {
  storeFor(key).set(state)
}

/** The domains of the current environment, and a way to change them. */
export function useDomainsStore(key: string) {
  const store = storeFor(key)
  const state = useSyncExternalStore(store.subscribe, store.get)
  const persisted = useSyncExternalStore(store.subscribe, store.persisted)
  function update(change: (state: DomainsState) => DomainsState) {
    const before = store.get()
    const next = change(before)
    if (next !== before) store.set(next)
  }
  return { state, persisted, update }
}
