import { createContext, useSyncExternalStore } from 'react'
import type { Transport } from '../../../lib/http/api-client'
import type { Channel } from '../../../lib/tabs/channel'
import { persistedPerDesk } from '../../../lib/tabs/persisted-per-desk'
import { useTabs } from '../../../lib/tabs/tabs'
import type { PlainKey } from './dns-messages'

// The DNS-over-HTTPS resolver Check DNS asks: this browser's, not a project's,
// stored bare as it always was. In demo mode, sample records answer instead.

/** Builds demo mode's resolver for a CNAME value; the app provides it (features never import mocks). */
export type DemoDns = (platformHost: string | null) => Promise<Transport>
export const DemoDnsContext = createContext<DemoDns | null>(null)

export const DEFAULT_RESOLVER = 'https://cloudflare-dns.com/dns-query'
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** The resolver field's reading: null when empty (the default), else the URL or a problem. */
export function readResolver(
  text: string,
): string | null | { problem: PlainKey } {
  let url: URL
  if (!text.trim()) return null
  try {
    url = new URL(text.trim())
  } catch {
    return { problem: 'resolverNotUrl' }
  }
  // Answers over plain HTTP could be changed on the way; a local test resolver is the exception.
  const local = url.protocol === 'http:' && LOOPBACK.has(url.hostname)
  if (url.protocol !== 'https:' && !local)
    return { problem: 'resolverNotHttps' }
  const extra = url.username || url.password || url.search || url.hash
  return extra ? { problem: 'resolverExtra' } : url.href
}

const resolverIn = persistedPerDesk<string>({
  key: 'adoption-desk:doh-resolver',
  fallback: DEFAULT_RESOLVER,
  parse: (text) => {
    const url = readResolver(String(text))
    return typeof url === 'string' ? url : DEFAULT_RESOLVER
  },
  decode: (text) => text,
  encode: (value) => value,
})

/** Saves a resolver the field read, or (null) goes back to the default; returns the one now used. */
export function saveResolver(channel: Channel, value: string | null): string {
  const store = resolverIn(channel)
  if (value === null || value === DEFAULT_RESOLVER) store.clear()
  else store.set(value)
  return value ?? DEFAULT_RESOLVER
}

/** The desk's resolver, followed across its tabs. */
export function useResolver() {
  const store = resolverIn(useTabs().channel)
  return useSyncExternalStore(store.subscribe, store.get)
}
