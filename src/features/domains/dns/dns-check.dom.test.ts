import { http, HttpResponse } from 'msw'
import { browserChannel } from '../../../lib/tabs/browser-tabs'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/http/api-error'
import {
  DEMO_PLATFORM_HOST,
  PLATFORM_ADDRESSES,
} from '../../../mocks/dns-fixtures'
import { createDnsHandlers } from '../../../mocks/dns-handlers'
import { server } from '../../../mocks/node'
import {
  describeCaa,
  describeCheckError,
  describeFailures,
  describeRecord,
} from './describe-check'
import { renderHook } from '@testing-library/react'
import { LanguageContext, useMessages } from '../../../lib/i18n/use-messages'
import { createLanguage } from '../../../lib/i18n/language'
import { createElement, type ReactNode } from 'react'
import { dnsMessages } from './dns-messages'
import {
  analyseCaa,
  type CaaFinding,
  caaCandidates,
  checkDomainDns,
  type DohAnswer,
  issuerOf,
  MAX_QUESTIONS,
  parseCaa,
  type Answer,
  judgeRecord,
  type RecordFinding,
} from './dns-check'

/** The words the panel uses in English, as its components get them. */
function english() {
  return renderHook(() => useMessages(dnsMessages)).result.current.t
}

const PLATFORM = DEMO_PLATFORM_HOST
const RESOLVER = 'https://cloudflare-dns.com/dns-query'

function answer(
  records: [name: string, type: number, data: string][],
  Status = 0,
): DohAnswer {
  return {
    Status,
    Answer: records.map(([name, type, data]) => ({
      name,
      type,
      TTL: 300,
      data,
    })),
  }
}
const EMPTY: DohAnswer = { Status: 0 }
const NX: DohAnswer = { Status: 3 }

type Domain = { name: string; kind: 'apex' | 'subdomain' }
/** The name's own answers; unlisted ones are empty. */
type RecordAnswers = Partial<Record<'cname' | 'a' | 'aaaa', Answer>>
/** What else the resolver says: the platform host's addresses, a wildcard's, other types at the name. */
interface RecordContext {
  platformHost?: string | null
  platformAddresses?: string[]
  wildcardAddresses?: string[]
  otherTypes?: ('MX' | 'TXT' | 'CAA')[]
}
const TYPES = { A: 1, AAAA: 28, MX: 15, TXT: 16, CAA: 257 } as const

/** judgeRecord, its questions answered from these answers and context. */
function judge(
  domain: Domain,
  answers: RecordAnswers,
  context: RecordContext = {},
) {
  const { platformHost = PLATFORM, otherTypes = [] } = context
  const answerTo = (name: string, type: string): Answer => {
    if (type === 'CNAME' || type === 'A' || type === 'AAAA') {
      const own =
        answers[type === 'CNAME' ? 'cname' : type === 'A' ? 'a' : 'aaaa']
      if (name === domain.name) return own === undefined ? EMPTY : own
    }
    const code = TYPES[type as keyof typeof TYPES]
    if (name === domain.name)
      return otherTypes.includes(type as 'MX')
        ? answer([[name, code, 'x']])
        : EMPTY
    const addresses =
      name === platformHost
        ? (context.platformAddresses ?? [])
        : (context.wildcardAddresses ?? [])
    return answer(
      addresses
        .filter((address) => address.includes(':') === (type === 'AAAA'))
        .map((address) => [name, code, address]),
    )
  }
  return judgeRecord(
    (name, type) => Promise.resolve(answerTo(name, type)),
    domain,
    platformHost,
  )
}

/** The demo zone's CAA at example.co.uk, which allows only digicert.com. */
const CO_UK_BLOCKS_AUTHORITY: CaaFinding = {
  kind: 'caaBlocksPlatform',
  at: 'example.co.uk',
  foundFor: 'example.co.uk',
  allowed: ['digicert.com'],
  looked: ['secure.example.co.uk', 'example.co.uk'],
}

describe('CAA data', () => {
  it('reads the presentation form', () => {
    expect(parseCaa('0 issue "letsencrypt.org"')).toEqual({
      flags: 0,
      tag: 'issue',
      value: 'letsencrypt.org',
    })
    expect(parseCaa('128 ISSUE "ca.example; account=1" ')).toEqual({
      flags: 128,
      tag: 'issue',
      value: 'ca.example; account=1',
    })
    expect(parseCaa('0 iodef "mailto:a@example.com"')?.tag).toBe('iodef')
  })

  it('reads the generic RFC 3597 form cloudflare-dns.com sends', () => {
    expect(
      parseCaa(
        '\\# 21 00 05 69 73 73 75 65 67 6c 6f 62 61 6c 73 69 67 6e 2e 63 6f 6d',
      ),
    ).toEqual({ flags: 0, tag: 'issue', value: 'globalsign.com' })
    // Wrong length: not trusted.
    expect(parseCaa('\\# 3 00 05 69')).toBeNull()
    expect(parseCaa('nonsense')).toBeNull()
  })

  it('reads an answer padded with 100,000 spaces in one pass', () => {
    // The old patterns backtracked over the run of spaces: minutes of a
    // frozen page, from one answer a resolver (or a middlebox) can send.
    const spaces = ' '.repeat(100_000)
    expect(parseCaa(`\\# 3 00${spaces}01 61`)).toEqual({
      flags: 0,
      tag: 'a',
      value: '',
    })
    expect(parseCaa(`\\# 2 ${spaces}zz`)).toBeNull()
    expect(parseCaa(`0 issue${spaces}"ca.example"`)?.value).toBe('ca.example')
    expect(parseCaa(`0 issue${spaces}a\nb`)).toBeNull()
    expect(parseCaa(`0${spaces}issue${spaces}\n"ca.example"`)?.value).toBe(
      'ca.example',
    )
  })

  it('takes the authority before any parameters', () => {
    expect(issuerOf('letsencrypt.org; validationmethods=dns-01')).toBe(
      'letsencrypt.org',
    )
    expect(issuerOf(';')).toBe('')
    expect(issuerOf(' LetsEncrypt.org. ')).toBe('letsencrypt.org')
  })

  it('climbs from the name to the top-level domain', () => {
    expect(caaCandidates('Secure.Example.co.uk.')).toEqual([
      'secure.example.co.uk',
      'example.co.uk',
      'co.uk',
      'uk',
    ])
  })
})

describe('the record, judged', () => {
  const subdomain = { name: 'shop.example.com', kind: 'subdomain' as const }
  const apex = { name: 'example.com', kind: 'apex' as const }

  it('finds a matching CNAME, whatever the case or final dot', async () => {
    expect(
      await judge(subdomain, {
        cname: answer([
          ['shop.example.com.', 5, 'Projects.Example-Platform.TEST.'],
        ]),
      }),
    ).toEqual({ kind: 'cnameMatching', target: PLATFORM })
  })

  it('says where a CNAME points instead', async () => {
    expect(
      await judge(subdomain, {
        cname: answer([['shop.example.com.', 5, 'old-host.example.net.']]),
      }),
    ).toEqual({ kind: 'elsewhere', target: 'old-host.example.net' })
  })

  it('finds A and AAAA records in the way of a subdomain', async () => {
    expect(
      await judge(subdomain, {
        a: answer([['shop.example.com.', 1, '203.0.113.7']]),
        aaaa: answer([['shop.example.com.', 28, '2001:db8::7']]),
      }),
    ).toEqual({
      kind: 'inTheWay',
      addresses: ['203.0.113.7', '2001:db8::7'],
      ttl: 300,
    })
  })

  it('does not mistake the CNAME target’s addresses for records in the way', async () => {
    const finding = await judge(subdomain, {
      a: answer([
        ['shop.example.com.', 5, `${PLATFORM}.`],
        [`${PLATFORM}.`, 1, '192.0.2.10'],
      ]),
    })
    expect(finding.kind).toBe('cnameMatching')
  })

  it('says missing, whether or not the name exists', async () => {
    const missing = (a: DohAnswer) => judge(subdomain, { cname: a, a, aaaa: a })
    expect(await missing(NX)).toEqual({ kind: 'recordMissing' })
    expect(await missing(EMPTY)).toEqual({ kind: 'recordMissing' })
  })

  it('accepts an apex answering with the platform host’s addresses', async () => {
    expect(
      await judge(
        apex,
        { a: answer([['example.com.', 1, '192.0.2.10']]) },
        { platformAddresses: ['192.0.2.10', '2001:db8::10'] },
      ),
    ).toEqual({
      kind: 'aliasInPlace',
      target: PLATFORM,
      addresses: ['192.0.2.10'],
    })
  })

  it('is unsure, never a delete, when an apex’s addresses differ from the platform’s (a CDN rotates them)', async () => {
    expect(
      await judge(
        apex,
        {
          a: answer([
            ['example.com.', 1, '192.0.2.10'],
            ['example.com.', 1, '198.51.100.20'],
          ]),
        },
        { platformAddresses: ['192.0.2.10'] },
      ),
    ).toEqual({
      kind: 'aliasUnsure',
      addresses: ['192.0.2.10', '198.51.100.20'],
      platformAddresses: ['192.0.2.10'],
    })
  })

  it('cannot confirm without the platform host, or its addresses', async () => {
    const records = { a: answer([['example.com.', 1, '192.0.2.10']]) }
    expect(await judge(apex, records, { platformHost: null })).toEqual({
      kind: 'cannotCompare',
      found: ['192.0.2.10'],
    })
    expect(await judge(apex, records, { platformAddresses: [] })).toEqual({
      kind: 'cannotCompare',
      found: ['192.0.2.10'],
    })
    expect(
      await judge(
        subdomain,
        { cname: answer([['shop.example.com.', 5, 'x.example.']]) },
        { platformHost: null },
      ),
    ).toEqual({ kind: 'cannotCompare', found: ['x.example'] })
  })
})

describe('issue 35: judged as a DNS expert would', () => {
  const subdomain = { name: 'shop.example.com', kind: 'subdomain' as const }
  const apex = { name: 'example.com', kind: 'apex' as const }
  const apexWords = (finding: RecordFinding) =>
    describeRecord(
      english(),
      finding,
      { shown: 'example.com', kind: 'apex', host: '' },
      PLATFORM,
    )

  it('1. a CNAME at an apex is never “matching”, and is to be replaced by ALIAS or ANAME', async () => {
    for (const target of [PLATFORM, 'elsewhere.example.net']) {
      const finding = await judge(apex, {
        cname: answer([['example.com.', 5, `${target}.`]]),
      })
      expect(finding).toEqual({ kind: 'apexCname', target })
      expect(apexWords(finding)).toMatchObject({
        tone: 'bad',
        title: 'A CNAME at the apex',
        detail: `example.com has a CNAME record (to ${target}). A CNAME cannot sit at an apex beside its SOA and NS records, and it breaks mail there. Replace it with an ALIAS or ANAME record with the value ${PLATFORM}.`,
      })
    }
  })

  it('2. a name that exists with other records is not told to add the CNAME', async () => {
    const finding = await judge(subdomain, {}, { otherTypes: ['MX', 'TXT'] })
    expect(finding).toEqual({ kind: 'otherRecords', types: ['MX', 'TXT'] })
    expect(
      describeRecord(
        english(),
        finding,
        { shown: 'shop.example.com', kind: 'subdomain', host: 'shop' },
        PLATFORM,
      ).detail,
    ).toMatch(
      /^shop\.example\.com already has other records \(MX, TXT\): a CNAME cannot sit beside them/,
    )
  })

  it('3. compares a subdomain’s addresses with the platform’s: flattened, wildcard or in the way', async () => {
    const a = answer([['shop.example.com.', 1, '192.0.2.10']])
    expect(
      await judge(subdomain, { a }, { platformAddresses: ['192.0.2.10'] }),
    ).toEqual({
      kind: 'flattened',
      addresses: ['192.0.2.10'],
    })
    const other = answer([['shop.example.com.', 1, '198.51.100.20']])
    expect(
      await judge(
        subdomain,
        { a: other },
        {
          platformAddresses: ['192.0.2.10'],
          wildcardAddresses: ['198.51.100.20'],
        },
      ),
    ).toEqual({ kind: 'wildcard', addresses: ['198.51.100.20'] })
    const wildcardWords = describeRecord(
      english(),
      { kind: 'wildcard', addresses: ['198.51.100.20'] },
      { shown: 'shop.example.com', kind: 'subdomain', host: 'shop' },
      PLATFORM,
    )
    expect(wildcardWords.detail).toMatch(
      /There is nothing to delete: add the CNAME for shop/,
    )
    expect(wildcardWords.note).toBeUndefined()
  })

  it('4. an apex whose addresses differ is unsure, with what to check, and no delete instruction', async () => {
    const finding = await judge(
      apex,
      { a: answer([['example.com.', 1, '203.0.113.9']]) },
      { platformAddresses: ['192.0.2.10'] },
    )
    const said = apexWords(finding)
    expect(said.tone).toBe('unsure')
    expect(said.detail).not.toMatch(/^Delete|\. Delete/)
    expect(said.detail).toMatch(/addresses rotate or differ by region/)
  })

  it('5. NXDOMAIN at an apex says no record can fix it', async () => {
    const finding = await judge(apex, { cname: NX, a: NX, aaaa: NX })
    expect(finding).toEqual({ kind: 'noDomain' })
    expect(apexWords(finding).detail).toMatch(
      /no record can fix that\. Check that it is spelt right, that it is registered, and that the registrar delegates it/,
    )
  })

  it('7. the CAA fix names the owner’s own name, never a CNAME target', () => {
    const theirs = describeCaa(
      english(),
      {
        kind: 'caaBlocksPlatform',
        at: PLATFORM,
        foundFor: 'shop.example.com',
        allowed: ['digicert.com'],
        looked: ['shop.example.com'],
      },
      { name: 'shop.example.com', shown: 'shop.example.com' },
      'letsencrypt.org',
    )
    expect(theirs.fix).toBeUndefined()
    expect(theirs.detail).toMatch(
      /belong to projects\.example-platform\.test, which you do not run/,
    )
    expect(
      describeCaa(
        english(),
        CO_UK_BLOCKS_AUTHORITY,
        { name: 'secure.example.co.uk', shown: 'secure.example.co.uk' },
        'letsencrypt.org',
      ).fix,
    ).toBe('example.co.uk. 3600 IN CAA 0 issue "letsencrypt.org"')
  })

  it('8. CAA records that cannot be read are unsure, not “no limit”', () => {
    const finding = analyseCaa({
      lookups: [
        {
          name: 'example.com',
          answer: answer([['example.com.', 257, 'garbage']]),
        },
      ],
      authority: 'letsencrypt.org',
    })
    expect(finding).toMatchObject({ kind: 'caaUnreadable' })
    expect(
      describeCaa(
        english(),
        finding,
        { name: 'example.com', shown: 'example.com' },
        'letsencrypt.org',
      ).tone,
    ).toBe('unsure')
  })

  it('10. the resolver’s own 429 or 5xx is transient: try again in a minute', () => {
    const said = (status: number) =>
      describeCheckError(
        english(),
        new ApiError({ kind: 'http', status, message: 'x' }),
        RESOLVER,
      )
    for (const status of [429, 502])
      expect(said(status)).toEqual({
        text: 'The DNS-over-HTTPS resolver at cloudflare-dns.com is busy, slow or having trouble. That passes: try again in a minute.',
        transient: true,
      })
    expect(said(404)).toMatchObject({ transient: false })
  })

  it('11. names AAAA and any other record as blockers, not only A', () => {
    const said = describeRecord(
      english(),
      { kind: 'inTheWay', addresses: ['2001:db8::7'], ttl: null },
      { shown: 'shop.example.com', kind: 'subdomain', host: 'shop' },
      PLATFORM,
    )
    expect(said.detail).toMatch(
      /delete the A, AAAA and any other records on shop/,
    )
  })
})

describe('CAA, judged as authorities do', () => {
  /** analyseCaa for letsencrypt.org over these lookups, climbing. */
  const caaOf = (...sets: [string, DohAnswer][]) =>
    analyseCaa({
      lookups: sets.map(([name, a]) => ({ name, answer: a })),
      authority: 'letsencrypt.org',
    })

  it('finds none anywhere up the tree', () => {
    expect(
      caaOf(
        ['shop.example.com', EMPTY],
        ['example.com', EMPTY],
        ['com', EMPTY],
      ),
    ).toEqual({
      kind: 'caaNoLimit',
      looked: ['shop.example.com', 'example.com', 'com'],
    })
  })

  it('takes the first set found climbing, and lists what it allows', () => {
    expect(
      caaOf(
        ['shop.example.com', NX],
        [
          'example.com',
          answer([
            ['example.com.', 257, '0 issue "digicert.com"'],
            [
              'example.com.',
              257,
              '0 issue "letsencrypt.org; validationmethods=http-01"',
            ],
            ['example.com.', 257, '0 issuewild "sectigo.com"'],
          ]),
        ],
      ),
    ).toEqual({
      kind: 'caaAllows',
      at: 'example.com',
      foundFor: 'example.com',
      allowed: ['digicert.com', 'letsencrypt.org'],
      looked: ['shop.example.com', 'example.com'],
    })
  })

  it('blocks when the platform’s authority is not listed', () => {
    expect(
      caaOf(
        ['secure.example.co.uk', EMPTY],
        [
          'example.co.uk',
          answer([
            [
              'example.co.uk.',
              257,
              '\\# 19 00 05 69 73 73 75 65 64 69 67 69 63 65 72 74 2e 63 6f 6d',
            ],
          ]),
        ],
      ),
    ).toEqual(CO_UK_BLOCKS_AUTHORITY)
  })

  it('with no authority configured, lists what is allowed instead of judging it', () => {
    const lookups = (...records: [string, number, string][]) => [
      { name: 'example.co.uk', answer: answer(records) },
    ]
    expect(
      analyseCaa({
        lookups: lookups(['example.co.uk.', 257, '0 issue "digicert.com"']),
        authority: null,
      }),
    ).toEqual({
      kind: 'caaListed',
      at: 'example.co.uk',
      foundFor: 'example.co.uk',
      allowed: ['digicert.com'],
      looked: ['example.co.uk'],
    })
    // Facts that need no authority are still stated.
    expect(
      analyseCaa({
        lookups: lookups(['example.co.uk.', 257, '0 issue ";"']),
        authority: null,
      }).kind,
    ).toBe('caaBlocksEvery')
    expect(
      analyseCaa({
        lookups: lookups(['example.co.uk.', 257, '0 iodef "mailto:a@b.c"']),
        authority: null,
      }).kind,
    ).toBe('caaNoLimit')
    const listed = describeCaa(
      english(),
      {
        kind: 'caaListed',
        at: 'example.co.uk',
        foundFor: 'example.co.uk',
        allowed: ['digicert.com', 'sectigo.com'],
        looked: ['example.co.uk'],
      },
      { name: 'example.co.uk', shown: 'example.co.uk' },
      null,
    )
    expect(listed.tone).toBe('unsure')
    expect(listed.detail).toMatch(
      /^The CAA records of example\.co\.uk allow only: digicert\.com, sectigo\.com\. Compare them with the platform’s certificate authority/,
    )
    expect(listed.fix).toBeUndefined()
  })

  it('reads a set reached through a CNAME as the name’s own', () => {
    expect(
      caaOf([
        'shop.example.com',
        answer([
          ['shop.example.com.', 5, 'host.example.net.'],
          ['host.example.net.', 257, '0 issue "letsencrypt.org"'],
        ]),
      ]),
    ).toMatchObject({
      kind: 'caaAllows',
      at: 'host.example.net',
      foundFor: 'shop.example.com',
    })
  })

  it('blocks on issue ";" and on an unknown critical tag', () => {
    expect(
      caaOf(['example.com', answer([['example.com.', 257, '0 issue ";"']])]),
    ).toMatchObject({ kind: 'caaBlocksEvery', allowed: [] })
    expect(
      caaOf([
        'example.com',
        answer([
          ['example.com.', 257, '0 issue "letsencrypt.org"'],
          ['example.com.', 257, '128 tbs "unknown"'],
        ]),
      ]),
    ).toMatchObject({ kind: 'caaBlocksEvery' })
  })

  it('sets no limit when there is no issue entry', () => {
    expect(
      caaOf([
        'example.com',
        answer([['example.com.', 257, '0 iodef "mailto:x@example.com"']]),
      ]),
    ).toEqual({ kind: 'caaNoLimit', looked: ['example.com'] })
  })
})

describe('Check DNS against a resolver', () => {
  afterEach(() => server.events.removeAllListeners())

  function useDemoResolver() {
    const asked: string[] = []
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      asked.push(
        `${url.searchParams.get('name') ?? ''} ${url.searchParams.get('type') ?? ''}`,
      )
    })
    server.use(...createDnsHandlers({ platformHost: PLATFORM }))
    return asked
  }

  async function check(name: string, kind: 'apex' | 'subdomain') {
    return checkDomainDns({
      domain: { name, kind },
      platformHost: PLATFORM,
      resolver: RESOLVER,
      authority: 'letsencrypt.org',
      now: () => 42,
    })
  }

  it('reports a matching CNAME with its CAA inherited from the apex', async () => {
    const asked = useDemoResolver()
    const report = await check('shop.example.com', 'subdomain')
    expect(report).toMatchObject({
      at: 42,
      resolver: RESOLVER,
      platformHost: PLATFORM,
      authority: 'letsencrypt.org',
      record: { kind: 'cnameMatching' },
      caa: {
        kind: 'caaAllows',
        at: 'example.com',
        allowed: ['letsencrypt.org', 'digicert.com'],
        looked: ['shop.example.com', 'example.com'],
      },
    })
    // CNAME, A, AAAA, then CAA climbing; the platform host is not needed.
    expect(asked.sort()).toEqual(
      [
        'shop.example.com CNAME',
        'shop.example.com A',
        'shop.example.com AAAA',
        'shop.example.com CAA',
        'example.com CAA',
      ].sort(),
    )
  })

  it.each([
    [
      'www.example.org',
      'subdomain',
      { kind: 'elsewhere', target: 'old-host.example.net' },
    ],
    [
      'blog.example.net',
      'subdomain',
      { kind: 'inTheWay', addresses: ['203.0.113.7'] },
    ],
    ['new.example.io', 'subdomain', { kind: 'recordMissing' }],
    ['example.io', 'apex', { kind: 'noDomain' }],
    ['example.dev', 'apex', { kind: 'apexCname', target: PLATFORM }],
    [
      'mail.example.com',
      'subdomain',
      { kind: 'otherRecords', types: ['MX', 'TXT'] },
    ],
    ['new.example.org', 'subdomain', { kind: 'wildcard' }],
    ['cdn.example.com', 'subdomain', { kind: 'flattened' }],
    [
      'example.org',
      'apex',
      { kind: 'aliasUnsure', addresses: ['198.51.100.20'] },
    ],
    [
      'example.co.uk',
      'apex',
      {
        kind: 'aliasInPlace',
        addresses: [PLATFORM_ADDRESSES.a, PLATFORM_ADDRESSES.aaaa],
      },
    ],
  ] as const)('%s', async (name, kind, record) => {
    useDemoResolver()
    const report = await check(name, kind)
    expect(report.record).toMatchObject(record)
  })

  it('climbs to a parent’s blocking CAA', async () => {
    useDemoResolver()
    const report = await check('secure.example.co.uk', 'subdomain')
    expect(report.record.kind).toBe('cnameMatching')
    expect(report.caa).toEqual(CO_UK_BLOCKS_AUTHORITY)
  })

  it('lists the lookups that fail, and keeps the rest of the report', async () => {
    useDemoResolver()
    const report = await check('broken.example.net', 'subdomain')
    expect(report.record).toEqual({ kind: 'recordUnknown' })
    expect(report.caa).toMatchObject({
      kind: 'caaFailed',
      at: 'broken.example.net',
    })
    expect(report.failures).toContainEqual({
      query: 'broken.example.net',
      type: 'CNAME',
      rcode: 2,
      dnssec: false,
    })
    expect(describeFailures(english(), report.failures)?.detail).toMatch(
      /^The resolver could not look up (CNAME|A|AAAA) at broken\.example\.net \(SERVFAIL\)\. .*The domain’s name servers may be down/,
    )
  })

  it('tells broken DNSSEC from a broken server by asking again with checking disabled', async () => {
    const asked = useDemoResolver()
    const report = await check('signed.example.net', 'subdomain')
    expect(report.failures[0]).toMatchObject({ rcode: 2, dnssec: true })
    expect(asked.length).toBeLessThanOrEqual(MAX_QUESTIONS)
    const detail = describeFailures(english(), report.failures)?.detail
    expect(detail).toMatch(
      /With DNSSEC checking off they could be looked up: the domain’s DNSSEC is broken\. The classic cause is a DS record left at the registrar/,
    )
    // Said once, however many lookups failed.
    expect(detail?.split('DNSSEC is broken')).toHaveLength(2)
  })

  it('keeps the record’s verdict when only a parent’s CAA or a lone AAAA fails', async () => {
    server.use(
      ...createDnsHandlers({
        platformHost: PLATFORM,
        zone: {
          records: {
            'shop.example.com': [{ type: 'CNAME', data: `${PLATFORM}.` }],
          },
          servfail: ['example.com'],
        },
      }),
    )
    const report = await check('shop.example.com', 'subdomain')
    expect(report.record).toEqual({ kind: 'cnameMatching', target: PLATFORM })
    expect(report.caa).toEqual({
      kind: 'caaFailed',
      at: 'example.com',
      looked: ['shop.example.com', 'example.com'],
    })
    const lone = await judge(
      { name: 'shop.example.com', kind: 'subdomain' },
      { cname: answer([['shop.example.com.', 5, `${PLATFORM}.`]]), aaaa: null },
    )
    expect(lone.kind).toBe('cnameMatching')
  })

  it('still reports an apex when the platform host does not resolve', async () => {
    server.use(
      ...createDnsHandlers({
        platformHost: PLATFORM,
        zone: {
          records: { 'example.com': [{ type: 'A', data: '192.0.2.10' }] },
          servfail: [PLATFORM],
        },
      }),
    )
    const report = await check('example.com', 'apex')
    expect(report.record).toMatchObject({ kind: 'cannotCompare' })
    expect(report.failures.map((failure) => failure.query)).toContain(PLATFORM)
  })

  it('asks with the DoH JSON Accept header and nothing else', async () => {
    let accept: string | null = null
    let authorization: string | null = 'unset'
    server.use(
      http.get(RESOLVER, ({ request }) => {
        accept = request.headers.get('Accept')
        authorization = request.headers.get('Authorization')
        return HttpResponse.json({ Status: 3 })
      }),
    )
    await checkDomainDns({
      domain: { name: 'x.example.com', kind: 'subdomain' },
      platformHost: null,
      resolver: RESOLVER,
    })
    expect(accept).toBe('application/dns-json')
    expect(authorization).toBeNull()
  })
})

describe('findings in plain words', () => {
  const shop = {
    name: 'shop.example.com',
    shown: 'shop.example.com',
    kind: 'subdomain' as const,
    host: 'shop',
  }

  /** What the panel says of `finding` for shop.example.com. */
  const words = (finding: RecordFinding) =>
    describeRecord(english(), finding, shop, PLATFORM)

  /** What the panel says of a resolver request that failed with `init`. */
  const errorWords = (init: ConstructorParameters<typeof ApiError>[0]) =>
    describeCheckError(english(), new ApiError(init), RESOLVER)

  it('names each record outcome', () => {
    const title = (finding: RecordFinding) => words(finding).title
    expect(title({ kind: 'cnameMatching', target: PLATFORM })).toBe(
      'CNAME found and matching',
    )
    expect(title({ kind: 'recordMissing' })).toBe('Record missing')
    expect(title({ kind: 'elsewhere', target: 'x.example' })).toBe(
      'CNAME points elsewhere',
    )
    expect(
      words({ kind: 'elsewhere', target: 'old-host.example.net' }).detail,
    ).toBe(
      `shop.example.com points to old-host.example.net, not to ${PLATFORM}. Change the record’s value to exactly ${PLATFORM}, or verification fails.`,
    )
    expect(
      words({
        kind: 'inTheWay',
        addresses: ['203.0.113.7', '2001:db8::7'],
        ttl: 3600,
      }),
    ).toEqual({
      tone: 'bad',
      title: 'Addresses in the way of the CNAME',
      detail:
        'shop.example.com answers with its own addresses (203.0.113.7, 2001:db8::7), not through a CNAME, and they are not the platform host’s. If your DNS provider proxies this name (a CDN’s proxy switched on), switch the proxy off for shop. Otherwise delete the A, AAAA and any other records on shop, then add the CNAME.',
      note: 'Caches may keep the old addresses for 3600 seconds (their TTL).',
    })
    expect(words({ kind: 'recordMissing' }).detail).toMatch(
      /propagation can take up to 48 hours/,
    )
  })

  it('puts every value in, for every kind of finding', () => {
    const records: RecordFinding[] = [
      { kind: 'cnameMatching', target: PLATFORM },
      { kind: 'apexCname', target: PLATFORM },
      { kind: 'elsewhere', target: 'x.example' },
      { kind: 'aliasInPlace', target: PLATFORM, addresses: ['192.0.2.1'] },
      { kind: 'wildcard', addresses: ['192.0.2.1'] },
      { kind: 'flattened', addresses: ['192.0.2.1'] },
      { kind: 'inTheWay', addresses: ['192.0.2.1'], ttl: 60 },
      {
        kind: 'aliasUnsure',
        addresses: ['192.0.2.1'],
        platformAddresses: ['192.0.2.2'],
      },
      { kind: 'cannotCompare', found: ['192.0.2.1'] },
      { kind: 'otherRecords', types: ['MX'] },
      { kind: 'recordMissing' },
      { kind: 'noDomain' },
      { kind: 'recordUnknown' },
    ]
    const set = {
      at: 'example.com',
      foundFor: 'example.com',
      allowed: ['digicert.com'],
      looked: ['example.com'],
    }
    const caa: CaaFinding[] = [
      { kind: 'caaNoLimit', looked: ['example.com'] },
      { kind: 'caaFailed', at: 'example.com', looked: ['example.com'] },
      ...(
        [
          'caaAllows',
          'caaListed',
          'caaUnreadable',
          'caaBlocksEvery',
          'caaBlocksPlatform',
        ] as const
      ).map((kind) => ({ kind, ...set })),
    ]
    const said = [
      ...records.map(words),
      ...caa.map((finding) =>
        describeCaa(english(), finding, shop, 'letsencrypt.org'),
      ),
    ]
    for (const { title, detail, note = '' } of said)
      expect(`${title} ${detail} ${note}`).not.toMatch(/[{}]|undefined/)
  })

  it('says what CAA allows, and that the platform’s authority must be among them', () => {
    const blocked = describeCaa(
      english(),
      CO_UK_BLOCKS_AUTHORITY,
      { name: 'secure.example.co.uk', shown: 'secure.example.co.uk' },
      'letsencrypt.org',
    )
    expect(blocked).toEqual({
      tone: 'bad',
      title: 'CAA blocks the platform’s certificate authority',
      detail:
        'The CAA records of example.co.uk, which secure.example.co.uk inherits, allow only: digicert.com. The platform’s authority, letsencrypt.org, must be among them, or no certificate can be issued. Add this record:',
      fix: 'example.co.uk. 3600 IN CAA 0 issue "letsencrypt.org"',
      note: 'Looked up CAA at secure.example.co.uk, example.co.uk.',
    })
    expect(
      describeCaa(
        english(),
        { kind: 'caaNoLimit', looked: ['a.example.com'] },
        { name: 'a.example.com', shown: 'a.example.com' },
        'letsencrypt.org',
      ).title,
    ).toBe('CAA sets no limit on certificates')
  })

  it('says an unreachable resolver or no network as such', () => {
    const network = { kind: 'network', message: 'x' } as const
    expect(errorWords(network)?.text).toMatch(
      /^The DNS-over-HTTPS resolver at cloudflare-dns\.com could not be reached\./,
    )
    expect(errorWords(network)?.text).toMatch(
      /Check that this device is online;/,
    )
    const timeout = errorWords({ kind: 'timeout', message: 'x' })
    expect(timeout?.transient).toBe(true)
    expect(timeout?.text).toMatch(/is busy, slow or having trouble/)
    for (const kind of ['http', 'invalid-response'] as const)
      expect(errorWords({ kind, status: 404, message: 'x' })?.text).toMatch(
        /did not answer with DNS data in the JSON format/,
      )
    expect(errorWords({ kind: 'aborted', message: 'x' })).toBeNull()
    expect(errorWords({ kind: 'redirect', message: 'x' })?.text).toBe(
      'Check DNS could not finish. Reload the page to try again.',
    )
  })

  it('says its findings in Spanish, numbers in the Spanish locale', async () => {
    const language = createLanguage({
      channel: browserChannel(),
      load: () => import('../../../locales/es').then((module) => module.es),
      browser: ['es'],
    })
    await language.ready
    const spanish = renderHook(() => useMessages(dnsMessages), {
      wrapper: ({ children }: { children: ReactNode }) =>
        createElement(LanguageContext, { value: language }, children),
    }).result.current.t
    const missing = describeRecord(
      spanish,
      { kind: 'recordMissing' },
      shop,
      PLATFORM,
    )
    expect(missing.title).toBe('Falta el registro')
    expect(missing.detail).toMatch(
      /^shop\.example\.com aún no tiene registro CNAME, A ni AAAA\. Añada el registro CNAME de la tabla\..*hasta \d+ horas\.$/,
    )
    expect(
      describeCheckError(
        spanish,
        new ApiError({ kind: 'timeout', message: 'x' }),
        RESOLVER,
      )?.text,
    ).toMatch(
      /^El resolvedor DNS sobre HTTPS en cloudflare-dns\.com está saturado, lento o con problemas\./,
    )
    // An RCODE without a name is numbered in words of the language.
    const unnamed = [
      { query: 'shop.example.com', type: 'CAA', rcode: 9, dnssec: false },
    ] as const
    expect(describeFailures(spanish, unnamed)?.detail).toMatch(
      /consultar CAA en shop\.example\.com \(RCODE 9\)\./,
    )
    expect(describeFailures(english(), unnamed)?.detail).toMatch(
      /look up CAA at shop\.example\.com \(RCODE 9\)\./,
    )
  })
})
