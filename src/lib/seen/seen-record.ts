import * as z from 'zod/mini'
import { booleanSchema } from '../util/boolean-schema'
import { storedIdSchema } from '../http/int64'
import type { Connection } from '../connection/connection'
import { identityOf } from '../connection/identity'
import { AREAS, webStorageOf } from '../connection/key-area'
import { petStatusSchema } from '../pets/pet-schemas'
import {
  createPersistedStore,
  type PersistedStore,
} from '../tabs/persisted-store'
import type { Channel } from '../tabs/channel'
import { removeItem } from '../tabs/web-storage'

// What the Overview showed when a person first opened it or last pressed
// Mark as seen: the record "Since you last looked" compares with (decision
// 029). One per server and key, kept where the key is (this tab, or this
// device when it is remembered), named by the identity's hash: never the key.

/** Four answers of at most 100: anything beyond is not the desk's record. */
const MAX_SEEN = 400
/** Names beyond this are cut: the record names an animal, it does not keep it. */
const MAX_SEEN_NAME = 200

const seenAnimalSchema = z.object({
  id: storedIdSchema,
  name: z.string().check(z.refine((name) => name.length <= MAX_SEEN_NAME)),
  categoryId: storedIdSchema,
  status: z.optional(petStatusSchema),
})
export type SeenAnimal = z.infer<typeof seenAnimalSchema>

const seenRecordSchema = z.object({
  v: z.literal(1),
  /** When it was recorded, epoch ms. */
  at: z.number().check(z.refine(Number.isFinite)),
  /** Whether any answer then held 100: older animals lay beyond its window. */
  full: booleanSchema,
  /** Made by the first look itself, not by Mark as seen. */
  first: z.optional(booleanSchema),
  // A refinement, not z.maxLength: zod's checks module sits in the first
  // load's chunk, and maxLength would be its only user there.
  animals: z
    .array(seenAnimalSchema)
    .check(z.refine((animals) => animals.length <= MAX_SEEN)),
})
export type SeenRecord = z.infer<typeof seenRecordSchema>

const SEEN_PREFIX = 'adoption-desk:seen:'

/** The record's store for a connection; null without a key (nothing is kept). */
export function seenStoreFor(
  connection: Connection,
  channel: Channel,
): PersistedStore<SeenRecord | null> | null {
  const identity = identityOf(connection)
  if (!identity?.hasKey) return null
  return createPersistedStore<SeenRecord | null>({
    key: SEEN_PREFIX + identity.name,
    schema: z.nullable(seenRecordSchema),
    fallback: null,
    area: webStorageOf(identity.area),
    dropInvalid: true,
    channel,
  })
}

/** A record of these animals, cut to its limits. */
export function makeSeenRecord(
  animals: readonly SeenAnimal[],
  full: boolean,
  at: number,
  first = false,
): SeenRecord {
  return {
    v: 1,
    at,
    full,
    ...(first ? { first } : {}),
    animals: animals.slice(0, MAX_SEEN).map((animal) => ({
      ...animal,
      name: animal.name.slice(0, MAX_SEEN_NAME),
    })),
  }
}

function removeBoth(name: string) {
  for (const area of AREAS) removeItem(webStorageOf(area), SEEN_PREFIX + name)
}

/** Forget key: the records of the forgotten keys (their names: forgetApiKey) go with them. */
export function clearSeenRecords(names: readonly string[]): void {
  names.forEach(removeBoth)
}

/** Reset demo data: the demo's record named animals the reset replaced. */
export function clearSeenRecord(connection: Connection): void {
  const identity = identityOf(connection)
  if (identity) removeBoth(identity.name)
}
