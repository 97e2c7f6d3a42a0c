import { config, demoBaseUrl } from './env'
import { readItem, readJson, removeItem, writeItem, writeJson } from './storage'

// Which API the app talks to, and with which key. Settings write it; the API
// client reads it at send time; pages show it. The key lives in
// sessionStorage, or in localStorage only when "Remember on this device" is
// ticked, and never anywhere else (no URL, no log, no error message).

export const ENVIRONMENTS = ['demo', 'production', 'staging', 'custom'] as const
export type Environment = (typeof ENVIRONMENTS)[number]

export interface ConnectionSettings {
  environment: Environment
  customBaseUrl: string
  apiKey: string
  remember: boolean
}

export interface Connection extends ConnectionSettings {
  /** Absolute base URL requests go to; null when the environment is not configured. */
  baseUrl: string | null
  /** Short name for the header badge: Demo, Production, Staging or the custom host. */
  label: string
  /** Changes whenever anything that decides which data we see changes; part of every query key. */
  scope: string
}

const SETTINGS_KEY = 'adoption-desk:connection'
const API_KEY_KEY = 'adoption-desk:api-key'
/** Any non-empty key works against the mock; demo mode supplies its own. */
export const DEMO_API_KEY = 'demo-key'

export const ENVIRONMENT_LABELS: Record<Environment, string> = {
  demo: 'Demo',
  production: 'Production',
  staging: 'Staging',
  custom: 'Custom',
}

/** Null when the text is a usable http(s) base URL, else why not. */
export function baseUrlProblem(text: string): string | null {
  const value = text.trim()
  if (!value)
    return 'Enter the API base URL, for example https://api.example.com/v1'
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'Enter a full URL starting with https:// or http://'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return 'The API base URL must start with https:// or http://'
  }
  if (url.username || url.password) {
    return 'Leave credentials out of the URL; the API key goes in its own field'
  }
  if (url.search || url.hash) return 'The API base URL cannot contain ? or #'
  return null
}

export function normaliseBaseUrl(text: string): string {
  return new URL(text.trim()).href.replace(/\/+$/, '')
}

export function baseUrlFor(
  environment: Environment,
  customBaseUrl: string,
): string | null {
  switch (environment) {
    case 'demo':
      return demoBaseUrl()
    case 'production':
      return config.productionBaseUrl
    case 'staging':
      return config.stagingBaseUrl
    case 'custom':
      return baseUrlProblem(customBaseUrl) === null
        ? normaliseBaseUrl(customBaseUrl)
        : null
  }
}

function labelFor(environment: Environment, baseUrl: string | null): string {
  if (environment === 'custom' && baseUrl) return new URL(baseUrl).host
  return ENVIRONMENT_LABELS[environment]
}

function isEnvironment(value: unknown): value is Environment {
  return (
    typeof value === 'string' &&
    (ENVIRONMENTS as readonly string[]).includes(value)
  )
}

function loadSettings(): ConnectionSettings {
  const stored = readJson('local', SETTINGS_KEY)
  const record =
    typeof stored === 'object' && stored !== null
      ? (stored as Record<string, unknown>)
      : {}
  const localKey = readItem('local', API_KEY_KEY)
  const apiKey = readItem('session', API_KEY_KEY) ?? localKey ?? ''
  return {
    // Demo is the default while nothing was saved.
    environment: isEnvironment(record.environment)
      ? record.environment
      : 'demo',
    customBaseUrl:
      typeof record.customBaseUrl === 'string' ? record.customBaseUrl : '',
    apiKey,
    remember: localKey !== null,
  }
}

let generation = 0
export function resolveConnection(settings: ConnectionSettings): Connection {
  const baseUrl = baseUrlFor(settings.environment, settings.customBaseUrl)
  generation += 1
  return {
    ...settings,
    baseUrl,
    label: labelFor(settings.environment, baseUrl),
    scope: `${settings.environment}:${baseUrl ?? 'unset'}:${generation}`,
  }
}

let current: Connection | null = null
const listeners = new Set<() => void>()

export function getConnection(): Connection {
  current ??= resolveConnection(loadSettings())
  return current
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * Re-reads saved settings, e.g. after another tab saved different ones, so
 * two tabs never talk to different APIs without saying so.
 */
export function reloadConnection(): void {
  const next = loadSettings()
  const before = getConnection()
  if (
    before.environment === next.environment &&
    before.customBaseUrl === next.customBaseUrl &&
    before.apiKey === next.apiKey &&
    before.remember === next.remember
  ) {
    return
  }
  current = resolveConnection(next)
  listeners.forEach((listener) => listener())
}

/** The key requests carry: the saved one, or the built-in one in demo mode. */
export function effectiveApiKey(connection: Connection): string {
  return connection.environment === 'demo' ? DEMO_API_KEY : connection.apiKey
}

/** Saves settings; returns true when the data source changed (callers drop cached data). */
export function saveConnection(next: ConnectionSettings): boolean {
  const before = getConnection()
  writeJson('local', SETTINGS_KEY, {
    environment: next.environment,
    customBaseUrl: next.customBaseUrl.trim(),
  })
  removeItem('session', API_KEY_KEY)
  removeItem('local', API_KEY_KEY)
  if (next.apiKey)
    writeItem(next.remember ? 'local' : 'session', API_KEY_KEY, next.apiKey)

  const changed =
    before.environment !== next.environment ||
    baseUrlFor(before.environment, before.customBaseUrl) !==
      baseUrlFor(next.environment, next.customBaseUrl) ||
    before.apiKey !== next.apiKey
  current = changed ? resolveConnection(next) : { ...before, ...next }
  listeners.forEach((listener) => listener())
  return changed
}

/** The last four characters, for showing a saved key without revealing it. */
export function maskKey(key: string): string {
  if (!key) return ''
  return `•••• ${key.slice(-4)}`
}
