import { type Answer, apiRequest, type Transport } from '../http/api-client'
import type { Activity } from '../activity/activity-log'
import { recordSend, type SendRecord } from '../activity/record-send'
import type { RateLimits } from '../rate-limit/rate-limits'
import { type Pet, petSchema } from './pet-schemas'
import type { NewPet } from './new-pet-schema'

// `POST /pets`, the one request that changes data. Every create (an add, an
// import row, a resend) goes through createPet, so each is recorded in the
// Activity log, outcome included, without the features knowing.

export interface CreateOptions {
  /** The page's rate-limit state (its Tabs'). */
  limits: RateLimits
  /** The page's Activity log (its Tabs', activityOf), where the send is recorded. */
  activity: Activity
  signal?: AbortSignal
  /** Gets the id of this send's Activity entry, for a link to it. */
  onLogged?: (entryId: string) => void
  /** Waiting for a rate-limit wait, or sent: as the client reports it, after the log has it. */
  onProgress?: (event: 'waiting' | 'sent') => void
  /** The send's record, started by a caller that stores its entry itself (recordStoredSend). */
  record?: SendRecord
  /** How the request goes when live: fetch unless given (the import's worker). */
  transport?: Transport<Answer>
}

/** The category id travels as a JSON number, exact beyond 2^53. */
export async function createPet(
  pet: NewPet,
  options: CreateOptions,
): Promise<Pet> {
  // The entry is filed under this connection, and the request goes to it,
  // even if Settings change meanwhile.
  const connection = options.limits.connection.get()
  const record = options.record ?? recordSend(options.activity, connection, pet)
  options.onLogged?.(record.id)
  try {
    const response = await apiRequest({
      method: 'POST',
      path: '/pets',
      body: {
        name: pet.name,
        categoryId: BigInt(pet.categoryId),
        ...(pet.status ? { status: pet.status } : {}),
      },
      schema: petSchema,
      signal: options.signal,
      limits: options.limits,
      connection,
      transport: options.transport,
      onProgress: (event) => {
        if (event === 'waiting') record.held()
        else record.sent()
        options.onProgress?.(event)
      },
    })
    record.added(response.data.id)
    return response.data
  } catch (error) {
    record.failed(error)
    throw error
  }
}
