import { createContext, useSyncExternalStore } from 'react'
import * as z from 'zod/mini'
import type { Transport } from '../../../lib/http/api-client'
import { createPersistedStore } from '../../../lib/tabs/persisted-store'
import type { PlainKey } from './dns-messages'

// How Check DNS is answered: the DNS-over-HTTPS resolver it asks, kept in
// this browser for every tab, since it describes this browser's view of the
// internet, not a project. Stored bare, as it always was; an empty field
// goes back to the default. CAA is judged against the build's certificate
// authority (VITE_CERTIFICATE_AUTHORITY); with none, Check DNS lists what CAA
// allows. In demo mode, sample records in this page answer instead.

/** Builds demo mode's resolver for a CNAME value; the app provides it (features never import mocks). */
export type DemoDns = (platformHost: string | null) => Promise<Transport>
export const DemoDnsContext = createContext<DemoDns | null>(null)

export const DEFAULT_RESOLVER = 'https://cloudflare-dns.com/dns-query'
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

function read(text: string): string | { problem: PlainKey } {
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
}

/** The resolver field's reading: null when empty (the default), else the URL or a problem. */
export const resolverSchema = z.transform((text: string, ctx) => {
  const value = text.trim() ? read(text.trim()) : null
  if (value === null || typeof value === 'string') return value
  ctx.issues.push({ code: 'custom', message: value.problem, input: text })
  return z.NEVER
})

const store = createPersistedStore<string | null>({
  key: 'adoption-desk:doh-resolver',
  fallback: DEFAULT_RESOLVER,
  schema: resolverSchema,
  decode: (text) => text,
  encode: (value) => value ?? '',
})

/** Saves a resolver read by its schema, or (null) goes back to the default; returns the one now used. */
export function saveResolver(value: string | null): string {
  if (value === null || value === DEFAULT_RESOLVER) store.clear()
  else store.set(value)
  return value ?? DEFAULT_RESOLVER
}

export const useResolver = () =>
  useSyncExternalStore(store.subscribe, store.get) ?? DEFAULT_RESOLVER
