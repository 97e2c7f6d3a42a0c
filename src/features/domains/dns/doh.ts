import * as z from 'zod/mini'
import type { Transport } from '../../../lib/http/api-client'
import { fetchExternalJson } from '../../../lib/http/external-json'
import { normaliseName } from '../names/domain-name'

// DNS-over-HTTPS in the JSON form public resolvers answer
// (`GET ?name=…&type=…` with `Accept: application/dns-json`), the way
// cloudflare-dns.com and dns.google do.

const DNS_TYPES = {
  A: 1,
  CNAME: 5,
  MX: 15,
  TXT: 16,
  AAAA: 28,
  CAA: 257,
} as const
export type DnsType = keyof typeof DNS_TYPES

/** RCODEs: 0 NOERROR, 3 NXDOMAIN; anything else means no usable answer. */
const NOERROR = 0
export const SERVFAIL = 2
export const NXDOMAIN = 3
const RCODE_NAMES: Record<number, string> = {
  1: 'FORMERR',
  2: 'SERVFAIL',
  4: 'NOTIMP',
  5: 'REFUSED',
}

const answerRecordSchema = z.object({
  name: z.string(),
  type: z.number(),
  TTL: z.optional(z.number()),
  data: z.string(),
})

const dohAnswerSchema = z.object({
  Status: z.number(),
  Answer: z.optional(z.array(answerRecordSchema)),
})
export type DohAnswer = z.infer<typeof dohAnswerSchema>
export type DohRecord = z.infer<typeof answerRecordSchema>

/** How long one resolver question may take; they are small and resolvers are fast. */
export const DOH_TIMEOUT_MS = 10_000

/** Thrown when the resolver answered, but without an answer: SERVFAIL, REFUSED… */
export class DnsLookupError extends Error {
  override readonly name = 'DnsLookupError'
  readonly query: string
  readonly type: DnsType
  readonly rcode: number

  constructor(query: string, type: DnsType, rcode: number) {
    // For logs; the screen words it with describe-check.ts.
    super(
      `The resolver could not look up the ${type} records of ${query} (${rcodeName(rcode) ?? `RCODE ${rcode}`}).`,
    )
    this.query = query
    this.type = type
    this.rcode = rcode
  }
}

/** The RCODE's name (SERVFAIL…), the same in every language; null for one without. */
export function rcodeName(rcode: number): string | null {
  return RCODE_NAMES[rcode] ?? null
}

export interface DnsQuery {
  resolver: string
  name: string
  type: DnsType
  signal?: AbortSignal
  /** The network when left out; demo mode's sample records otherwise (dns-transport.ts). */
  transport?: Transport
  /** Checking disabled (`cd=1`): the answer without DNSSEC validation. */
  cd?: boolean
}

/** One question to the resolver; NXDOMAIN is an answer (the name does not exist). */
export async function queryDns({
  resolver,
  name,
  type,
  signal,
  transport,
  cd,
}: DnsQuery): Promise<DohAnswer> {
  const { data } = await fetchExternalJson({
    url: resolver,
    query: { name, type, cd: cd ? 1 : undefined },
    schema: dohAnswerSchema,
    accept: 'application/dns-json',
    signal,
    timeoutMs: DOH_TIMEOUT_MS,
    transport,
  })
  if (data.Status !== NOERROR && data.Status !== NXDOMAIN) {
    throw new DnsLookupError(name, type, data.Status)
  }
  return data
}

/** The answer's records of one type, optionally only those owned by one name. */
export function recordsOf(
  answer: DohAnswer,
  type: DnsType,
  owner?: string,
): DohRecord[] {
  const wanted = owner === undefined ? null : normaliseName(owner)
  return (answer.Answer ?? []).filter(
    (record) =>
      record.type === DNS_TYPES[type] &&
      (wanted === null || normaliseName(record.name) === wanted),
  )
}
