import type { PlainKey } from './dns/dns-messages'

// The domains demo mode's resolver knows (src/mocks/dns-fixtures.ts), and
// what Check DNS shows for each, as a message of dns-messages.ts. Kept here,
// not beside the fixtures, so live mode never downloads mock data just to
// show these names.

export const DEMO_DNS_DOMAINS: readonly (readonly [string, PlainKey])[] = [
  ['shop.example.com', 'cnameMatching'],
  ['example.com', 'aliasInPlace'],
  ['www.example.org', 'elsewhere'],
  ['example.org', 'aliasUnsure'],
  ['blog.example.net', 'inTheWay'],
  ['new.example.io', 'recordMissing'],
  ['example.co.uk', 'caaBlocksPlatform'],
  ['secure.example.co.uk', 'caaBlocksPlatform'],
  ['broken.example.net', 'lookupsFailed'],
  ['example.dev', 'apexCname'],
  ['example.io', 'noDomain'],
  ['mail.example.com', 'otherRecords'],
  ['new.example.org', 'wildcard'],
  ['cdn.example.com', 'flattened'],
  ['signed.example.net', 'lookupsFailed'],
]
