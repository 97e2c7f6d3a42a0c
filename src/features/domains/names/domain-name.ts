import { parse } from './public-suffix'
import { toUnicodeHost } from './punycode'

// What people paste into the Domain field is rarely a bare host name: it is a
// URL from the address bar, a name with a port, or an FQDN with its final
// dot. This turns it into the one form DNS and the dashboard use, or says in
// plain words why it is not a domain that can be attached.

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
  /** e.g. `co.uk`, as the Public Suffix List has it (ASCII). */
  publicSuffix: string
}

export type DomainParse =
  { ok: true; domain: ParsedDomain } | { ok: false; message: string }

const MAX_LABEL = 63
const MAX_NAME = 253
const LDH_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/
// Ideographic and fullwidth full stops separate labels too (IDNA maps them to ".").
const OTHER_DOTS = /[\u3002\uff0e\uff61]/g

function fail(message: string): DomainParse {
  return { ok: false, message }
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

export type HostnameParse =
  { ok: true; ascii: string; labels: string[] } | { ok: false; message: string }

/**
 * A host name as DNS uses it (lower case, Punycode), from what was pasted, or
 * why it is not one. Says nothing about who can register it: see
 * parseDomainInput. `example` is shown in the messages.
 */
export function parseHostname(
  text: string,
  example = 'shop.example.com',
): HostnameParse {
  const fail = (message: string) => ({ ok: false, message }) as const
  const host = extractHost(text)
  if (!host) return fail(`Enter a domain, for example ${example}`)

  if (host.includes('@')) {
    return fail(
      `Enter the domain only, without a user name or email address, for example ${example}`,
    )
  }
  if (host.startsWith('[') || /^[\d.]+$/.test(host)) {
    return fail(
      `That is an IP address. Enter a domain name, for example ${example}`,
    )
  }
  if (host.startsWith('*')) {
    return fail(
      `Wildcard domains cannot be used. Enter one name, for example ${example}`,
    )
  }
  if (/\s/.test(host)) return fail('A domain cannot contain spaces')
  if (!/^[\p{L}\p{M}\p{N}.-]+$/u.test(host)) {
    return fail('A domain can contain only letters, digits, hyphens and dots')
  }
  if (host.startsWith('.') || host.includes('..')) {
    return fail(
      'Check the dots: a domain has no empty parts, as in example..com or .example.com',
    )
  }
  if (!host.includes('.')) {
    return fail(
      `Enter the full domain with its ending, for example ${host.toLowerCase()}.com or shop.${host.toLowerCase()}.com`,
    )
  }
  if (/^\d+$/.test(host.slice(host.lastIndexOf('.') + 1))) {
    return fail('A domain cannot end in a number, as in example.123')
  }

  let ascii: string
  try {
    // The URL parser applies IDNA: lower-cases, maps and Punycode-encodes.
    ascii = new URL(`http://${host}`).hostname
  } catch {
    return fail(
      `“${host}” is not a valid domain name. Check for typing mistakes`,
    )
  }

  const labels = ascii.split('.')
  const long = labels.find((label) => label.length > MAX_LABEL)
  if (long) {
    return fail(
      `Each part of a domain can be at most ${MAX_LABEL} characters; “${long.slice(0, 20)}…” has ${long.length}`,
    )
  }
  if (ascii.length > MAX_NAME) {
    return fail(
      `A domain can be at most ${MAX_NAME} characters long; this one has ${ascii.length}`,
    )
  }
  const bad = labels.find((label) => !LDH_LABEL.test(label))
  if (bad !== undefined) {
    return fail(
      bad.startsWith('-') || bad.endsWith('-')
        ? `The parts of a domain cannot start or end with a hyphen, as “${bad}” does`
        : 'A domain can contain only letters, digits, hyphens and dots',
    )
  }
  return { ok: true, ascii, labels }
}

export function parseDomainInput(text: string): DomainParse {
  const hostname = parseHostname(text)
  if (!hostname.ok) return hostname
  const { ascii, labels } = hostname

  const result = parse(ascii, { allowPrivateDomains: false })
  if (result.isIp) {
    return fail(
      'That is an IP address. Enter a domain name, for example shop.example.com',
    )
  }
  const unicode = toUnicodeHost(ascii)
  const suffix = result.publicSuffix ?? labels.at(-1) ?? ''
  if (!result.isIcann) {
    return fail(
      `“.${toUnicodeHost(suffix)}” is not a public top-level domain, so ${unicode} cannot be reached from the internet`,
    )
  }
  if (!result.domain) {
    return fail(
      `${unicode} is a public suffix, under which anyone can register names, so it cannot be attached. Enter your own domain, for example example.${unicode}`,
    )
  }
  const sub = result.subdomain ?? ''
  return {
    ok: true,
    domain: {
      name: ascii,
      unicode,
      apex: result.domain,
      host: sub,
      kind: sub ? 'subdomain' : 'apex',
      publicSuffix: suffix,
    },
  }
}

/** "bücher.example.com (xn--bcher-kva.example.com)", or just the name. */
export function describeName(domain: {
  name: string
  unicode: string
}): string {
  return domain.unicode === domain.name
    ? domain.name
    : `${domain.unicode} (${domain.name})`
}
