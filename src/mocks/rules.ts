// The mock API's own reading of requests, written from the interface document
// and kept apart from the client's zod schemas (src/lib/pets/pet-schemas.ts): if
// the client misread the interface, the mock must not share the mistake.
// Both are checked against docs/openapi.yaml (src/mocks/contract.dom.test.ts).

const PET_STATUSES = ['available', 'pending', 'sold'] as const
export type PetStatus = (typeof PET_STATUSES)[number]

export function isPetStatus(value: unknown): value is PetStatus {
  return PET_STATUSES.some((status) => status === value)
}

const INT64_MIN = -(2n ** 63n)
const INT64_MAX = 2n ** 63n - 1n

/**
 * The exact decimal text of an int64 from a lossless JSON value (a safe
 * number, or a bigint beyond 2^53) or from URL text; null otherwise.
 */
export function int64Text(value: unknown): string | null {
  let big: bigint
  if (typeof value === 'bigint') big = value
  else if (typeof value === 'number' && Number.isSafeInteger(value))
    big = BigInt(value)
  else if (typeof value === 'string' && /^-?\d+$/.test(value))
    big = BigInt(value)
  else return null
  return big >= INT64_MIN && big <= INT64_MAX ? big.toString() : null
}

export interface NewPetInput {
  name: string
  categoryId: string
  status?: PetStatus
}

type Verdict<T> =
  { ok: true; value: T } | { ok: false; code: string; message: string }

function reject(code: string, message: string) {
  return { ok: false as const, code, message }
}

/** `GET /pets` query: limit 1–100 (default 20), status one of PetStatus. */
export function readListQuery(
  params: URLSearchParams,
): Verdict<{ limit: number; status?: PetStatus }> {
  const limitText = params.get('limit')
  const status = params.get('status')
  const limit = limitText === null ? 20 : Number(limitText)
  if (
    (limitText !== null && !/^\d+$/.test(limitText)) ||
    limit < 1 ||
    limit > 100
  )
    return reject(
      'invalid_limit',
      'limit must be a whole number from 1 to 100.',
    )
  if (status !== null && !isPetStatus(status))
    return reject(
      'invalid_status',
      'status must be one of: available, pending, sold.',
    )
  return { ok: true, value: { limit, ...(status ? { status } : {}) } }
}

/**
 * `POST /pets` body, already parsed losslessly: name and categoryId required.
 * The mock also refuses a blank name (the interface only says "invalid
 * values"), and stores the name trimmed.
 */
export function readNewPet(body: unknown): Verdict<NewPetInput> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return reject(
      'invalid_body',
      'The request body must be a JSON object with name and categoryId.',
    )
  const record = body as Record<string, unknown>
  for (const field of ['name', 'categoryId'] as const) {
    if (record[field] === undefined)
      return reject('invalid_body', `${field} is required.`)
  }
  const name = typeof record.name === 'string' ? record.name.trim() : ''
  if (!name) return reject('invalid_body', 'name must be a non-blank string.')
  const categoryId = int64Text(
    typeof record.categoryId === 'string' ? null : record.categoryId,
  )
  if (categoryId === null)
    return reject(
      'invalid_body',
      'categoryId must be a whole number in the int64 range.',
    )
  if (record.status !== undefined && !isPetStatus(record.status))
    return reject(
      'invalid_body',
      'status must be one of: available, pending, sold.',
    )
  return {
    ok: true,
    value: {
      name,
      categoryId,
      ...(record.status !== undefined ? { status: record.status } : {}),
    },
  }
}
