import { createHash } from 'node:crypto'

// The Content-Security-Policy of the built app, made from the same build-time
// configuration as the app itself, so the API origins it may talk to are
// exactly the ones it was built for. Inline code is allowed only by its hash:
// every inline <script> and <style> of the built index.html is hashed here
// (decision 021), so a new one is allowed by being written there, never by
// 'unsafe-inline'.

/** Public DNS-over-HTTPS resolvers the custom-domain checks may ask. */
export const DOH_ORIGINS = ['https://cloudflare-dns.com', 'https://dns.google']

/** Local servers (e.g. `npm run mock-server`) work in any build. */
// (Chromium rejects an IPv6 literal such as http://[::1]:* in a source list.)
const LOOPBACK = ['http://localhost:*', 'http://127.0.0.1:*']

function originOf(url: string | undefined): string[] {
  if (!url) return []
  try {
    return [new URL(url).origin]
  } catch {
    return []
  }
}

/** Inline code of a page: each `<script>` without `src`, each `<style>`, as written. */
export function inlineBlocks(html: string): {
  script: string[]
  style: string[]
} {
  const bodies = (pattern: RegExp) =>
    [...html.matchAll(pattern)].map((match) => match[1] ?? '')
  return {
    script: bodies(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g),
    style: bodies(/<style\b[^>]*>([\s\S]*?)<\/style>/g),
  }
}

/** What lets a page's inline code run: a `'sha256-…'` source per block. */
export interface InlineHashes {
  script: string[]
  style: string[]
}

const sha256 = (code: string) =>
  `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`

export function inlineHashes(html: string): InlineHashes {
  const { script, style } = inlineBlocks(html)
  return {
    script: [...new Set(script.map(sha256))],
    style: [...new Set(style.map(sha256))],
  }
}

/**
 * @param inline the hashes of index.html's inline code (`inlineHashes`)
 * @param env the build's environment (VITE_BASE_URL, VITE_STAGING_BASE_URL,
 *   and CSP_CONNECT_SRC: extra space-separated origins, e.g. for a custom API)
 * @param where a `<meta>` tag cannot carry frame-ancestors; a header can
 */
export function contentSecurityPolicy(
  env: Record<string, string | undefined>,
  where: 'header' | 'meta',
  inline: InlineHashes = { script: [], style: [] },
): string {
  const connect = [
    "'self'",
    ...originOf(env.VITE_BASE_URL),
    ...originOf(env.VITE_STAGING_BASE_URL),
    ...DOH_ORIGINS,
    ...LOOPBACK,
    ...(env.CSP_CONNECT_SRC ?? '').split(/\s+/).filter(Boolean),
  ]
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inline.script]],
    ['style-src', ["'self'", ...inline.style]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', [...new Set(connect)]],
    // Demo mode's mock API is a service worker from our own origin.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ...(where === 'header'
      ? [['frame-ancestors', ["'none'"]] as [string, string[]]]
      : []),
  ]
  return directives
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/** Headers for the static host (and `vite preview`), beside the CSP. */
export function securityHeaders(
  env: Record<string, string | undefined>,
  inline?: InlineHashes,
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env, 'header', inline),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=()',
  }
}
