import { createContext, useSyncExternalStore } from 'react'
import * as z from 'zod/mini'
import type { Transport } from '../../../lib/http/api-client'
import { config } from '../../../lib/connection/env'
import { createPersistedStore } from '../../../lib/tabs/persisted-store'
import { parseHostname } from '../names/domain-name'
import type { PlainKey } from './dns-messages'

// How Check DNS is answered. Two settings, kept in this browser for every
// tab, since they describe this browser's view of the internet, not a
// project: the DNS-over-HTTPS resolver it asks, and the certificate authority
// CAA records must allow (the build's VITE_CERTIFICATE_AUTHORITY unless the
// owner enters one; with neither, Check DNS lists what CAA allows). Each is
// stored bare, as it always was; an empty field goes back to the fallback.
// In demo mode, sample records in this page answer instead.

/** Builds demo mode's resolver for a CNAME value; the app provides it (features never import mocks). */
export type DemoDns = (platformHost: string | null) => Promise<Transport>
export const DemoDnsContext = createContext<DemoDns | null>(null)

export const DEFAULT_RESOLVER = 'https://cloudflare-dns.com/dns-query'
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** A field's reading: null when empty (the fallback), else `read`'s value or problem. */
function field(read: (text: string) => string | { problem: PlainKey }) {
  return z.transform((text: string, ctx) => {
    const value = text.trim() ? read(text.trim()) : null
    if (value === null || typeof value === 'string') return value
    ctx.issues.push({ code: 'custom', message: value.problem, input: text })
    return z.NEVER
  })
}

const resolverSchema = field((text) => {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return { problem: 'resolverNotUrl' }
  }
  // Answers over plain HTTP could be changed on the way; a local test resolver is the exception.
  const local = url.protocol === 'http:' && LOOPBACK.has(url.hostname)
  if (url.protocol !== 'https:' && !local)
    return { problem: 'resolverNotHttps' }
  const extra = url.username || url.password || url.search || url.hash
  return extra ? { problem: 'resolverExtra' } : url.href
})

/** A CAA issuer is a domain name (RFC 8659 §4.2), as CAA writes it. */
const authoritySchema = field((text) => {
  const parsed = /^[a-z]+:\/\/|\//i.test(text) ? null : parseHostname(text)
  return parsed?.ok ? parsed.ascii : { problem: 'authorityInvalid' }
})

function setting(key: string, fallback: string | null, schema: Schema) {
  const store = createPersistedStore<string | null>({
    key,
    fallback,
    schema,
    decode: (text) => text,
    encode: (value) => value ?? '',
  })
  return { fallback, schema, store }
}
type Schema = typeof resolverSchema

export const SETTINGS = {
  resolver: setting(
    'adoption-desk:doh-resolver',
    DEFAULT_RESOLVER,
    resolverSchema,
  ),
  authority: setting(
    'adoption-desk:certificate-authority',
    config.certificateAuthority,
    authoritySchema,
  ),
}
export type SettingName = keyof typeof SETTINGS

/** Saves a value read by its schema, or (null) goes back to the fallback; returns the value now. */
export function saveSetting(name: SettingName, value: string | null) {
  const { fallback, store } = SETTINGS[name]
  if (value === null || value === fallback) store.clear()
  else store.set(value)
  return value ?? fallback
}

function useSetting(name: SettingName): string | null {
  const { store } = SETTINGS[name]
  return useSyncExternalStore(store.subscribe, store.get)
}

export const useResolver = () => useSetting('resolver') ?? DEFAULT_RESOLVER
export const useAuthority = () => useSetting('authority')
