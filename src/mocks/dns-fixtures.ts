// What the demo's DNS-over-HTTPS resolver knows: a few domains set up the
// ways owners really set them up, right and wrong, so every outcome of Check
// DNS can be tried without a domain of one's own.

export { DEMO_PLATFORM_HOST } from '../lib/demo/demo-platform-host'

export type FixtureType = 'A' | 'AAAA' | 'CNAME' | 'CAA' | 'MX' | 'TXT'

interface FixtureRecord {
  type: FixtureType
  /** As a resolver's JSON answer has it, e.g. `target.example.` or `0 issue "…"`. */
  data: string
}

export interface DnsZoneFixture {
  /** Records by lower-case name without the final dot. */
  records: Record<string, FixtureRecord[]>
  /** Names whose lookups fail on the name servers' side (SERVFAIL). */
  servfail: readonly string[]
  /** Names whose DNSSEC is broken: SERVFAIL, unless checking is disabled (cd=1). */
  dnssec?: readonly string[]
}

export const PLATFORM_ADDRESSES = { a: '192.0.2.10', aaaa: '2001:db8::10' }

/** RFC 3597 generic form, the way cloudflare-dns.com sends CAA data. */
function genericCaa(flags: number, tag: string, value: string): string {
  const bytes = [
    flags,
    tag.length,
    ...new TextEncoder().encode(tag),
    ...new TextEncoder().encode(value),
  ]
  const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join(' ')
  return `\\# ${bytes.length} ${hex}`
}

/** Lower case, no final dot: how the stand-in compares names (mocks import only lib). */
export function normalise(name: string): string {
  return name.trim().toLowerCase().replace(/\.$/, '')
}

export function demoDnsZone(platformHost: string): DnsZoneFixture {
  const platform = normalise(platformHost)
  const alias: FixtureRecord[] = [
    { type: 'A', data: PLATFORM_ADDRESSES.a },
    { type: 'AAAA', data: PLATFORM_ADDRESSES.aaaa },
  ]
  return {
    records: {
      [platform]: alias,
      // An apex with an ALIAS (the platform's addresses) and CAA records that
      // allow the platform's authority among others.
      'example.com': [
        ...alias,
        { type: 'CAA', data: '0 issue "letsencrypt.org"' },
        { type: 'CAA', data: '0 issue "digicert.com"' },
        { type: 'CAA', data: '0 iodef "mailto:security@example.com"' },
      ],
      'shop.example.com': [{ type: 'CNAME', data: `${platform}.` }],
      // An apex whose A record points at an old server.
      'example.org': [{ type: 'A', data: '198.51.100.20' }],
      'www.example.org': [{ type: 'CNAME', data: 'old-host.example.net.' }],
      'old-host.example.net': [{ type: 'A', data: '198.51.100.7' }],
      'blog.example.net': [{ type: 'A', data: '203.0.113.7' }],
      // An ALIAS in place, but CAA allows another authority only; sent in
      // the generic form to show both forms are read.
      'example.co.uk': [
        ...alias,
        { type: 'CAA', data: genericCaa(0, 'issue', 'digicert.com') },
      ],
      // A correct CNAME that inherits its parent's blocking CAA.
      'secure.example.co.uk': [{ type: 'CNAME', data: `${platform}.` }],
      // A CNAME at an apex, which cannot sit beside its SOA and NS.
      'example.dev': [{ type: 'CNAME', data: `${platform}.` }],
      // A name that already holds mail records.
      'mail.example.com': [
        { type: 'MX', data: '10 mx.example.com.' },
        { type: 'TXT', data: '"v=spf1 mx -all"' },
      ],
      // Names under example.org without records of their own get the wildcard's.
      '*.example.org': [{ type: 'A', data: '198.51.100.20' }],
      // A CNAME flattened by the provider: the platform's addresses, no CNAME.
      'cdn.example.com': alias,
      'signed.example.net': [{ type: 'CNAME', data: `${platform}.` }],
    },
    servfail: ['broken.example.net'],
    dnssec: ['signed.example.net'],
  }
}
