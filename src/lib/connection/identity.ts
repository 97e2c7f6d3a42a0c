import { hashText } from '../util/hash'
import type { Connection } from './connection'
import { type Area, areaFor } from './key-area'
import { effectiveApiKey } from './stored-connection'

// Which server and key a stored thing belongs to, and where it is kept: the
// one answer every store uses. What belongs to a key (waits, the pace book,
// the header snapshot, import jobs, the Activity log, kept rows) is named by
// `name`; what belongs to a server (category names) by `serverName`.

/** Server and key, in memory only: it holds the key, so it is never stored. */
export type Target = string

export type { Area } from './key-area'

export interface Identity {
  /** The base URL without trailing slashes. */
  server: string
  target: Target
  /** A hash of server and key: names stored records without key material. */
  name: string
  serverName: string
  area: Area
}

/** The one normal form of a server: the same API with or without a trailing slash. */
export function normaliseServer(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '')
}

/** The target of a base URL and key (Settings testing a connection it has not saved). */
export function targetOf(baseUrl: string, apiKey = ''): Target {
  return `${normaliseServer(baseUrl)}\n${apiKey}`
}

export function targetName(target: Target): string {
  return hashText(target)
}

type KnownIdentity = (Identity & { hasKey: boolean }) | null

/**
 * Each connection's identity, made once: the connection store hands out one
 * object until what is saved changes, and a request asks for it several
 * times (the client, its headers, the import's runner, the Activity log),
 * each time hashing server and key twice (issue 31).
 */
const identities = new WeakMap<Connection, KnownIdentity>()

/**
 * The connection's identity; null with no server. `key` is false when there
 * is no key, so nothing of a key may be kept (a server's things still may).
 * The same object for the same connection: neither may be changed.
 */
export function identityOf(connection: Connection): KnownIdentity {
  let identity = identities.get(connection)
  if (identity === undefined) {
    identity = makeIdentity(connection)
    identities.set(connection, identity)
  }
  return identity
}

function makeIdentity(connection: Connection): KnownIdentity {
  if (connection.baseUrl === null) return null
  const key = effectiveApiKey(connection)
  const server = normaliseServer(connection.baseUrl)
  const target = targetOf(server, key)
  return {
    server,
    target,
    name: targetName(target),
    serverName: hashText(server),
    // Demo mode's key is built in and its data is the mock's: it is kept
    // like a remembered key. A key typed without Remember stays in the tab.
    area: areaFor(connection.environment === 'demo' || connection.remember),
    hasKey: key !== '',
  }
}

export function connectionTarget(connection: Connection): Target | null {
  return identityOf(connection)?.target ?? null
}

/** The stored name of a connection's server and key; null without a key, so nothing is kept. */
export function connectionName(connection: Connection): string | null {
  const identity = identityOf(connection)
  return identity?.hasKey ? identity.name : null
}
