import * as z from 'zod/mini'

const INT64_MIN = -(2n ** 63n)
const INT64_MAX = 2n ** 63n - 1n

/**
 * The exact decimal string of an int64, or null. Numbers must be safe integers:
 * a larger number has already lost digits, which is why JSON is parsed into
 * bigints first (see json.ts).
 */
export function toInt64String(value: unknown): string | null {
  let big: bigint
  if (typeof value === 'bigint') {
    big = value
  } else if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) return null
    big = BigInt(value)
  } else if (typeof value === 'string') {
    const text = value.trim()
    if (!/^-?\d+$/.test(text)) return null
    big = BigInt(text)
  } else {
    return null
  }
  return big >= INT64_MIN && big <= INT64_MAX ? big.toString() : null
}

/**
 * Why typed text is not an int64, or null when it is. The rule is shared;
 * each form says it in its own words.
 */
export function int64TextProblem(
  text: string,
): 'empty' | 'not-whole' | 'too-large' | null {
  const value = text.trim()
  if (!value) return 'empty'
  if (!/^-?\d+$/.test(value)) return 'not-whole'
  return toInt64String(value) === null ? 'too-large' : null
}

/** As z.int(), but a refine: z.int() brings zod's number-format code along. */
export const safeIntSchema = z
  .number()
  .check(z.refine((value) => Number.isSafeInteger(value)))

const INT64_MESSAGE =
  'Must be a whole number between -9223372036854775808 and 9223372036854775807'

// One transform for both schemas, so typed and received ids follow one rule.
// It checks the input's type itself: a pipe would bring zod's pipe and bigint
// schemas along for ids alone.
function toExactInt64(
  accepts: (value: unknown) => value is string | number | bigint,
) {
  return z.transform((value: unknown, ctx) => {
    const exact = accepts(value) ? toInt64String(value) : null
    if (exact === null) {
      ctx.issues.push({ code: 'custom', message: INT64_MESSAGE, input: value })
      return z.NEVER
    }
    return exact
  })
}

/** An int64 as it arrives in JSON (number or bigint), kept as an exact string. */
export const int64Schema = toExactInt64(
  (value): value is number | bigint =>
    typeof value === 'number' || typeof value === 'bigint',
)

/** An int64 typed by a person, kept as an exact string until it is sent. */
export const int64TextSchema = toExactInt64(
  (value): value is string => typeof value === 'string',
)

/**
 * An id as the desk keeps it in its own records (the Activity log, what the
 * Overview saw): an exact decimal string (decision 002). A refine, not
 * z.regex: zod's schemas module sits in the first load's chunk, and z.regex
 * would bring its string-format checks there for these records alone. Kept
 * here rather than in a module of its own, which became a lazy chunk of
 * 0.2 KB: one more round trip before Activity or the Overview first opens.
 */
export const storedIdSchema = z
  .string()
  .check(z.refine((text) => /^-?\d{1,19}$/.test(text)))
