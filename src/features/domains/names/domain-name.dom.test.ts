import { renderHook } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { LanguageContext, useMessages } from '../../../lib/i18n/use-messages'
import { spanishLanguage } from '../../../test/spanish'
import {
  describeName,
  extractHost,
  parseDomainInput,
  parseHostname,
  toUnicodeHost,
} from './domain-name'
import { namesMessages, sayNameProblem } from './names-messages'

function parsed(text: string) {
  const result = parseDomainInput(text)
  if (!result.ok)
    throw new Error(`Expected ${text} to parse: ${result.problem.code}`)
  return result.domain
}

/** Why `text` is refused, in the words the Domain field shows. */
function problem(text: string, example?: string): string {
  const result = parseDomainInput(text)
  if (result.ok) throw new Error(`Expected ${text} to be refused`)
  const english = renderHook(() => useMessages(namesMessages)).result.current.t
  return sayNameProblem(english, result.problem, example)
}

describe('what people paste', () => {
  it.each([
    ['shop.example.com', 'shop.example.com'],
    ['  Shop.Example.COM  ', 'shop.example.com'],
    ['https://shop.example.com', 'shop.example.com'],
    ['http://shop.example.com/some/path?q=1#top', 'shop.example.com'],
    ['HTTPS://SHOP.EXAMPLE.COM:8443/', 'shop.example.com'],
    ['//shop.example.com/', 'shop.example.com'],
    ['shop.example.com:443', 'shop.example.com'],
    ['shop.example.com.', 'shop.example.com'],
    ['https://shop.example.com./', 'shop.example.com'],
    ['shop。example。com', 'shop.example.com'],
  ])('%j is %s', (text, name) => {
    expect(parsed(text).name).toBe(name)
  })

  it('keeps only the host', () => {
    expect(extractHost(' ftp://a.example.com:21/x ')).toBe('a.example.com')
    expect(extractHost('example.com\\path')).toBe('example.com')
  })
})

describe('apex or subdomain, by the Public Suffix List', () => {
  it('treats a name right under a multi-label suffix as an apex', () => {
    expect(parsed('example.co.uk')).toEqual({
      name: 'example.co.uk',
      unicode: 'example.co.uk',
      apex: 'example.co.uk',
      host: '',
      kind: 'apex',
    })
  })

  it('finds the host labels of a subdomain', () => {
    expect(parsed('shop.example.co.uk')).toMatchObject({
      kind: 'subdomain',
      apex: 'example.co.uk',
      host: 'shop',
    })
    expect(parsed('a.b.example.com')).toMatchObject({
      kind: 'subdomain',
      apex: 'example.com',
      host: 'a.b',
    })
    expect(parsed('example.com').kind).toBe('apex')
  })

  it('uses ICANN suffixes only, as registrars do', () => {
    // github.io is a private suffix; the zone owner is github.io.
    expect(parsed('myproject.github.io')).toMatchObject({
      kind: 'subdomain',
      apex: 'github.io',
    })
  })

  it('refuses a public suffix itself', () => {
    expect(problem('co.uk')).toMatch(/co\.uk is a public suffix/)
    expect(problem('com.')).toMatch(/full domain/)
  })

  it('refuses names outside the public top-level domains', () => {
    expect(problem('intranet.local')).toMatch(
      /“\.local” is not a public top-level domain/,
    )
    expect(problem('shop.example.test')).toMatch(/not a public top-level/)
  })
})

describe('internationalised names', () => {
  it('turns Unicode into Punycode and keeps both forms', () => {
    const domain = parsed('https://Bücher.example.com/')
    expect(domain.name).toBe('xn--bcher-kva.example.com')
    expect(domain.unicode).toBe('bücher.example.com')
    expect(describeName(domain)).toBe(
      'bücher.example.com (xn--bcher-kva.example.com)',
    )
  })

  it('reads Punycode back into Unicode', () => {
    const domain = parsed('xn--e1afmkfd.xn--p1ai')
    expect(domain.unicode).toBe('пример.рф')
    expect(domain.kind).toBe('apex')
    expect(parsed('пример.рф').name).toBe('xn--e1afmkfd.xn--p1ai')
  })

  it('decodes Punycode like the URL parser encodes it', () => {
    for (const name of ['münchen', 'bücher', '日本語', 'ñandú', 'ελληνικά']) {
      const ascii = new URL(`http://${name}.example`).hostname.split('.')[0]
      expect(ascii).toMatch(/^xn--/)
      expect(toUnicodeHost(`${ascii}.example`)).toBe(`${name}.example`)
    }
  })

  it('leaves a label that is not valid Punycode as it is', () => {
    // Overflow and a non-basic code point: both RangeErrors in the package.
    expect(toUnicodeHost('xn--99999999999.example.com')).toBe(
      'xn--99999999999.example.com',
    )
    expect(toUnicodeHost('xn--!!.example.com')).toBe('xn--!!.example.com')
    expect(toUnicodeHost('xn--bcher-kva.example.com')).toBe(
      'bücher.example.com',
    )
  })

  it('describes an ASCII name by itself', () => {
    expect(describeName(parsed('example.com'))).toBe('example.com')
  })
})

describe('what is not a hostname', () => {
  it.each([
    ['', /Enter a domain/],
    ['   ', /Enter a domain/],
    ['https://', /Enter a domain/],
    ['192.168.1.10', /IP address/],
    ['http://10.0.0.1:8080/', /IP address/],
    ['[2001:db8::1]', /IP address/],
    ['localhost', /full domain/],
    ['example', /full domain/],
    ['shop_1.example.com', /only letters, digits, hyphens and dots/],
    ['shop example.com', /only letters, digits, hyphens and dots/],
    ['*.example.com', /wildcard/],
    ['me@example.com', /email/],
    ['example..com', /empty parts/],
    ['.example.com', /empty parts/],
    ['-shop.example.com', /start or end with a hyphen/],
    ['shop-.example.com', /start or end with a hyphen/],
    ['example.123', /not a valid domain name/],
    ['ex%61mple.com', /only letters/],
  ])('%j', (text, message) => {
    expect(problem(text)).toMatch(message)
  })

  it('limits a label to 63 characters and a name to 253', () => {
    expect(parsed(`${'a'.repeat(63)}.example.com`).host).toHaveLength(63)
    expect(problem(`${'a'.repeat(64)}.example.com`)).toMatch(
      /each part at most 63/,
    )
    const long = `${Array.from({ length: 5 }, () => 'a'.repeat(60)).join('.')}.example.com`
    expect(problem(long)).toMatch(/at most 253 characters/)
  })

  it('measures the Punycode form, which DNS stores', () => {
    // 26 characters here, but 80 once encoded.
    const label = '日本語漢字中文測試網域名稱'.repeat(2)
    expect(label).toHaveLength(26)
    expect(problem(`${label}.example.com`)).toMatch(/each part at most 63/)
  })
})

describe('the problems in words', () => {
  it('names the example the field suggests', () => {
    expect(problem('')).toBe('Enter a domain, for example shop.example.com')
    const hostname = parseHostname('10.0.0.1')
    if (hostname.ok) throw new Error('Expected an IP address to be refused')
    const english = renderHook(() => useMessages(namesMessages)).result.current
      .t
    expect(
      sayNameProblem(english, hostname.problem, 'edge.platform.example'),
    ).toBe(
      'That is an IP address. Enter a domain name, for example edge.platform.example',
    )
  })

  it('says them in Spanish, numbers in the Spanish locale', async () => {
    const language = await spanishLanguage()
    const spanish = renderHook(() => useMessages(namesMessages), {
      wrapper: ({ children }: { children: ReactNode }) =>
        createElement(LanguageContext, { value: language }, children),
    }).result.current.t
    const say = (text: string) => {
      const result = parseDomainInput(text)
      if (result.ok) throw new Error(`Expected ${text} to be refused`)
      return sayNameProblem(spanish, result.problem)
    }
    expect(say('shop example.com')).toBe(
      'Un dominio solo admite letras, dígitos, guiones y puntos',
    )
    expect(say('localhost')).toBe(
      'Falta la terminación: por ejemplo localhost.com o shop.localhost.com',
    )
    expect(say(`${'a'.repeat(64)}.example.com`)).toBe(
      'Demasiado largo: máximo 253 caracteres, y 63 cada parte',
    )
  })
})
