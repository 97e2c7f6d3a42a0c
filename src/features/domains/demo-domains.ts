// The domains demo mode's resolver knows (src/mocks/dns-fixtures.ts), and
// what Check DNS shows for each. Kept here, not beside the fixtures, so live
// mode never downloads mock data just to show these names.

/** The demo domains and what Check DNS shows for each, for the page to list. */
export const DEMO_DNS_DOMAINS: readonly { name: string; shows: string }[] = [
  { name: 'shop.example.com', shows: 'CNAME found and matching' },
  {
    name: 'example.com',
    shows: 'apex: ALIAS in place, CAA allows the platform’s authority',
  },
  { name: 'www.example.org', shows: 'CNAME pointing elsewhere' },
  {
    name: 'app.example.org',
    shows: 'CNAME with the zone appended by the provider',
  },
  { name: 'example.org', shows: 'apex: an A record in the way' },
  { name: 'blog.example.net', shows: 'an A record in the way' },
  { name: 'new.example.io', shows: 'no record yet' },
  {
    name: 'example.co.uk',
    shows: 'apex: ALIAS in place, but CAA blocks the platform’s authority',
  },
  {
    name: 'secure.example.co.uk',
    shows: 'CNAME matching, but inherits blocking CAA from example.co.uk',
  },
  { name: 'broken.example.net', shows: 'the name servers fail (SERVFAIL)' },
]
