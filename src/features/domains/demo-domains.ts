import type { dnsMessages } from './dns/dns-messages'

// The domains demo mode's resolver knows (src/mocks/dns-fixtures.ts), and
// what Check DNS shows for each, as a message of dns-messages.ts. Kept here,
// not beside the fixtures, so live mode never downloads mock data just to
// show these names.

type Shows = Extract<
  keyof typeof dnsMessages.english,
  | 'cnameMatching'
  | 'demoApexAlias'
  | 'demoElsewhere'
  | 'demoAppended'
  | 'demoApexInTheWay'
  | 'demoInTheWay'
  | 'demoNoRecord'
  | 'demoApexCaaBlocks'
  | 'demoInheritsCaa'
  | 'demoServfail'
  | 'demoApexCname'
  | 'demoNoDomain'
  | 'demoOtherRecords'
  | 'demoWildcard'
  | 'demoFlattened'
  | 'demoDnssec'
>

/** The demo domains and what Check DNS shows for each, for the page to list. */
export const DEMO_DNS_DOMAINS: readonly { name: string; shows: Shows }[] = [
  { name: 'shop.example.com', shows: 'cnameMatching' },
  { name: 'example.com', shows: 'demoApexAlias' },
  { name: 'www.example.org', shows: 'demoElsewhere' },
  { name: 'app.example.org', shows: 'demoAppended' },
  { name: 'example.org', shows: 'demoApexInTheWay' },
  { name: 'blog.example.net', shows: 'demoInTheWay' },
  { name: 'new.example.io', shows: 'demoNoRecord' },
  { name: 'example.co.uk', shows: 'demoApexCaaBlocks' },
  { name: 'secure.example.co.uk', shows: 'demoInheritsCaa' },
  { name: 'broken.example.net', shows: 'demoServfail' },
  { name: 'example.dev', shows: 'demoApexCname' },
  { name: 'example.io', shows: 'demoNoDomain' },
  { name: 'mail.example.com', shows: 'demoOtherRecords' },
  { name: 'new.example.org', shows: 'demoWildcard' },
  { name: 'cdn.example.com', shows: 'demoFlattened' },
  { name: 'signed.example.net', shows: 'demoDnssec' },
]
