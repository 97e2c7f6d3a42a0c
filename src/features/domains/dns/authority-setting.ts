import { useSyncExternalStore } from 'react'
import { config } from '../../../lib/connection/env'
import { createPersistedStore } from '../../../lib/tabs/persisted-store'

// The certificate authority the platform gets certificates from, which CAA
// records must allow. The interface only says "the certificate authority",
// so it is configuration, like {platform_host}: the build's
// VITE_CERTIFICATE_AUTHORITY by default, or what the owner enters on the
// domains page (kept in this browser, for every tab). With neither, Check
// DNS lists what CAA allows and leaves the comparison to the owner.

const AUTHORITY_KEY = 'adoption-desk:certificate-authority'

// A CAA issuer is a domain name (RFC 8659 §4.2): letters, digits, hyphens, dots.
const ISSUER =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

/** The authority as CAA names it: lower case, no trailing dot. */
export function normaliseAuthority(text: string): string {
  return text.trim().toLowerCase().replace(/\.$/, '')
}

export type AuthorityProblem =
  'authorityEmpty' | 'authorityUrl' | 'authorityInvalid'

/** Null when the text names an authority as CAA records do, else why not (a message key). */
export function authorityProblem(text: string): AuthorityProblem | null {
  const value = normaliseAuthority(text)
  if (!value) return 'authorityEmpty'
  if (/^[a-z]+:\/\//.test(value) || value.includes('/')) return 'authorityUrl'
  if (!ISSUER.test(value)) return 'authorityInvalid'
  return null
}

const authorityStore = createPersistedStore<string | null>({
  key: AUTHORITY_KEY,
  decode: (text) => text,
  encode: (value) => value ?? '',
  parse: (stored) =>
    typeof stored === 'string' && authorityProblem(stored) === null
      ? normaliseAuthority(stored)
      : config.certificateAuthority,
  fallback: config.certificateAuthority,
})

/** Saves the owner's authority; null (or the build's value) goes back to the build's. */
export function saveAuthority(value: string | null): void {
  const next = value === null ? null : normaliseAuthority(value)
  if (next === null || next === config.certificateAuthority)
    authorityStore.clear()
  else authorityStore.set(next)
}

export function useAuthority(): string | null {
  return useSyncExternalStore(authorityStore.subscribe, authorityStore.get)
}
