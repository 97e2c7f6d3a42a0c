import * as z from 'zod/mini'
import type { Transport } from '../../../lib/http/api-client'
import { fetchExternalJson } from '../../../lib/http/external-json'
import { type DomainKind, normaliseName } from '../names/domain-name'

// "Check DNS": a domain's DNS now, judged as a DNS expert would, asked of a
// DoH resolver in JSON. A lookup that fails is listed; the rest is kept.

const DNS_TYPES = { A: 1, CNAME: 5, MX: 15, TXT: 16, AAAA: 28, CAA: 257 }
type DnsType = keyof typeof DNS_TYPES
const SERVFAIL = 2
const NXDOMAIN = 3

const dohRecord = z.object({
  name: z.string(),
  type: z.number(),
  TTL: z.optional(z.number()),
  data: z.string(),
})
const dohAnswerSchema = z.object({
  Status: z.number(),
  Answer: z.optional(z.array(dohRecord)),
})
export type DohAnswer = z.infer<typeof dohAnswerSchema>
/** An answer, or null where the lookup failed (listed in the report's failures). */
export type Answer = DohAnswer | null

/** The answer's records of one type, optionally only those `owner` owns. */
function recordsOf(answer: Answer, type: DnsType, owner?: string) {
  const wanted = owner && normaliseName(owner)
  return (answer?.Answer ?? []).filter(
    (record) =>
      record.type === DNS_TYPES[type] &&
      (!wanted || normaliseName(record.name) === wanted),
  )
}

export interface LookupFailure {
  query: string
  type: DnsType
  /** The RCODE; null: not asked, the check's question limit was reached. */
  rcode: number | null
  /** A SERVFAIL that goes away with checking disabled (cd=1): DNSSEC is broken. */
  dnssec: boolean
}

/** The name's own records, judged: one kind per piece of advice, named as its message. */
export type RecordFinding =
  | { kind: 'cnameMatching' | 'apexCname' | 'elsewhere'; target: string }
  | { kind: 'aliasInPlace'; target: string; addresses: string[] }
  | { kind: 'wildcard' | 'flattened'; addresses: string[] }
  | { kind: 'inTheWay'; addresses: string[]; ttl: number | null }
  | { kind: 'aliasUnsure'; addresses: string[]; platformAddresses: string[] }
  | { kind: 'cannotCompare'; found: string[] }
  | { kind: 'otherRecords'; types: string[] }
  | { kind: 'recordMissing' | 'noDomain' | 'recordUnknown' }

export const isMatching = (record: RecordFinding) =>
  record.kind === 'cnameMatching' || record.kind === 'aliasInPlace'

/** A CAA record set found climbing: `at` owns it (after CNAMEs), `foundFor` was looked up. */
interface CaaSet {
  at: string
  foundFor: string
  allowed: string[]
  looked: string[]
}

export type CaaFinding =
  | { kind: 'caaNoLimit'; looked: string[] }
  | { kind: 'caaFailed'; at: string; looked: string[] }
  | ({
      kind:
        | 'caaAllows'
        | 'caaListed'
        | 'caaUnreadable'
        | 'caaBlocksEvery'
        | 'caaBlocksPlatform'
    } & CaaSet)

export interface DnsReport {
  at: number
  resolver: string
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
 * A CAA record's data as dns.google (`0 issue "ca.example"`) or
 * cloudflare-dns.com (RFC 3597, `\# 21 00 05 …`) send it; null if unreadable.
 * No two quantifiers overlap: a long answer costs its length, not its square.
 */
export function parseCaa(data: string) {
  const text = data.trim()
  if (text.startsWith('\\#')) {
    const [, length, ...hex] = text.split(/\s+/)
    const joined = hex.join('')
    if (!/^(?:[0-9a-f]{2})*$/i.test(joined)) return null
    const bytes = (joined.match(/../g) ?? []).map((hex) => parseInt(hex, 16))
    const [flags, tagLength] = bytes
    if (flags === undefined || tagLength === undefined) return null
    if (bytes.length !== Number(length) || bytes.length < 2 + tagLength)
      return null
    const decode = (part: number[]) =>
      new TextDecoder().decode(new Uint8Array(part))
    const tag = decode(bytes.slice(2, 2 + tagLength)).toLowerCase()
    return { flags, tag, value: decode(bytes.slice(2 + tagLength)) }
  }
  const [, flags, tag, rest] =
    /^(\d{1,3})\s+([a-z0-9]+)(\s[^]*)$/i.exec(text) ?? []
  // The value is one line, after whitespace (which may span lines).
  const raw = rest?.trim() ?? ''
  if (!tag || /[\n\r\u2028\u2029]/.test(raw)) return null
  const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(raw)?.[1]
  const value = quoted === undefined ? raw : quoted.replace(/\\(.)/g, '$1')
  return { flags: Number(flags), tag: tag.toLowerCase(), value }
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

/** Asks the resolver one question; see asker(). */
export type Ask = (name: string, type: DnsType) => Promise<Answer>

/** The A and AAAA addresses `name` owns in these answers, and their longest TTL. */
function addressesOf(answers: Answer[], name: string) {
  const records = answers.flatMap((answer) => [
    ...recordsOf(answer, 'A', name),
    ...recordsOf(answer, 'AAAA', name),
  ])
  const ttls = records.flatMap((record) => record.TTL ?? [])
  return {
    addresses: unique(records.map((record) => record.data.trim())),
    ttl: ttls.length > 0 ? Math.max(...ttls) : null,
  }
}

const sameSet = (one: string[], other: string[]) =>
  one.length === other.length && one.every((item) => other.includes(item))

async function addressesAt(ask: Ask, name: string) {
  const answers = await Promise.all([ask(name, 'A'), ask(name, 'AAAA')])
  return addressesOf(answers, name).addresses
}

/** Judges the name's own records, asking what else it needs to compare them with. */
export async function judgeRecord(
  ask: Ask,
  { name, kind }: { name: string; kind: DomainKind },
  platformHost: string | null,
): Promise<RecordFinding> {
  const platform = platformHost && normaliseName(platformHost)
  const answers = await Promise.all(
    (['CNAME', 'A', 'AAAA'] as const).map((type) => ask(name, type)),
  )
  const [cname, a] = answers
  if (!cname && !a) return { kind: 'recordUnknown' }
  // An A or AAAA lookup follows a CNAME, so any of them may show it.
  const [found] = answers.flatMap((answer) => recordsOf(answer, 'CNAME', name))
  if (found) {
    const target = normaliseName(found.data)
    if (kind === 'apex') return { kind: 'apexCname', target }
    if (!platform) return { kind: 'cannotCompare', found: [target] }
    return { kind: target === platform ? 'cnameMatching' : 'elsewhere', target }
  }

  const { addresses, ttl } = addressesOf(answers, name)
  if (addresses.length === 0) {
    const nx = [cname, a].some((answer) => answer?.Status === NXDOMAIN)
    // An apex always holds other records (SOA, NS), and an ALIAS may sit
    // beside them; a subdomain with MX, TXT or CAA cannot take a CNAME.
    if (kind === 'apex') return { kind: nx ? 'noDomain' : 'recordMissing' }
    const types: string[] = []
    for (const type of nx ? [] : (['MX', 'TXT', 'CAA'] as const))
      if (recordsOf(await ask(name, type), type, name)[0]) types.push(type)
    return types.length > 0
      ? { kind: 'otherRecords', types }
      : { kind: 'recordMissing' }
  }
  const known = platform ? await addressesAt(ask, platform) : []
  if (!platform || (kind === 'apex' && known.length === 0))
    return { kind: 'cannotCompare', found: addresses }
  const theirs = known.length > 0 && addresses.every((a) => known.includes(a))
  // An ALIAS or ANAME answers with the platform host's addresses. A CDN's
  // rotate or differ by region, so a mismatch is a question, not a verdict.
  if (kind === 'apex')
    return theirs
      ? { kind: 'aliasInPlace', target: platform, addresses }
      : { kind: 'aliasUnsure', addresses, platformAddresses: known }
  if (theirs) return { kind: 'flattened', addresses }
  // A name nobody gives a real one answers only if a wildcard does.
  const probe = name.replace(/^[^.]*/, 'adoption-desk-wildcard-probe')
  return sameSet(addresses, await addressesAt(ask, probe))
    ? { kind: 'wildcard', addresses }
    : { kind: 'inTheWay', addresses, ttl }
}

/**
 * Judges the first CAA record set found climbing to the parents (RFC 8659),
 * which may belong to a CNAME's target (`at`). A failed lookup stops the
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
    if (!lookup.answer) return { kind: 'caaFailed', at: foundFor, looked }
    const found = recordsOf(lookup.answer, 'CAA')
    if (found.length === 0) continue
    const at = normaliseName(found[0]?.name ?? lookup.name)
    const read = found.flatMap((record) => parseCaa(record.data) ?? [])
    const issue = read.filter((record) => record.tag === 'issue')
    const allowed = unique(
      issue.map((record) => issuerOf(record.value)).filter(Boolean),
    )
    const set = { at, foundFor, allowed, looked }
    const unreadable = read.length < found.length
    // An unknown tag marked critical forbids issuance by itself.
    if (read.some(({ flags, tag }) => flags & 128 && !KNOWN_CAA_TAG.test(tag)))
      return { kind: 'caaBlocksEvery', ...set }
    if (issue.length === 0 && !unreadable) return { kind: 'caaNoLimit', looked }
    if (authority && allowed.includes(authority))
      return { kind: 'caaAllows', ...set }
    // An unreadable record may be the one that allows (or blocks) it.
    if (unreadable) return { kind: 'caaUnreadable', ...set }
    if (allowed.length === 0) return { kind: 'caaBlocksEvery', ...set }
    return { kind: authority ? 'caaBlocksPlatform' : 'caaListed', ...set }
  }
  return { kind: 'caaNoLimit', looked }
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
  transport?: Transport
  now?: () => number
}

/**
 * One check's questions, at most MAX_QUESTIONS. A failed lookup is null and
 * listed; a SERVFAIL is asked again with cd=1, which tells broken DNSSEC from
 * a broken server. The resolver itself failing ends the check.
 */
function asker(options: CheckOptions, failures: LookupFailure[]): Ask {
  let asked = 0
  const answered = async (name: string, type: DnsType, cd?: 1) => {
    asked += 1
    const { data } = await fetchExternalJson({
      url: options.resolver,
      query: { name, type, cd },
      schema: dohAnswerSchema,
      accept: 'application/dns-json',
      signal: options.signal,
      timeoutMs: 10_000,
      transport: options.transport,
    })
    return data.Status === 0 || data.Status === NXDOMAIN ? data : data.Status
  }
  const ask = async (name: string, type: DnsType): Promise<Answer> => {
    const answer = asked < MAX_QUESTIONS ? await answered(name, type) : null
    if (typeof answer === 'object') {
      if (!answer)
        failures.push({ query: name, type, rcode: null, dnssec: false })
      return answer
    }
    const dnssec =
      answer === SERVFAIL &&
      asked < MAX_QUESTIONS &&
      typeof (await answered(name, type, 1)) === 'object'
    failures.push({ query: name, type, rcode: answer, dnssec })
    return null
  }
  // Each question once: the record's judgement and CAA's climb may share one.
  const asking = new Map<string, Promise<Answer>>()
  return (name, type) => {
    const key = `${normaliseName(name)} ${type}`
    const answer = asking.get(key) ?? ask(name, type)
    asking.set(key, answer)
    return answer
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
  const record = await judgeRecord(ask, domain, platformHost)
  const lookups: { name: string; answer: Answer }[] = []
  for (const candidate of caaCandidates(domain.name)) {
    const answer = await ask(candidate, 'CAA')
    lookups.push({ name: candidate, answer })
    if (answer === null || recordsOf(answer, 'CAA').length > 0) break
  }
  return {
    at: (options.now ?? Date.now)(),
    resolver: options.resolver,
    platformHost,
    authority,
    record,
    caa: analyseCaa({ lookups, authority }),
    failures,
  }
}
