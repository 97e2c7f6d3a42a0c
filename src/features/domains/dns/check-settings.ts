import { useSyncExternalStore } from 'react'
import { config } from '../../../lib/connection/env'
import { createPersistedStore } from '../../../lib/tabs/persisted-store'
import { parseHostname } from '../names/domain-name'

// Check DNS's two settings, kept in this browser for every tab, since they
// describe this browser's view of the internet, not a project: the
// DNS-over-HTTPS resolver it asks, and the certificate authority CAA records
// must allow. The interface only says "the certificate authority", so that
// is the build's VITE_CERTIFICATE_AUTHORITY or the owner's; with neither,
// Check DNS lists what CAA allows. Each is stored bare, as it always was.

export const DEFAULT_RESOLVER = 'https://cloudflare-dns.com/dns-query'
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

type Read = { ok: true; value: string } | { ok: false; problem: SettingProblem }
export type SettingProblem =
  | 'resolverEmpty'
  | 'resolverNotUrl'
  | 'resolverNotHttps'
  | 'resolverCredentials'
  | 'resolverQuery'
  | 'authorityEmpty'
  | 'authorityUrl'
  | 'authorityInvalid'

const fail = (problem: SettingProblem) => ({ ok: false, problem }) as const

function readResolver(text: string): Read {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    return fail(text.trim() ? 'resolverNotUrl' : 'resolverEmpty')
  }
  // Answers over plain HTTP could be changed on the way; a local test resolver is the exception.
  const local = url.protocol === 'http:' && LOOPBACK.has(url.hostname)
  if (url.protocol !== 'https:' && !local) return fail('resolverNotHttps')
  if (url.username || url.password) return fail('resolverCredentials')
  if (url.search || url.hash) return fail('resolverQuery')
  return { ok: true, value: url.href }
}

/** A CAA issuer is a domain name (RFC 8659 §4.2), as CAA writes it. */
function readAuthority(text: string): Read {
  if (!text.trim()) return fail('authorityEmpty')
  if (/^[a-z]+:\/\/|\//i.test(text)) return fail('authorityUrl')
  const parsed = parseHostname(text)
  return parsed.ok
    ? { ok: true, value: parsed.ascii }
    : fail('authorityInvalid')
}

const SETTINGS = {
  resolver: {
    key: 'adoption-desk:doh-resolver',
    fallback: DEFAULT_RESOLVER as string | null,
    read: readResolver,
  },
  authority: {
    key: 'adoption-desk:certificate-authority',
    fallback: config.certificateAuthority,
    read: readAuthority,
  },
}
export type SettingName = keyof typeof SETTINGS

/** The setting's stored form of a text, or why it cannot be one (a message key). */
export function readSetting(name: SettingName, text: string): Read {
  return SETTINGS[name].read(text)
}

/** The value when nothing is saved: the default resolver, the build's authority. */
export function fallbackOf(name: SettingName): string | null {
  return SETTINGS[name].fallback
}

const stores = {
  resolver: storeOf('resolver'),
  authority: storeOf('authority'),
}

function storeOf(name: SettingName) {
  const { key, fallback } = SETTINGS[name]
  return createPersistedStore<string | null>({
    key,
    decode: (text) => text,
    encode: (value) => value ?? '',
    parse: (stored) => {
      const read = typeof stored === 'string' ? readSetting(name, stored) : null
      return read?.ok ? read.value : fallback
    },
    fallback,
  })
}

/** Saves a text that reads, or (null) goes back to the fallback; returns the value now. */
export function saveSetting(
  name: SettingName,
  text: string | null,
): string | null {
  const read = text === null ? null : readSetting(name, text)
  const value = read?.ok ? read.value : null
  if (value === null || value === fallbackOf(name)) stores[name].clear()
  else stores[name].set(value)
  return value ?? fallbackOf(name)
}

export function useSetting(name: SettingName): string | null {
  const store = stores[name]
  return useSyncExternalStore(store.subscribe, store.get)
}

export const useResolver = () => useSetting('resolver') ?? DEFAULT_RESOLVER
export const useAuthority = () => useSetting('authority')
