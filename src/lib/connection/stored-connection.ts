import { demoBaseUrl, productionBaseUrl, stagingBaseUrl } from './env'
import type { Area } from './key-area'

// What is stored about the connection, and the address and key it resolves
// to: read by connection.ts and by the page's boot step (src/boot/), which
// sends the list request before the app's scripts arrive, so it cannot use
// zod (the checks here are plain code) and must agree with the app exactly.

export const ENVIRONMENTS = ['demo', 'production', 'staging', 'custom'] as const
export type Environment = (typeof ENVIRONMENTS)[number]

export interface ConnectionSettings {
  environment: Environment
  customBaseUrl: string
  apiKey: string
  remember: boolean
}

export interface SavedKey {
  key: string
  for: string
}

export interface StoredConnection {
  environment: Environment
  customBaseUrl: string
  /** The saved key in each area (key-area.ts). */
  keys: Record<Area, SavedKey | null>
}

export type StoredSettings = Omit<StoredConnection, 'keys'>

export const SETTINGS_KEY = 'adoption-desk:connection'
export const API_KEY_KEY = 'adoption-desk:api-key'
/** Any non-empty key works against the mock; demo mode supplies its own. */
export const DEMO_API_KEY = 'demo-key'

export const DEFAULT_SETTINGS: StoredSettings = {
  environment: 'demo',
  customBaseUrl: '',
}

/** Each part on its own: a damaged address must not lose the environment. */
export function parseSettings(value: unknown): StoredSettings {
  const { environment, customBaseUrl } = (value ?? {}) as Record<
    string,
    unknown
  >
  return {
    environment:
      ENVIRONMENTS.find((name) => name === environment) ??
      DEFAULT_SETTINGS.environment,
    customBaseUrl:
      typeof customBaseUrl === 'string'
        ? customBaseUrl
        : DEFAULT_SETTINGS.customBaseUrl,
  }
}

/** A key with the address it was entered for, both non-empty; else null (never sent). */
export function parseSavedKey(value: unknown): SavedKey | null {
  const { key, for: at } = (value ?? {}) as Record<string, unknown>
  return typeof key === 'string' && key && typeof at === 'string' && at
    ? { key, for: at }
    : null
}

/** Null for a usable http(s) base URL; Settings words each fault (base-url-problem.ts). */
export type BaseUrlFault =
  'empty' | 'not-url' | 'protocol' | 'credentials' | 'query'

export function baseUrlFault(text: string): BaseUrlFault | null {
  const value = text.trim()
  if (!value) return 'empty'
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'not-url'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'protocol'
  if (url.username || url.password) return 'credentials'
  if (url.search || url.hash) return 'query'
  return null
}

/**
 * The address the build gives an environment (Production, Staging), else
 * null: all the page's boot step asks, as it leaves demo mode and a custom
 * address to the app (decision 021).
 */
export function configuredBaseUrl(environment: Environment): string | null {
  return environment === 'production'
    ? productionBaseUrl()
    : environment === 'staging'
      ? stagingBaseUrl()
      : null
}

export function baseUrlFor(
  environment: Environment,
  customBaseUrl: string,
): string | null {
  if (environment === 'demo') return demoBaseUrl()
  if (environment !== 'custom') return configuredBaseUrl(environment)
  return baseUrlFault(customBaseUrl) === null
    ? new URL(customBaseUrl.trim()).href.replace(/\/+$/, '')
    : null
}

/**
 * The saved key that goes to `baseUrl`, this tab's first: a key goes only to
 * the address it was entered for (another tab may have saved a different
 * environment than the one this tab's key belongs to).
 */
export function keyFor(
  keys: (SavedKey | null)[],
  baseUrl: string | null,
): SavedKey | null {
  return (
    keys.find(
      (saved) => saved !== null && baseUrl !== null && saved.for === baseUrl,
    ) ?? null
  )
}

/** The address and the key that goes there; `saved`: the key Settings shows. */
export function resolveStored(stored: StoredConnection): {
  baseUrl: string | null
  fitting: SavedKey | null
  saved: SavedKey | null
} {
  const baseUrl = baseUrlFor(stored.environment, stored.customBaseUrl)
  const { tab, device } = stored.keys
  // This tab's first (AREAS' order).
  const fitting = keyFor([tab, device], baseUrl)
  return { baseUrl, fitting, saved: fitting ?? tab ?? device }
}

export function effectiveApiKey(
  connection: Pick<ConnectionSettings, 'environment' | 'apiKey'>,
): string {
  return connection.environment === 'demo' ? DEMO_API_KEY : connection.apiKey
}
