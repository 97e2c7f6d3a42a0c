import { useSyncExternalStore } from 'react'
import { createPersistedStore } from '../../../lib/tabs/persisted-store'

// Which DNS-over-HTTPS resolver Check DNS asks. It describes this browser's
// view of the internet, not a project, so it is one setting for every
// environment.

export const DEFAULT_RESOLVER = 'https://cloudflare-dns.com/dns-query'
export const OTHER_RESOLVER_EXAMPLE = 'https://dns.google/resolve'
const RESOLVER_KEY = 'adoption-desk:doh-resolver'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

export type ResolverProblem =
  | 'resolverEmpty'
  | 'resolverNotUrl'
  | 'resolverNotHttps'
  | 'resolverCredentials'
  | 'resolverQuery'

/** Null when the text is a usable resolver URL, else why not (a message key). */
export function resolverProblem(text: string): ResolverProblem | null {
  const value = text.trim()
  if (!value) return 'resolverEmpty'
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'resolverNotUrl'
  }
  if (
    url.protocol !== 'https:' &&
    !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))
  ) {
    // Answers over plain HTTP could be changed on the way; a local test resolver is the exception.
    return 'resolverNotHttps'
  }
  if (url.username || url.password) return 'resolverCredentials'
  if (url.search || url.hash) {
    return 'resolverQuery'
  }
  return null
}

export function normaliseResolver(text: string): string {
  return new URL(text.trim()).href
}

// Shared by every tab: a resolver chosen in one applies in the others.
const resolverStore = createPersistedStore({
  key: RESOLVER_KEY,
  // Stored as the bare URL, not JSON, as it always was.
  decode: (text) => text,
  encode: (url) => url,
  parse: (stored) =>
    typeof stored === 'string' && resolverProblem(stored) === null
      ? stored
      : DEFAULT_RESOLVER,
  fallback: DEFAULT_RESOLVER,
})

/** Saves a resolver URL; the default (or null) removes the setting. */
export function saveResolver(url: string | null): void {
  if (url === null || url === DEFAULT_RESOLVER) resolverStore.clear()
  else resolverStore.set(url)
}

export function useResolver(): string {
  return useSyncExternalStore(resolverStore.subscribe, resolverStore.get)
}
