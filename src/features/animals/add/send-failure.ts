import { type ApiError, isApiError } from '../../../lib/http/api-error'
import type { Said } from '../../../lib/i18n/said'
import {
  type AddAnimalForm,
  fieldOfServerMessage,
} from '../../../lib/pets/pet-form'
import { isUnknownOutcome } from '../../../lib/pets/use-create-pet'

// What a failed POST /pets means for the person who pressed the button:
// shown on the field a 400 names, or above the form in one of four ways.
// Each carries the error's own words; the notice says the rest.

/** A failure's words: what the server wrote, as it came; else the app's, to speak in the chosen language (English `message` beside). */
export interface Words {
  message: string
  said: Said | null
}

export function wordsOf(error: unknown): Words {
  if (!isApiError(error))
    return {
      message: error instanceof Error ? error.message : String(error),
      said: null,
    }
  return error.serverMessage
    ? { message: error.serverMessage, said: null }
    : { message: error.message, said: error.said }
}

export type Failure = Words & {
  /** not-accepted: a 400 that names no field. */
  kind: 'refused' | 'not-created' | 'not-accepted' | 'unknown'
  /** An error answer (5xx): the server answered, yet may have stored it. */
  answered?: boolean
}

/** The notice above the form, or null when there is none (aborted, or shown on a field). */
export function describeFailure(error: ApiError): Failure | null {
  if (error.kind === 'aborted') return null
  if (error.isUnauthorized) return { kind: 'refused', ...wordsOf(error) }
  if (error.kind === 'config' || error.kind === 'rate-limited') {
    return { kind: 'not-created', ...wordsOf(error) }
  }
  if (error.kind === 'http' && error.status === 400) {
    // Shown on the field when the message names one (fieldFailure).
    return fieldOfServerMessage(error.serverMessage ?? error.message)
      ? null
      : { kind: 'not-accepted', ...wordsOf(error) }
  }
  return {
    kind: isUnknownOutcome(error) ? 'unknown' : 'not-created',
    ...(error.kind === 'http' ? { answered: true } : {}),
    ...wordsOf(error),
  }
}

/** A 400 whose message names a field: the field, and the server's message to show on it. */
export function fieldFailure(
  error: ApiError,
): { field: keyof AddAnimalForm; message: string } | null {
  if (error.kind !== 'http' || error.status !== 400) return null
  const message = error.serverMessage ?? error.message
  const field = fieldOfServerMessage(message)
  // A message that names no field is shown above the form instead.
  if (!field) return null
  return { field, message }
}
