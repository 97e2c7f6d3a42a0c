import { config, demoBaseUrl } from './env'
import * as z from 'zod/mini'
import {
  createPersistedStore,
  type PersistedStore,
} from '../tabs/persisted-store'
import type { StorageArea } from '../tabs/web-storage'

// Which API the app talks to, and with which key. The key lives in
// sessionStorage, or in localStorage only when "Remember on this device" is
// ticked, and never anywhere else (no URL, no log, no error message). It is
// stored with the base URL it was entered for and sent only there: a key
// typed for Production must never reach a custom host.

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

export interface Connection extends ConnectionSettings {
  /** Null when the environment is not configured. */
  baseUrl: string | null
  label: string
  /** Changes whenever anything that decides which data we see changes; part of every query key. */
  scope: string
  /** For Settings to show (masked). It may be for another address: requests carry only `apiKey`. */
  savedKey: SavedKey | null
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

function normaliseBaseUrl(text: string): string {
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
      return baseUrlFault(customBaseUrl) === null
        ? normaliseBaseUrl(customBaseUrl)
        : null
  }
}

function labelFor(environment: Environment, baseUrl: string | null): string {
  if (environment === 'custom' && baseUrl) return new URL(baseUrl).host
  return ENVIRONMENT_LABELS[environment]
}

export interface StoredConnection {
  environment: Environment
  customBaseUrl: string
  keys: Record<StorageArea, SavedKey | null>
}

type StoredSettings = Omit<StoredConnection, 'keys'>
const DEFAULT_SETTINGS: StoredSettings = {
  environment: 'demo',
  customBaseUrl: '',
}

// Each part is read on its own: a damaged address must not lose the
// environment. (Two safeParses, not z.catch: that brings more of zod along.)
const settingsSchema = z.object({
  environment: z.unknown(),
  customBaseUrl: z.unknown(),
})
const environmentSchema = z.enum(ENVIRONMENTS)
const customBaseUrlSchema = z.string()

function parseSettings(value: unknown): StoredSettings {
  const parsed = settingsSchema.safeParse(value)
  if (!parsed.success) return DEFAULT_SETTINGS
  const { environment, customBaseUrl } = parsed.data
  return {
    environment:
      environmentSchema.safeParse(environment).data ??
      DEFAULT_SETTINGS.environment,
    customBaseUrl:
      customBaseUrlSchema.safeParse(customBaseUrl).data ??
      DEFAULT_SETTINGS.customBaseUrl,
  }
}

const savedKeySchema = z.object({
  key: z.string().check(z.minLength(1)),
  for: z.string().check(z.minLength(1)),
})

const settingsStore = createPersistedStore({
  key: SETTINGS_KEY,
  parse: parseSettings,
  fallback: DEFAULT_SETTINGS,
})

function keyStore(area: StorageArea) {
  return createPersistedStore<SavedKey | null>({
    key: API_KEY_KEY,
    area,
    parse: (stored) => {
      const saved = savedKeySchema.safeParse(stored)
      return saved.success ? saved.data : null
    },
    fallback: null,
    // A key without the address it was entered for could belong to any
    // environment, so it is never sent anywhere.
    dropInvalid: true,
  })
}
const keyStores: Record<StorageArea, PersistedStore<SavedKey | null>> = {
  session: keyStore('session'),
  local: keyStore('local'),
}

function readStored(): StoredConnection {
  return {
    ...settingsStore.get(),
    keys: { session: keyStores.session.get(), local: keyStores.local.get() },
  }
}

let generation = 0

function scopeFor(environment: Environment, baseUrl: string | null): string {
  return `${environment}:${baseUrl ?? 'unset'}:${generation}`
}

/**
 * A connection to try without saving it (Settings' Test connection). It
 * carries the saved connection's generation: only saving starts a new scope.
 */
export function resolveConnection(settings: ConnectionSettings): Connection {
  const baseUrl = baseUrlFor(settings.environment, settings.customBaseUrl)
  return {
    ...settings,
    baseUrl,
    label: labelFor(settings.environment, baseUrl),
    scope: scopeFor(settings.environment, baseUrl),
    savedKey:
      settings.apiKey && baseUrl
        ? { key: settings.apiKey, for: baseUrl }
        : null,
  }
}

function connectionFrom(stored: StoredConnection): Connection {
  const baseUrl = baseUrlFor(stored.environment, stored.customBaseUrl)
  const { session, local } = stored.keys
  // A key goes only to the address it was entered for. Another tab may have
  // saved a different environment than the one this tab's key belongs to.
  const fitting = [session, local].find(
    (saved) => saved !== null && baseUrl !== null && saved.for === baseUrl,
  )
  const savedKey = fitting ?? session ?? local
  return {
    environment: stored.environment,
    customBaseUrl: stored.customBaseUrl,
    apiKey: fitting?.key ?? '',
    remember: savedKey !== null && savedKey === local,
    baseUrl,
    label: labelFor(stored.environment, baseUrl),
    scope: scopeFor(stored.environment, baseUrl),
    savedKey,
  }
}

let stored: StoredConnection | null = null
let current: Connection | null = null
const listeners = new Set<() => void>()

/** What is saved, as this tab last read it (save-connection.ts builds on it). */
export function getStored(): StoredConnection {
  stored ??= readStored()
  return stored
}

export function getConnection(): Connection {
  current ??= connectionFrom(getStored())
  return current
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function sameKey(a: SavedKey | null, b: SavedKey | null): boolean {
  return a?.key === b?.key && a?.for === b?.for
}

/** Only a change of environment, address or key starts a new scope (cached data dropped). */
function apply(next: StoredConnection): boolean {
  stored = next
  const before = getConnection()
  const after = connectionFrom(next)
  const sourceChanged =
    before.environment !== after.environment ||
    before.baseUrl !== after.baseUrl ||
    before.apiKey !== after.apiKey
  if (
    !sourceChanged &&
    before.customBaseUrl === after.customBaseUrl &&
    before.remember === after.remember &&
    sameKey(before.savedKey, after.savedKey)
  ) {
    // The same object, so nothing re-renders and no scope is dropped.
    return false
  }
  if (sourceChanged) generation += 1
  current = { ...after, scope: scopeFor(after.environment, after.baseUrl) }
  listeners.forEach((listener) => listener())
  return sourceChanged
}

/** So two tabs never talk to different APIs without saying so. */
export function reloadConnection(): void {
  apply(readStored())
}

/** Settings saved in another tab apply here too; a session-only key stays in its tab. */
export function watchOtherTabs(): () => void {
  const stops = [settingsStore, keyStores.local].map((store) =>
    store.subscribe(() => {
      // This tab's own save applies itself once all of it is written.
      if (!writing) reloadConnection()
    }),
  )
  return () => stops.forEach((stop) => stop())
}

export function effectiveApiKey(connection: Connection): string {
  return connection.environment === 'demo' ? DEMO_API_KEY : connection.apiKey
}

let writing = false

/**
 * Writes as this tab's own save, whose notifications are not another tab's,
 * then applies it. Returns whether the data source changed.
 */
export function writeConnection(
  next: StoredConnection,
  parts: { keys: boolean; settings: boolean },
): boolean {
  writing = true
  try {
    if (parts.keys) {
      for (const which of ['session', 'local'] as const) {
        const saved = next.keys[which]
        if (saved) keyStores[which].set(saved)
        else keyStores[which].clear()
      }
    }
    if (parts.settings) {
      const { environment, customBaseUrl } = next
      settingsStore.set({ environment, customBaseUrl })
    }
  } finally {
    writing = false
  }
  return apply(next)
}
