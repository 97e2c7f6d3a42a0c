// Build-time configuration. The interface only names `{base_url}`,
// `{staging_base_url}` and `{platform_host}` as placeholders, so they are set
// per deployment through Vite env variables. An unset URL leaves that
// environment unavailable in Settings instead of pointing somewhere wrong.

function readHttpUrl(value: string | undefined): string | null {
  try {
    // Unset or empty: not a URL either.
    const url = new URL(value ?? '')
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? url.href.replace(/\/+$/, '')
      : null
  } catch {
    return null
  }
}

/**
 * The API's addresses, apart from `config` so that the page's boot step
 * (src/boot/), which needs only them, does not carry the rest; read when
 * asked, so a test can set them (vi.stubEnv).
 */
export const productionBaseUrl = () =>
  readHttpUrl(import.meta.env.VITE_BASE_URL)
export const stagingBaseUrl = () =>
  readHttpUrl(import.meta.env.VITE_STAGING_BASE_URL)

export const config = {
  platformHost: import.meta.env.VITE_PLATFORM_HOST?.trim() || null,
  /** How long one request may take before it counts as timed out. */
  requestTimeoutMs: Number(import.meta.env.VITE_REQUEST_TIMEOUT_MS) || 15_000,
  /** Default category names, `1=Dogs,2=Cats` (parsed in categories.ts). */
  categories: import.meta.env.VITE_CATEGORIES ?? '',
  /** The authority the platform gets certificates from; the interface does not name one. */
  certificateAuthority:
    import.meta.env.VITE_CERTIFICATE_AUTHORITY?.trim().toLowerCase() || null,
} as const

/** Where the mock API answers in demo mode: same origin, under the app's base path. */
export function demoBaseUrl(): string {
  return new URL(
    `${import.meta.env.BASE_URL}demo-api/v1`,
    window.location.origin,
  ).href
}
