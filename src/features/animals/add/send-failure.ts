import type { ApiError } from '../../../lib/http/api-error'
import {
  type AddAnimalForm,
  fieldOfServerMessage,
} from '../../../lib/pets/pet-form'
import { isUnknownOutcome } from '../../../lib/pets/use-create-pet'

// What a failed POST /pets means for the person who pressed the button:
// shown on the field a 400 names, or above the form in one of four ways.
// Each carries the error's own message; the notice words the rest.

export type Failure =
  | { kind: 'refused'; message: string }
  | { kind: 'not-created'; message: string }
  /** A 400 that names no field: the server's message, as it came. */
  | { kind: 'not-accepted'; message: string }
  | { kind: 'unknown'; message: string }

/** The notice above the form, or null when there is none (aborted, or shown on a field). */
export function describeFailure(error: ApiError): Failure | null {
  if (error.kind === 'aborted') return null
  if (error.isUnauthorized)
    return { kind: 'refused', message: error.serverMessage ?? error.message }
  if (error.kind === 'config' || error.kind === 'rate-limited') {
    return { kind: 'not-created', message: error.message }
  }
  if (error.kind === 'http' && error.status === 400) {
    // Shown on the field when the message names one (fieldFailure).
    return fieldOfServerMessage(error.serverMessage ?? error.message)
      ? null
      : { kind: 'not-accepted', message: error.message }
  }
  return isUnknownOutcome(error)
    ? { kind: 'unknown', message: error.message }
    : { kind: 'not-created', message: error.message }
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
