import * as z from 'zod/mini'
import type { Transport } from '../../../lib/http/api-client'
import { fetchExternalJson } from '../../../lib/http/external-json'
import { type DomainKind, normaliseName } from '../names/domain-name'

// "Check DNS": what the world's DNS says about a domain right now, judged
// against the procedure as a DNS expert would. The findings are plain data,
// one kind per piece of advice; describe-check.ts words them. A lookup that
// fails is listed, and the rest of the report is kept. Questions go to a
// DNS-over-HTTPS resolver in the JSON form public resolvers answer
// (`GET ?name=…&type=…`, `Accept: application/dns-json`).

const DNS_TYPES = { A: 1, CNAME: 5, MX: 15, TXT: 16, AAAA: 28, CAA: 257 }
type DnsType = keyof typeof DNS_TYPES
/** RCODEs: 0 NOERROR, 3 NXDOMAIN are answers; anything else is a failed lookup. */
const SERVFAIL = 2
const NXDOMAIN = 3

const dohAnswerSchema = z.object({
  Status: z.number(),
  Answer: z.optional(
    z.array(
      z.object({
        name: z.string(),
        type: z.number(),
        TTL: z.optional(z.number()),
        data: z.string(),
      }),
    ),
  ),
})
export type DohAnswer = z.infer<typeof dohAnswerSchema>

/** How long one resolver question may take; they are small and resolvers are fast. */
export const DOH_TIMEOUT_MS = 10_000

/** The answer's records of one type, optionally only those owned by one name. */
function recordsOf(answer: DohAnswer, type: DnsType, owner?: string) {
  const wanted = owner === undefined ? null : normaliseName(owner)
  return (answer.Answer ?? []).filter(
    (record) =>
      record.type === DNS_TYPES[type] &&
      (wanted === null || normaliseName(record.name) === wanted),
  )
}

/** An answer, or null where the lookup failed (listed in the report's failures). */
export type Answer = DohAnswer | null

export interface LookupFailure {
  query: string
  type: DnsType
  /** The RCODE; null: not asked, the check's question limit was reached. */
  rcode: number | null
  /** A SERVFAIL that goes away with checking disabled (cd=1): DNSSEC is broken. */
  dnssec: boolean
}

/**
 * The name's own records, judged:
 * - cname-matching: a CNAME to the platform host; alias-matching: an apex
 *   answering with its addresses, as an ALIAS or ANAME does;
 * - apex-cname: a CNAME at an apex, where it cannot sit beside SOA and NS;
 * - elsewhere: a CNAME to another host; appended: the provider added `zone`;
 * - missing: no record yet; not-in-dns: the name does not exist (NXDOMAIN);
 *   no-domain: NXDOMAIN at an apex (mistyped, unregistered, undelegated);
 * - other-records: a subdomain with MX, TXT…, which a CNAME cannot sit beside;
 * - in-the-way: a subdomain's own addresses (or a CDN proxy's), `ttl` the
 *   longest; wildcard: addresses from a `*` record; flattened: the platform
 *   host's addresses with no CNAME (a provider's proxy or flattening);
 * - alias-unsure: an apex's addresses are not all the platform host's now
 *   (a CDN's rotate), a question, not a verdict;
 * - no-platform-host, platform-unresolved: nothing to compare with;
 * - unknown: the lookups that would say failed.
 */
export type RecordFinding =
  | { kind: 'cname-matching' | 'apex-cname' | 'elsewhere'; target: string }
  | { kind: 'appended'; target: string; zone: string }
  | { kind: 'alias-matching'; target: string; addresses: string[] }
  | {
      kind: 'wildcard' | 'flattened' | 'platform-unresolved'
      addresses: string[]
    }
  | { kind: 'in-the-way'; addresses: string[]; ttl: number | null }
  | { kind: 'alias-unsure'; addresses: string[]; platformAddresses: string[] }
  | { kind: 'no-platform-host'; found: string[] }
  | { kind: 'other-records'; types: string[] }
  | { kind: 'missing' | 'not-in-dns' | 'no-domain' | 'unknown' }

export const isMatching = (record: RecordFinding) =>
  record.kind === 'cname-matching' || record.kind === 'alias-matching'

/** CAA records found climbing; `at` owns them (after CNAMEs), `foundFor` was being looked up. */
interface CaaSet {
  at: string
  foundFor: string
  /** Authorities named by `issue` entries. */
  allowed: string[]
  looked: string[]
}

/**
 * - no-limit: no `issue` entry; allows: the platform's authority is allowed;
 * - listed: some are allowed, and no platform authority is configured;
 * - unreadable: records that cannot be read, so no all-clear;
 * - critical: an unknown tag marked critical forbids issuance by itself;
 * - allows-none: `issue ";"`; blocks: the platform's authority is not allowed;
 * - failed: the lookup at `at` failed, and authorities refuse while it does.
 */
export type CaaFinding =
  | { kind: 'none'; looked: string[] }
  | { kind: 'failed'; at: string; looked: string[] }
  | ({
      kind: 'no-limit' | 'allows' | 'listed' | 'allows-none' | 'blocks'
    } & CaaSet)
  | ({ kind: 'critical'; tag: string } & CaaSet)
  | ({ kind: 'unreadable'; count: number } & CaaSet)

export interface DnsReport {
  at: number
  /** The resolver asked. */
  resolver: string
  name: string
  /** The platform host and authority it was judged against (null: none configured). */
  platformHost: string | null
  authority: string | null
  record: RecordFinding
  caa: CaaFinding
  failures: LookupFailure[]
}

const KNOWN_CAA_TAG =
  /^(?:issue(?:wild|mail|vmc)?|iodef|contact(?:email|phone))$/

/**
 * Reads a CAA record's data in either form resolvers use: presentation
 * (`0 issue "letsencrypt.org"`, as dns.google sends) or RFC 3597 generic
 * (`\# 21 00 05 69 73 …`, as cloudflare-dns.com sends). Null if unreadable.
 */
export function parseCaa(data: string) {
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

const unique = (values: string[]) => [...new Set(values)]

export interface RecordAnswers {
  cname: Answer
  a: Answer
  aaaa: Answer
}

/** What the check looked up besides the name's own records, when it needed to. */
export interface RecordContext {
  /** The platform host's A/AAAA addresses; null when unknown. */
  platformAddresses: string[] | null
  /** What a name that cannot exist beside this one answers (a wildcard's addresses); null: not asked. */
  wildcardAddresses?: string[] | null
  /** Other record types the name holds (MX, TXT, CAA). */
  otherTypes?: string[]
}

/** The label a wildcard probe asks for: one nobody gives a real name. */
const WILDCARD_PROBE = 'adoption-desk-wildcard-probe'

function addressesOf(answers: RecordAnswers, name: string) {
  const records = [
    ...(answers.a ? recordsOf(answers.a, 'A', name) : []),
    ...(answers.aaaa ? recordsOf(answers.aaaa, 'AAAA', name) : []),
  ]
  const ttls = records.flatMap((record) => record.TTL ?? [])
  return {
    addresses: unique(records.map((record) => record.data.trim())),
    ttl: ttls.length > 0 ? Math.max(...ttls) : null,
  }
}

function cnameTarget(answers: RecordAnswers, name: string) {
  const found = [answers.cname, answers.a, answers.aaaa].flatMap((answer) =>
    answer ? recordsOf(answer, 'CNAME', name) : [],
  )
  return found[0] ? normaliseName(found[0].data) : null
}

export function analyseRecord(input: {
  name: string
  kind: DomainKind
  platformHost: string | null
  answers: RecordAnswers
  context: RecordContext
}): RecordFinding {
  const { name, kind, answers, context } = input
  const platform = input.platformHost && normaliseName(input.platformHost)
  if (answers.cname === null && answers.a === null) return { kind: 'unknown' }
  const target = cnameTarget(answers, name)
  if (target !== null) {
    if (kind === 'apex') return { kind: 'apex-cname', target }
    if (!platform) return { kind: 'no-platform-host', found: [target] }
    if (target === platform) return { kind: 'cname-matching', target }
    return target.startsWith(`${platform}.`)
      ? { kind: 'appended', target, zone: target.slice(platform.length + 1) }
      : { kind: 'elsewhere', target }
  }

  const { addresses, ttl } = addressesOf(answers, name)
  if (addresses.length === 0) {
    if ([answers.cname, answers.a].some((a) => a?.Status === NXDOMAIN))
      return { kind: kind === 'apex' ? 'no-domain' : 'not-in-dns' }
    // NOERROR without A, AAAA or CNAME: the name holds other records. An
    // apex always does (SOA, NS), and an ALIAS may sit beside them.
    const types = context.otherTypes ?? []
    return kind === 'subdomain' && types.length > 0
      ? { kind: 'other-records', types }
      : { kind: 'missing' }
  }
  if (!platform) return { kind: 'no-platform-host', found: addresses }
  const known = context.platformAddresses ?? []
  const theirs = known.length > 0 && addresses.every((a) => known.includes(a))
  if (kind === 'subdomain') {
    if (theirs) return { kind: 'flattened', addresses }
    const wildcard = context.wildcardAddresses ?? []
    return wildcard.length === addresses.length &&
      addresses.every((address) => wildcard.includes(address))
      ? { kind: 'wildcard', addresses }
      : { kind: 'in-the-way', addresses, ttl }
  }
  if (known.length === 0) return { kind: 'platform-unresolved', addresses }
  // An ALIAS or ANAME answers with the platform host's addresses. A CDN's
  // rotate or differ by region, so a mismatch is a question, not a verdict.
  return theirs
    ? { kind: 'alias-matching', target: platform, addresses }
    : { kind: 'alias-unsure', addresses, platformAddresses: known }
}

/**
 * Judges the first non-empty CAA record set found climbing from the name to
 * its parents (RFC 8659). Each lookup follows CNAMEs, so the set can belong to
 * an alias target; its owner is reported as `at`. A failed lookup stops the
 * climb: authorities do not issue past it either.
 */
export function analyseCaa(input: {
  lookups: readonly { name: string; answer: Answer }[]
  /** Null when no platform authority is configured: allowed issuers are listed, not judged. */
  authority: string | null
}): CaaFinding {
  const looked = input.lookups.map((lookup) => normaliseName(lookup.name))
  const authority = input.authority && normaliseName(input.authority)
  for (const lookup of input.lookups) {
    const foundFor = normaliseName(lookup.name)
    if (lookup.answer === null) return { kind: 'failed', at: foundFor, looked }
    const found = recordsOf(lookup.answer, 'CAA')
    if (found.length === 0) continue
    const at = normaliseName(found[0]?.name ?? lookup.name)
    const records = found.map((record) => parseCaa(record.data))
    const read = records.filter((record) => record !== null)
    const critical = read.find(
      (record) => record.flags & 128 && !KNOWN_CAA_TAG.test(record.tag),
    )
    const issue = read.filter((record) => record.tag === 'issue')
    const allowed = unique(
      issue.map((record) => issuerOf(record.value)).filter(Boolean),
    )
    const set = { at, foundFor, allowed, looked }
    const unreadable = found.length - read.length
    if (critical) return { kind: 'critical', ...set, tag: critical.tag }
    // No issue entry sets no limit; an empty allow-list blocks everyone:
    // both are facts without knowing the platform's authority.
    if (issue.length === 0 && unreadable === 0)
      return { kind: 'no-limit', ...set }
    if (authority && allowed.includes(authority))
      return { kind: 'allows', ...set }
    // An unreadable record may be the one that allows (or blocks) it.
    if (unreadable > 0) return { kind: 'unreadable', ...set, count: unreadable }
    if (allowed.length === 0) return { kind: 'allows-none', ...set }
    return { kind: authority ? 'blocks' : 'listed', ...set }
  }
  return { kind: 'none', looked }
}

/** The most questions one check asks: a name of a few labels needs about ten. */
export const MAX_QUESTIONS = 16

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

const answered = (answer: DohAnswer) =>
  answer.Status === 0 || answer.Status === NXDOMAIN

/**
 * One check's questions, at most MAX_QUESTIONS. A lookup the resolver cannot
 * answer (SERVFAIL…) becomes null and a listed failure; a SERVFAIL is asked
 * again with checking disabled, which tells broken DNSSEC from a broken
 * server. The resolver itself failing (network, HTTP) ends the check.
 */
function asker(options: CheckOptions, failures: LookupFailure[]) {
  let asked = 0
  const query = async (name: string, type: DnsType, cd = false) => {
    asked += 1
    const { data } = await fetchExternalJson({
      url: options.resolver,
      query: { name, type, cd: cd ? 1 : undefined },
      schema: dohAnswerSchema,
      accept: 'application/dns-json',
      signal: options.signal,
      timeoutMs: DOH_TIMEOUT_MS,
      transport: options.transport,
    })
    return data
  }
  return async (name: string, type: DnsType): Promise<Answer> => {
    if (asked >= MAX_QUESTIONS) {
      failures.push({ query: name, type, rcode: null, dnssec: false })
      return null
    }
    const answer = await query(name, type)
    if (answered(answer)) return answer
    const rcode = answer.Status
    const dnssec =
      rcode === SERVFAIL &&
      asked < MAX_QUESTIONS &&
      answered(await query(name, type, true))
    failures.push({ query: name, type, rcode, dnssec })
    return null
  }
}

/** Asks the resolver what the procedure needs to know, and judges it. */
export async function checkDomainDns(
  options: CheckOptions,
): Promise<DnsReport> {
  const { domain, platformHost } = options
  const authority = options.authority ?? null
  const failures: LookupFailure[] = []
  const ask = asker(options, failures)
  const addressesAt = async (name: string) => {
    const [a, aaaa] = await Promise.all([ask(name, 'A'), ask(name, 'AAAA')])
    return addressesOf({ cname: null, a, aaaa }, name).addresses
  }

  const [cname, a, aaaa] = await Promise.all([
    ask(domain.name, 'CNAME'),
    ask(domain.name, 'A'),
    ask(domain.name, 'AAAA'),
  ])
  const answers = { cname, a, aaaa }
  const context: Required<RecordContext> = {
    platformAddresses: null,
    wildcardAddresses: null,
    otherTypes: [],
  }
  const own = addressesOf(answers, domain.name).addresses
  const aliased = cnameTarget(answers, domain.name) !== null
  if (!aliased && own.length > 0 && platformHost !== null) {
    const platform = await addressesAt(platformHost)
    context.platformAddresses = platform
    if (domain.kind === 'subdomain' && !own.every((i) => platform.includes(i)))
      context.wildcardAddresses = await addressesAt(
        domain.name.replace(/^[^.]*/, WILDCARD_PROBE),
      )
  }
  const nodata =
    !aliased && own.length === 0 && cname?.Status === 0 && a?.Status === 0
  if (domain.kind === 'subdomain' && nodata) {
    for (const type of ['MX', 'TXT'] as const) {
      const answer = await ask(domain.name, type)
      if (answer && recordsOf(answer, type, domain.name).length > 0)
        context.otherTypes.push(type)
    }
  }

  const lookups: { name: string; answer: Answer }[] = []
  for (const candidate of caaCandidates(domain.name)) {
    const answer = await ask(candidate, 'CAA')
    lookups.push({ name: candidate, answer })
    if (answer === null || recordsOf(answer, 'CAA').length > 0) break
  }
  const ownCaa = lookups[0]?.answer
  if (nodata && ownCaa && recordsOf(ownCaa, 'CAA', domain.name).length > 0)
    context.otherTypes.push('CAA')

  return {
    at: (options.now ?? Date.now)(),
    resolver: options.resolver,
    name: domain.name,
    platformHost,
    authority,
    record: analyseRecord({ ...domain, platformHost, answers, context }),
    caa: analyseCaa({ lookups, authority }),
    failures,
  }
}
