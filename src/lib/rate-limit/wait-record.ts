import * as z from 'zod/mini'
import { safeIntSchema } from '../http/int64'

// The stored wait's shape (decision 011), apart from its rules
// (wait-policy.ts), which the boot step runs without zod.

const time = z.number().check(z.refine(Number.isFinite))
const storedWaitSchema = z.object({
  v: z.literal(2),
  until: time,
  startedAt: time,
  reason: z.enum(['429', 'remaining-0']),
  beyond: z.nullable(time),
  /** 429s in a row without a readable wait, for the backoff; shared too. */
  strikes: safeIntSchema.check(z.gte(0), z.lte(100)),
  /**
   * The end a wait beyond a day asked for, once a person's Retry released it:
   * the next 429 holds beyond a day again, so one press sends once.
   */
  released: z.optional(time),
})
export type StoredWait = z.infer<typeof storedWaitSchema>

export function parseWait(stored: unknown): StoredWait | null {
  const parsed = storedWaitSchema.safeParse(stored)
  return parsed.success ? parsed.data : null
}
