import { describe, expect, it } from 'vitest'
import { parseDomainInput, type ParsedDomain } from '../names/domain-name'
import { recordFor, zoneFile, zoneFileLines } from './records'

const PLATFORM = 'projects.example-platform.test'

function domain(text: string): ParsedDomain {
  const result = parseDomainInput(text)
  if (!result.ok) throw new Error(result.problem.code)
  return result.domain
}

describe('the record to add', () => {
  it('is a CNAME for the host label of a subdomain', () => {
    expect(recordFor(domain('shop.example.com'), PLATFORM)).toEqual({
      type: 'CNAME',
      name: 'shop',
      fqdn: 'shop.example.com',
      value: PLATFORM,
      ttl: 3600,
    })
    expect(recordFor(domain('shop.example.co.uk'), PLATFORM).name).toBe('shop')
    expect(recordFor(domain('a.b.example.com'), PLATFORM).name).toBe('a.b')
  })

  it('is an ALIAS or ANAME at @ for an apex', () => {
    expect(recordFor(domain('example.co.uk'), PLATFORM)).toEqual({
      type: 'ALIAS or ANAME',
      name: '@',
      fqdn: 'example.co.uk',
      value: PLATFORM,
      ttl: 3600,
    })
  })

  it('has no value when the platform host is not configured', () => {
    expect(recordFor(domain('shop.example.com'), null).value).toBeNull()
  })

  it('uses the Punycode form for internationalised names', () => {
    expect(recordFor(domain('shop.bücher.de'), PLATFORM)).toMatchObject({
      name: 'shop',
      fqdn: 'shop.xn--bcher-kva.de',
    })
  })
})

describe('zone-file lines', () => {
  it('gives a subdomain one CNAME line with absolute names', () => {
    expect(zoneFileLines(domain('shop.example.com'), PLATFORM)).toEqual([
      'shop.example.com. 3600 IN CNAME projects.example-platform.test.',
    ])
  })

  it('gives an apex an ALIAS line and a commented ANAME alternative', () => {
    expect(zoneFileLines(domain('example.com'), PLATFORM)).toEqual([
      '; example.com. is an apex: use ALIAS or ANAME, whichever your DNS provider supports (not every provider does)',
      'example.com. 3600 IN ALIAS projects.example-platform.test.',
      '; example.com. 3600 IN ANAME projects.example-platform.test.',
    ])
  })

  it('does not add a second final dot', () => {
    expect(zoneFileLines(domain('www.example.com'), `${PLATFORM}.`)).toEqual([
      'www.example.com. 3600 IN CNAME projects.example-platform.test.',
    ])
  })

  it('says so instead of inventing a value', () => {
    expect(zoneFileLines(domain('shop.example.com'), null)).toEqual([
      '; shop.example.com. needs the CNAME value the dashboard shows: enter it under Record value',
    ])
  })

  it('groups every domain by its zone', () => {
    const text = zoneFile(
      [
        domain('shop.example.com'),
        domain('www.example.org'),
        domain('blog.example.com'),
      ],
      PLATFORM,
    )
    expect(text).toBe(
      [
        '; Zone example.com.',
        'shop.example.com. 3600 IN CNAME projects.example-platform.test.',
        'blog.example.com. 3600 IN CNAME projects.example-platform.test.',
        '',
        '; Zone example.org.',
        'www.example.org. 3600 IN CNAME projects.example-platform.test.',
      ].join('\n'),
    )
    expect(zoneFile([], PLATFORM)).toBe('')
  })
})
