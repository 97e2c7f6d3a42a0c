import { describe, expect, it } from 'vitest'
import { parseDomainInput, type ParsedDomain } from '../names/domain-name'
import { zoneFile, zoneFileLines } from './records'

const PLATFORM = 'projects.example-platform.test'

function domain(text: string): ParsedDomain {
  const result = parseDomainInput(text)
  if (!result.ok) throw new Error(result.problem.code)
  return result.domain
}

/**
 * What named-checkzone accepts, for the lines we write: comments, $ORIGIN,
 * and records of a standard type (ALIAS and ANAME are not).
 */
function bindRejects(text: string): string[] {
  const standard =
    /^(@|[a-z0-9-]+(\.[a-z0-9-]+)*) \d+ IN (CNAME|A|AAAA|CAA|MX|TXT) \S/
  return text
    .split('\n')
    .filter(
      (line) =>
        line !== '' &&
        !line.startsWith(';') &&
        !/^\$ORIGIN ([a-z0-9-]+\.)+$/.test(line) &&
        !standard.test(line),
    )
}

describe('zone-file lines', () => {
  it('gives a subdomain one CNAME line, relative to its zone', () => {
    expect(zoneFileLines(domain('shop.example.com'), PLATFORM)).toEqual([
      'shop 3600 IN CNAME projects.example-platform.test.',
    ])
  })

  it('gives an apex its ALIAS or ANAME as a comment saying to add it by hand (issue 35, 9)', () => {
    expect(zoneFileLines(domain('example.com'), PLATFORM)).toEqual([
      '; @ 3600 IN ALIAS projects.example-platform.test.',
      '; Zone files cannot hold ALIAS or ANAME: add this record by hand at your DNS provider, as ALIAS or ANAME (whichever it offers), for @ with the value projects.example-platform.test.',
    ])
    const text = zoneFile(
      [
        domain('example.com'),
        domain('shop.example.com'),
        domain('example.co.uk'),
      ],
      PLATFORM,
    )
    expect(bindRejects(text)).toEqual([])
  })

  it('does not add a second final dot', () => {
    expect(zoneFileLines(domain('www.example.com'), `${PLATFORM}.`)).toEqual([
      'www 3600 IN CNAME projects.example-platform.test.',
    ])
  })

  it('says so instead of inventing a value', () => {
    expect(zoneFileLines(domain('shop.example.com'), null)).toEqual([
      '; shop: needs the CNAME value the dashboard shows; enter it under DNS settings',
    ])
  })

  it('groups every domain by its zone, one $ORIGIN block each', () => {
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
        '$ORIGIN example.com.',
        'shop 3600 IN CNAME projects.example-platform.test.',
        'blog 3600 IN CNAME projects.example-platform.test.',
        '',
        '$ORIGIN example.org.',
        'www 3600 IN CNAME projects.example-platform.test.',
      ].join('\n'),
    )
    expect(bindRejects(text)).toEqual([])
    expect(zoneFile([], PLATFORM)).toBe('')
  })
})
