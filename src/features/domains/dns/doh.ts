import * as z from 'zod/mini'
import type { Transport } from '../../../lib/http/api-client'
import { fetchExternalJson } from '../../../lib/http/external-json'
import { normaliseName } from '../names/domain-name'

// DNS-over-HTTPS in the JSON form public resolvers answer
// (`GET ?name=…&type=…` with `Accept: application/dns-json`), the way
// cloudflare-dns.com and dns.google do.

const DNS_TYPES = { A: 1, CNAME: 5, MX: 15, TXT: 16, AAAA: 28, CAA: 257 }
export type DnsType = keyof typeof DNS_TYPES

/** RCODEs: 0 NOERROR, 3 NXDOMAIN are answers; anything else is a failed lookup. */
export const SERVFAIL = 2
export const NXDOMAIN = 3

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

/** One question to the resolver; whether its Status is an answer is the caller's to judge. */
export async function queryDns(query: {
  resolver: string
  name: string
  type: DnsType
  signal?: AbortSignal
  /** The network when left out; demo mode's sample records otherwise (dns-transport.ts). */
  transport?: Transport
  /** Checking disabled (`cd=1`): the answer without DNSSEC validation. */
  cd?: boolean
}): Promise<DohAnswer> {
  const { name, type, cd } = query
  const { data } = await fetchExternalJson({
    url: query.resolver,
    query: { name, type, cd: cd ? 1 : undefined },
    schema: dohAnswerSchema,
    accept: 'application/dns-json',
    signal: query.signal,
    timeoutMs: DOH_TIMEOUT_MS,
    transport: query.transport,
  })
  return data
}

/** The answer's records of one type, optionally only those owned by one name. */
export function recordsOf(answer: DohAnswer, type: DnsType, owner?: string) {
  const wanted = owner === undefined ? null : normaliseName(owner)
  return (answer.Answer ?? []).filter(
    (record) =>
      record.type === DNS_TYPES[type] &&
      (wanted === null || normaliseName(record.name) === wanted),
  )
}
