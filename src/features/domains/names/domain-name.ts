// The Public Suffix List, kept once in the build (decision 030).
import { parse } from 'tldts'
// Imported as `punycode/`: the bare name is Node's deprecated built-in.
import { toUnicode } from 'punycode/'
import type { NameProblem } from './names-messages'

// What people paste (a URL, a name with a port or a final dot) turned into
// the one form DNS and the dashboard use, or the problem that the form words.

/** A field a domain name is typed in: a URL keyboard, no capitals, fills or spelling. */
export const NAME_INPUT = {
  type: 'text',
  inputMode: 'url',
  autoComplete: 'off',
  autoCapitalize: 'none',
  spellCheck: false,
} as const

export type DomainKind = 'apex' | 'subdomain'

export interface ParsedDomain {
  /** The ASCII (Punycode) form: what DNS uses, and the domain's identity here. */
  name: string
  /** The form people read; equal to `name` unless the name is internationalised. */
  unicode: string
  /** The registrable domain under the public suffix, e.g. `example.co.uk`. */
  apex: string
  /** The labels left of the apex, e.g. `shop` or `a.b`; empty for an apex. */
  host: string
  kind: DomainKind
}

/** A parse's result, or why there is none. */
type Parse<T> = ({ ok: true } & T) | { ok: false; problem: NameProblem }

const MAX_LABEL = 63
const MAX_NAME = 253
const LDH_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/
// Ideographic and fullwidth full stops separate labels too (IDNA maps them to ".").
const OTHER_DOTS = /[\u3002\uff0e\uff61]/g

function fail(problem: NameProblem) {
  return { ok: false, problem } as const
}

/** Lower case, no final dot: how names are compared. */
export function normaliseName(name: string): string {
  return name.trim().toLowerCase().replace(/\.$/, '')
}

/** An absolute name for a zone file: with its final dot, so no origin is appended. */
export function absolute(name: string): string {
  return `${normaliseName(name)}.`
}

/** Keeps only the host part of what was pasted: no scheme, path, port, or final dot. */
export function extractHost(text: string): string {
  let value = text.trim().replace(OTHER_DOTS, '.')
  value = value.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/^\/\//, '')
  value = value.split(/[/?#\\]/, 1)[0] ?? ''
  // A port, but not the colons of a bracketed IPv6 address.
  if (!value.startsWith('[')) value = value.replace(/:\d*$/, '')
  return value.replace(/\.$/, '').trim()
}

/** A host name as DNS uses it (lower case, Punycode), or why it is not one; who can register it is parseDomainInput's. */
export function parseHostname(
  text: string,
): Parse<{ ascii: string; labels: string[] }> {
  const host = extractHost(text)
  if (!host) return fail({ code: 'empty' })
  if (host.includes('@')) return fail({ code: 'email' })
  if (host.startsWith('[') || /^[\d.]+$/.test(host)) return fail({ code: 'ip' })
  if (host.startsWith('*')) return fail({ code: 'wildcard' })
  if (!/^[\p{L}\p{M}\p{N}.-]+$/u.test(host)) return fail({ code: 'characters' })
  if (host.startsWith('.') || host.includes('..')) return fail({ code: 'dots' })
  if (!host.includes('.')) {
    return fail({ code: 'noEnding', name: host.toLowerCase() })
  }

  let ascii: string
  try {
    // The URL parser applies IDNA (lower-cases, maps, Punycode-encodes), and
    // refuses a name ending in a number, which it reads as an IPv4 address.
    ascii = new URL(`http://${host}`).hostname
  } catch {
    return fail({ code: 'invalid', host })
  }

  const labels = ascii.split('.')
  if (ascii.length > MAX_NAME || labels.some((l) => l.length > MAX_LABEL)) {
    return fail({ code: 'tooLong', max: MAX_NAME, part: MAX_LABEL })
  }
  const bad = labels.find((label) => !LDH_LABEL.test(label))
  if (bad !== undefined) {
    return fail(
      bad.startsWith('-') || bad.endsWith('-')
        ? { code: 'hyphen', label: bad }
        : { code: 'characters' },
    )
  }
  return { ok: true, ascii, labels }
}

export function parseDomainInput(
  text: string,
): Parse<{ domain: ParsedDomain }> {
  const hostname = parseHostname(text)
  if (!hostname.ok) return hostname
  const { ascii, labels } = hostname

  const result = parse(ascii, { allowPrivateDomains: false })
  if (result.isIp) return fail({ code: 'ip' })
  const unicode = toUnicodeHost(ascii)
  const suffix = result.publicSuffix ?? labels.at(-1) ?? ''
  if (!result.isIcann) {
    return fail({
      code: 'notPublic',
      suffix: toUnicodeHost(suffix),
      name: unicode,
    })
  }
  if (!result.domain) return fail({ code: 'publicSuffix', name: unicode })
  const sub = result.subdomain ?? ''
  return {
    ok: true,
    domain: {
      name: ascii,
      unicode,
      apex: result.domain,
      host: sub,
      kind: sub ? 'subdomain' : 'apex',
    },
  }
}

/**
 * The Unicode form of an ASCII host name, which the browser cannot give (the
 * URL parser only encodes); a label that is not valid Punycode stays as typed.
 */
export function toUnicodeHost(ascii: string): string {
  const decode = (label: string) => {
    try {
      return toUnicode(label)
    } catch {
      return label
    }
  }
  return ascii.split('.').map(decode).join('.')
}

type Named = Pick<ParsedDomain, 'name' | 'unicode'>

/** How a stored (ASCII) name is shown: the Unicode form of the domain it names. */
export function shownName(domains: readonly Named[], name: string): string {
  return domains.find((domain) => domain.name === name)?.unicode ?? name
}

/** "bücher.example.com (xn--bcher-kva.example.com)", or just the name. */
export function describeName(domain: Named): string {
  return domain.unicode === domain.name
    ? domain.name
    : `${domain.unicode} (${domain.name})`
}
