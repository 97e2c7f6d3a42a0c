import { describe, expect, it } from 'vitest'
import { browserChannel } from '../../lib/tabs/browser-tabs'
import { parseDomainInput, type ParsedDomain } from './names/domain-name'
import {
  addDomain,
  changeDomain,
  domainsKey,
  type DomainsState,
  EMPTY_STATE,
  makePrimary,
  moveStatus,
  parseDomainsState,
  domainsStore,
  removalEffects,
  removeDomain,
} from './domain-store'
import type { Redirect } from './records/redirects'

function domain(text: string): ParsedDomain {
  const result = parseDomainInput(text)
  if (!result.ok) throw new Error(result.problem.code)
  return result.domain
}

// The page's own changes of the state, spelled out.
function addRedirect(state: DomainsState, redirect: Redirect): DomainsState {
  return { ...state, redirects: [...state.redirects, redirect] }
}

function withDomains(...names: string[]): DomainsState {
  return names.reduce(
    (state, name, index) => addDomain(state, domain(name), 1000 + index),
    EMPTY_STATE,
  )
}

describe('changes', () => {
  it('adds a domain as Added, timed, and makes the first one primary', () => {
    const state = withDomains('shop.example.com', 'www.example.org')
    expect(state.domains.map((d) => [d.name, d.status, d.events])).toEqual([
      ['shop.example.com', 'added', [{ kind: 'added', at: 1000 }]],
      ['www.example.org', 'added', [{ kind: 'added', at: 1001 }]],
    ])
    expect(state.primary).toBe('shop.example.com')
    expect(addDomain(state, domain('shop.example.com'), 9)).toBe(state)
  })

  it('records each move and each Re-verify with its time', () => {
    const [added] = withDomains('shop.example.com').domains
    if (!added) throw new Error('Expected a domain')
    // Re-verify before verification, and a move the procedure lacks: ignored.
    expect(moveStatus(added, 'reverify', 1500)).toBe(added)
    let domain = moveStatus(added, 'record-set', 2000)
    domain = moveStatus(domain, 'verified', 3000)
    domain = moveStatus(domain, 'reverify', 4000)
    expect(moveStatus(domain, 'added', 5000)).toBe(domain)
    expect(domain.status).toBe('verified')
    expect(domain.events).toEqual([
      { kind: 'added', at: 1000 },
      { kind: 'record-set', at: 2000 },
      { kind: 'verified', at: 3000 },
      { kind: 'reverify', at: 4000 },
    ])
  })

  it('makes another domain primary, unless it redirects elsewhere', () => {
    let state = withDomains(
      'shop.example.com',
      'www.example.org',
      'old.example.net',
    )
    state = makePrimary(state, 'www.example.org')
    expect(state.primary).toBe('www.example.org')
    state = addRedirect(state, {
      from: 'old.example.net',
      to: 'www.example.org',
      status: 301,
      addedAt: 1,
    })
    expect(makePrimary(state, 'old.example.net')).toBe(state)
  })

  it('removes a domain with its redirects, and passes primary on', () => {
    let state = withDomains(
      'shop.example.com',
      'www.example.org',
      'old.example.net',
    )
    state = addRedirect(state, {
      from: 'www.example.org',
      to: 'shop.example.com',
      status: 301,
      addedAt: 1,
    })
    state = addRedirect(state, {
      from: 'old.example.net',
      to: 'shop.example.com',
      status: 308,
      addedAt: 2,
    })
    const effects = removalEffects(state, 'shop.example.com')
    expect(effects.redirects.map((r) => r.from)).toEqual([
      'www.example.org',
      'old.example.net',
    ])
    // Its redirects go with it, so the next domain is free to be primary.
    expect(effects.nextPrimary).toBe('www.example.org')
    const after = removeDomain(state, 'shop.example.com')
    expect(after.domains.map((d) => d.name)).toEqual([
      'www.example.org',
      'old.example.net',
    ])
    expect(after.redirects).toEqual([])
    expect(after.primary).toBe('www.example.org')
  })

  it('keeps the primary when another domain is removed', () => {
    const state = withDomains('shop.example.com', 'www.example.org')
    expect(removeDomain(state, 'www.example.org').primary).toBe(
      'shop.example.com',
    )
    expect(
      removeDomain(removeDomain(state, 'www.example.org'), 'shop.example.com')
        .primary,
    ).toBeNull()
  })

  it('ticks step 1 only when the person says so', () => {
    const state = withDomains('shop.example.com')
    expect(state.domains[0]?.inDashboard).toBeUndefined()
    const tick = (at: number | undefined) =>
      changeDomain(state, 'shop.example.com', (d) => ({
        ...d,
        inDashboard: at,
      }))
    const ticked = tick(7)
    expect(ticked.domains[0]?.inDashboard).toBe(7)
    expect(parseDomainsState(ticked).domains[0]?.inDashboard).toBe(7)
    // Unticked, it is not stored.
    const unticked = JSON.parse(JSON.stringify(tick(undefined))) as unknown
    expect(parseDomainsState(unticked).domains[0]).not.toHaveProperty(
      'inDashboard',
    )
  })

  it('reads a saved CNAME value back only when it is a host name', () => {
    expect(
      parseDomainsState({ recordValue: 'Edge.Example.' }).recordValue,
    ).toBe('edge.example')
    for (const bad of ['not a host', '192.0.2.1', 42, '', 'https://'])
      expect(parseDomainsState({ recordValue: bad }).recordValue).toBeNull()
  })
})

describe('storage', () => {
  it('keeps one record per environment and base URL', () => {
    const demo = domainsKey({
      environment: 'demo',
      baseUrl: 'http://localhost:3000/demo-api/v1',
    })
    const production = domainsKey({
      environment: 'production',
      baseUrl: 'https://api.example.com/v1',
    })
    const custom = domainsKey({ environment: 'custom', baseUrl: null })
    expect(new Set([demo, production, custom]).size).toBe(3)
    expect(custom).toBe('adoption-desk:domains:custom:unset')

    domainsStore(demo, browserChannel()).set(withDomains('shop.example.com'))
    expect(
      domainsStore(demo, browserChannel())
        .get()
        .domains.map((d) => d.name),
    ).toEqual(['shop.example.com'])
    expect(domainsStore(production, browserChannel()).get()).toEqual(
      EMPTY_STATE,
    )
    expect(JSON.parse(localStorage.getItem(demo) ?? 'null')).toMatchObject({
      primary: 'shop.example.com',
    })
  })

  it('gives the same snapshot until something changes', () => {
    const key = domainsKey({ environment: 'demo', baseUrl: 'x' })
    domainsStore(key, browserChannel()).set(withDomains('shop.example.com'))
    const first = domainsStore(key, browserChannel()).get()
    expect(domainsStore(key, browserChannel()).get()).toBe(first)
    // Another tab (or a test) changing storage is seen.
    localStorage.setItem(key, JSON.stringify(withDomains('www.example.org')))
    expect(domainsStore(key, browserChannel()).get().domains[0]?.name).toBe(
      'www.example.org',
    )
    localStorage.clear()
    expect(domainsStore(key, browserChannel()).get()).toEqual(EMPTY_STATE)
  })

  it('still reads what an earlier version stored, with its check reports', () => {
    // As the walkthrough's first version wrote it: no step-1 tick, and a
    // `checks` map of reports, which is no longer kept.
    const key = domainsKey({ environment: 'demo', baseUrl: 'earlier' })
    const shop = {
      ...domain('shop.example.com'),
      status: 'record-set',
      events: [
        { kind: 'added', at: 1 },
        { kind: 'record-set', at: 2 },
      ],
    }
    localStorage.setItem(
      key,
      JSON.stringify({
        domains: [shop],
        primary: 'shop.example.com',
        redirects: [],
        prerequisites: { dnsAccess: true, deployed: true },
        recordValue: 'edge.example',
        checks: { 'shop.example.com': { name: 'shop.example.com', at: 3 } },
      }),
    )
    expect(domainsStore(key, browserChannel()).get()).toEqual({
      domains: [shop],
      primary: 'shop.example.com',
      redirects: [],
      recordValue: 'edge.example',
    })
  })

  it('keeps every valid part of damaged data', () => {
    const good = withDomains('shop.example.com', 'www.example.org')
    const state = parseDomainsState({
      domains: [
        ...good.domains,
        { name: 'broken.example.com', status: 'sideways' },
        good.domains[0],
        'nonsense',
      ],
      primary: 'gone.example.com',
      redirects: [
        {
          from: 'www.example.org',
          to: 'shop.example.com',
          status: 301,
          addedAt: 1,
        },
        {
          from: 'www.example.org',
          to: 'shop.example.com',
          status: 418,
          addedAt: 1,
        },
        {
          from: 'gone.example.com',
          to: 'shop.example.com',
          status: 301,
          addedAt: 1,
        },
      ],
      prerequisites: { dnsAccess: true, deployed: 'yes' },
    })
    expect(state.domains.map((d) => d.name)).toEqual([
      'shop.example.com',
      'www.example.org',
    ])
    expect(state.primary).toBe('shop.example.com')
    expect(state.redirects).toHaveLength(1)
    expect(parseDomainsState('garbage')).toEqual(EMPTY_STATE)
  })
})
