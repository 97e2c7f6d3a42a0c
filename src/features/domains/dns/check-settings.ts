import { useSyncExternalStore } from 'react'
import * as z from 'zod/mini'
import { config } from '../../../lib/connection/env'
import { createPersistedStore } from '../../../lib/tabs/persisted-store'
import { parseHostname } from '../names/domain-name'
import type { PlainKey } from './dns-messages'

// Check DNS's two settings, kept in this browser for every tab, since they
// describe this browser's view of the internet, not a project: the
// DNS-over-HTTPS resolver it asks, and the certificate authority CAA records
// must allow. The interface only says "the certificate authority", so that
// is the build's VITE_CERTIFICATE_AUTHORITY or the owner's; with neither,
// Check DNS lists what CAA allows. Each is stored bare, as it always was.

export const DEFAULT_RESOLVER = 'https://cloudflare-dns.com/dns-query'
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Ends a setting's reading with an issue whose message is the problem's key. */
const failing =
  (ctx: z.core.ParsePayload, input: string) => (problem: PlainKey) => {
    ctx.issues.push({ code: 'custom', message: problem, input })
    return z.NEVER
  }

const resolverSchema = z.transform((text: string, ctx) => {
  const fail = failing(ctx, text)
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
  return url.href
})

/** A CAA issuer is a domain name (RFC 8659 §4.2), as CAA writes it. */
const authoritySchema = z.transform((text: string, ctx) => {
  const fail = failing(ctx, text)
  if (!text.trim()) return fail('authorityEmpty')
  if (/^[a-z]+:\/\/|\//i.test(text)) return fail('authorityUrl')
  const parsed = parseHostname(text)
  return parsed.ok ? parsed.ascii : fail('authorityInvalid')
})

/** A setting kept bare under `key`, as it always was; `fallback` when nothing is saved. */
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

/** Saves a text that reads, or (null) goes back to the fallback; returns the value now. */
export function saveSetting(
  name: SettingName,
  text: string | null,
): string | null {
  const { schema, fallback, store } = SETTINGS[name]
  const read = text === null ? null : schema.safeParse(text)
  const value = read?.success ? read.data : null
  if (value === null || value === fallback) store.clear()
  else store.set(value)
  return value ?? fallback
}

export function useSetting(name: SettingName): string | null {
  const { store } = SETTINGS[name]
  return useSyncExternalStore(store.subscribe, store.get)
}

export const useResolver = () => useSetting('resolver') ?? DEFAULT_RESOLVER
export const useAuthority = () => useSetting('authority')
