import * as z from 'zod/mini'
import type { Transport } from '../../../lib/http/api-client'
import {
  type DnsType,
  type DohAnswer,
  normaliseName,
  NXDOMAIN,
  queryDns,
  recordsOf,
} from './doh'
import type { DomainKind } from '../names/domain-name'

// "Check DNS": what the world's DNS says about a domain right now, judged
// against the procedure. The findings are plain data (kept with the domain, so
// a reload keeps the last check); the words for them live in the UI.

const names = z.array(z.string())

/**
 * z.discriminatedUnion by hand: one of the variants, whole. zod's own union
 * would put its union code on the list's first load, as Rolldown keeps a
 * module's code in one chunk for all (decision 004); z.custom is there anyway.
 */
/** z.boolean() by hand, for the same reason: only lazy routes use it. */
const booleanSchema = z.custom<boolean>((value) => typeof value === 'boolean')

function oneOf<const T extends readonly z.ZodMiniType[]>(variants: T) {
  return z.custom<z.infer<T[number]>>((value) =>
    variants.some((variant) => variant.safeParse(value).success),
  )
}

const recordFindingSchema = oneOf([
  /** CNAME to the platform host, or (apex) the platform host's own addresses. */
  z.object({
    kind: z.literal('matching'),
    via: z.enum(['cname', 'addresses']),
    target: z.string(),
    addresses: names,
  }),
  z.object({ kind: z.literal('missing'), nxdomain: booleanSchema }),
  /** A CNAME to something else; `appendedZone` when the provider added the zone to the value. */
  z.object({
    kind: z.literal('elsewhere'),
    target: z.string(),
    appendedZone: z.nullable(z.string()),
  }),
  /** A/AAAA records answer for the name itself (not through a CNAME). */
  z.object({
    kind: z.literal('in-the-way'),
    a: names,
    aaaa: names,
    platformAddresses: names,
  }),
  /** Records exist, but there is nothing to compare them with. */
  z.object({
    kind: z.literal('unconfirmed'),
    reason: z.enum(['no-platform-host', 'platform-unresolved']),
    target: z.nullable(z.string()),
    addresses: names,
  }),
])
export type RecordFinding = z.infer<typeof recordFindingSchema>

const caaFindingSchema = oneOf([
  z.object({ kind: z.literal('none'), looked: names }),
  z.object({
    kind: z.literal('allows'),
    /** The name whose CAA records apply (after following CNAMEs). */
    at: z.string(),
    /** The name being looked up when they were found (the domain or a parent). */
    foundFor: z.string(),
    /** Authorities named by `issue`; empty: no `issue` record, so no restriction. */
    allowed: names,
    looked: names,
  }),
  z.object({
    /**
     * Records that allow some authorities, and no platform authority is
     * configured to compare them with: the owner compares them.
     */
    kind: z.literal('listed'),
    at: z.string(),
    foundFor: z.string(),
    allowed: names,
    looked: names,
  }),
  z.object({
    kind: z.literal('blocks'),
    at: z.string(),
    foundFor: z.string(),
    /** Empty: the records allow no authority at all. */
    allowed: names,
    looked: names,
    /** An unknown tag marked critical, which forbids issuance by itself. */
    criticalTag: z.nullable(z.string()),
  }),
])
export type CaaFinding = z.infer<typeof caaFindingSchema>

export const dnsReportSchema = z.object({
  at: z.number(),
  /** The resolver asked. */
  resolver: z.string(),
  name: z.string(),
  /** The platform host and authority it was judged against (null: none configured). */
  platformHost: z.nullable(z.string()),
  authority: z.nullable(z.string()),
  record: recordFindingSchema,
  caa: caaFindingSchema,
})
export type DnsReport = z.infer<typeof dnsReportSchema>

export interface CaaRecord {
  flags: number
  tag: string
  value: string
}

const KNOWN_CAA_TAGS = new Set([
  'issue',
  'issuewild',
  'iodef',
  'issuemail',
  'issuevmc',
  'contactemail',
  'contactphone',
])

/**
 * Reads a CAA record's data in either form resolvers use: presentation
 * (`0 issue "letsencrypt.org"`, as dns.google sends) or RFC 3597 generic
 * (`\# 21 00 05 69 73 …`, as cloudflare-dns.com sends). Null if unreadable.
 */
export function parseCaa(data: string): CaaRecord | null {
  const text = data.trim()
  // Each pattern is anchored with no two quantifiers over the same
  // characters, and the rest is checked on its own: a run of whitespace in
  // an answer costs its length, not its length squared.
  const generic = /^\\#\s+(\d+)/.exec(text)
  const hexPart = generic ? text.slice(generic[0].length) : ''
  if (generic && /^[0-9a-f\s]*$/i.test(hexPart)) {
    const hex = hexPart.replace(/\s+/g, '')
    if (hex.length % 2 !== 0) return null
    const bytes = (hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16))
    if (bytes.length !== Number(generic[1]) || bytes.length < 2) return null
    const [flags = 0, tagLength = 0] = bytes
    if (bytes.length < 2 + tagLength) return null
    const decode = (part: number[]) =>
      new TextDecoder().decode(new Uint8Array(part))
    return {
      flags,
      tag: decode(bytes.slice(2, 2 + tagLength)).toLowerCase(),
      value: decode(bytes.slice(2 + tagLength)),
    }
  }
  const presentation = /^(\d{1,3})\s+([a-z0-9]+)/i.exec(text)
  const rest = presentation ? text.slice(presentation[0].length) : ''
  // The value is one line, after whitespace (which may span lines).
  if (!presentation || !/^\s/.test(rest)) return null
  const raw = rest.trim()
  if (/[\n\r\u2028\u2029]/.test(raw)) return null
  const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(raw)
  return {
    flags: Number(presentation[1]),
    tag: (presentation[2] ?? '').toLowerCase(),
    value: quoted ? (quoted[1] ?? '').replace(/\\(.)/g, '$1') : raw,
  }
}

/** The authority an `issue` value names (before any `;` parameters); '' for "nobody". */
export function issuerOf(value: string): string {
  return normaliseName(value.split(';', 1)[0] ?? '')
}

/** The name and then each parent up to the top-level domain, as authorities climb. */
export function caaCandidates(name: string): string[] {
  const labels = normaliseName(name).split('.')
  return labels.map((_, index) => labels.slice(index).join('.'))
}

function unique(values: string[]): string[] {
  return [...new Set(values)]
}

export interface RecordAnswers {
  cname: DohAnswer
  a: DohAnswer
  aaaa: DohAnswer
}

export function analyseRecord(input: {
  name: string
  kind: DomainKind
  platformHost: string | null
  answers: RecordAnswers
  /** The platform host's own A/AAAA addresses; null when unknown. */
  platformAddresses: string[] | null
}): RecordFinding {
  const { name, kind, answers } = input
  const platform = input.platformHost ? normaliseName(input.platformHost) : null
  const cnames = unique(
    [answers.cname, answers.a, answers.aaaa].flatMap((answer) =>
      recordsOf(answer, 'CNAME', name).map((record) =>
        normaliseName(record.data),
      ),
    ),
  )
  const target = cnames[0] ?? null
  if (target !== null) {
    if (!platform) {
      return {
        kind: 'unconfirmed',
        reason: 'no-platform-host',
        target,
        addresses: [],
      }
    }
    if (target === platform) {
      return { kind: 'matching', via: 'cname', target, addresses: [] }
    }
    const appendedZone = target.startsWith(`${platform}.`)
      ? target.slice(platform.length + 1)
      : null
    return { kind: 'elsewhere', target, appendedZone }
  }

  const a = unique(recordsOf(answers.a, 'A', name).map((r) => r.data.trim()))
  const aaaa = unique(
    recordsOf(answers.aaaa, 'AAAA', name).map((r) => r.data.trim()),
  )
  const addresses = [...a, ...aaaa]
  if (addresses.length === 0) {
    return {
      kind: 'missing',
      nxdomain:
        answers.cname.Status === NXDOMAIN || answers.a.Status === NXDOMAIN,
    }
  }
  // An ALIAS or ANAME answers with the platform host's addresses, so an apex
  // is right when its addresses are the platform host's; a subdomain needs
  // the CNAME itself, and any A/AAAA record there blocks it.
  if (kind === 'subdomain') {
    return {
      kind: 'in-the-way',
      a,
      aaaa,
      platformAddresses: input.platformAddresses ?? [],
    }
  }
  if (!platform) {
    return {
      kind: 'unconfirmed',
      reason: 'no-platform-host',
      target: null,
      addresses,
    }
  }
  const known = input.platformAddresses
  if (!known || known.length === 0) {
    return {
      kind: 'unconfirmed',
      reason: 'platform-unresolved',
      target: null,
      addresses,
    }
  }
  return addresses.every((address) => known.includes(address))
    ? { kind: 'matching', via: 'addresses', target: platform, addresses }
    : { kind: 'in-the-way', a, aaaa, platformAddresses: known }
}

/**
 * Judges the first non-empty CAA record set found climbing from the name to
 * its parents (RFC 8659). Each lookup follows CNAMEs, so the set can belong to
 * an alias target; its owner is reported as `at`.
 */
export function analyseCaa(input: {
  lookups: readonly { name: string; answer: DohAnswer }[]
  /** Null when no platform authority is configured: allowed issuers are listed, not judged. */
  authority: string | null
}): CaaFinding {
  const looked = input.lookups.map((lookup) => normaliseName(lookup.name))
  const authority =
    input.authority === null ? null : normaliseName(input.authority)
  for (const lookup of input.lookups) {
    const found = recordsOf(lookup.answer, 'CAA')
    if (found.length === 0) continue
    const at = normaliseName(found[0]?.name ?? lookup.name)
    const foundFor = normaliseName(lookup.name)
    const records = found
      .map((record) => parseCaa(record.data))
      .filter((record) => record !== null)
    const critical = records.find(
      (record) => record.flags & 128 && !KNOWN_CAA_TAGS.has(record.tag),
    )
    const issue = records.filter((record) => record.tag === 'issue')
    const allowed = unique(
      issue.map((record) => issuerOf(record.value)).filter(Boolean),
    )
    if (critical) {
      return {
        kind: 'blocks',
        at,
        foundFor,
        allowed,
        looked,
        criticalTag: critical.tag,
      }
    }
    // No issue record sets no limit; an empty allow-list blocks everyone:
    // both are facts without knowing the platform's authority.
    if (
      issue.length === 0 ||
      (authority !== null && allowed.includes(authority))
    ) {
      return { kind: 'allows', at, foundFor, allowed, looked }
    }
    if (authority === null && allowed.length > 0) {
      return { kind: 'listed', at, foundFor, allowed, looked }
    }
    return { kind: 'blocks', at, foundFor, allowed, looked, criticalTag: null }
  }
  return { kind: 'none', looked }
}

export interface CheckOptions {
  domain: { name: string; kind: DomainKind }
  platformHost: string | null
  resolver: string
  /** The platform's certificate authority; null or absent: not configured. */
  authority?: string | null
  signal?: AbortSignal
  /** How the resolver is asked; the network when left out (see dns-transport.ts). */
  transport?: Transport
  now?: () => number
}

/** Asks the resolver what the procedure needs to know, and judges it. */
export async function checkDomainDns(
  options: CheckOptions,
): Promise<DnsReport> {
  const { domain, platformHost, resolver, signal, transport } = options
  const authority = options.authority ?? null
  const ask = (name: string, type: DnsType) =>
    queryDns({ resolver, name, type, signal, transport })

  const [cname, a, aaaa] = await Promise.all([
    ask(domain.name, 'CNAME'),
    ask(domain.name, 'A'),
    ask(domain.name, 'AAAA'),
  ])
  const answers = { cname, a, aaaa }

  // The platform host's addresses are only needed to judge an apex's ALIAS.
  let platformAddresses: string[] | null = null
  const needsPlatform =
    domain.kind === 'apex' &&
    platformHost !== null &&
    recordsOf(cname, 'CNAME', domain.name).length === 0 &&
    (recordsOf(a, 'A', domain.name).length > 0 ||
      recordsOf(aaaa, 'AAAA', domain.name).length > 0)
  if (needsPlatform) {
    try {
      const [platformA, platformAaaa] = await Promise.all([
        ask(platformHost, 'A'),
        ask(platformHost, 'AAAA'),
      ])
      platformAddresses = [
        ...recordsOf(platformA, 'A').map((record) => record.data.trim()),
        ...recordsOf(platformAaaa, 'AAAA').map((record) => record.data.trim()),
      ]
    } catch (error) {
      // The domain's own answers are in; not knowing the platform's only
      // means the ALIAS cannot be confirmed, which the finding says.
      if (signal?.aborted) throw error
      platformAddresses = []
    }
  }

  const lookups: { name: string; answer: DohAnswer }[] = []
  for (const candidate of caaCandidates(domain.name)) {
    const answer = await ask(candidate, 'CAA')
    lookups.push({ name: candidate, answer })
    if (recordsOf(answer, 'CAA').length > 0) break
  }

  return {
    at: (options.now ?? Date.now)(),
    resolver,
    name: domain.name,
    platformHost,
    authority,
    record: analyseRecord({
      name: domain.name,
      kind: domain.kind,
      platformHost,
      answers,
      platformAddresses,
    }),
    caa: analyseCaa({ lookups, authority }),
  }
}
