export interface RateLimitVerdict {
  allowed: boolean
  limit: number
  remaining: number
  /** Epoch seconds when the window resets (the X-RateLimit-Reset value). */
  reset: number
  /** Whole seconds until requests are accepted again. */
  retryAfter: number
}

/** The Free plan's limit, per key, in fixed one-minute windows. */
export function createRateLimiter(
  options: { limit?: number; windowMs?: number; now?: () => number } = {},
) {
  const windowMs = options.windowMs ?? 60_000
  const now = options.now ?? Date.now
  let limit = options.limit ?? 60
  const windows = new Map<string, { start: number; count: number }>()

  function verdict(key: string, counted: boolean): RateLimitVerdict {
    const time = now()
    let window = windows.get(key)
    if (!window || time - window.start >= windowMs) {
      window = { start: time, count: 0 }
      windows.set(key, window)
    }
    if (counted) window.count += 1
    const resetMs = window.start + windowMs
    return {
      allowed: window.count <= limit,
      limit,
      remaining: Math.max(0, limit - window.count),
      reset: Math.ceil(resetMs / 1000),
      retryAfter: Math.max(1, Math.ceil((resetMs - time) / 1000)),
    }
  }

  return {
    hit: (key: string) => verdict(key, true),
    /** The key's window as it stands, without counting a request. */
    peek: (key: string) => verdict(key, false),
    setLimit(next: number) {
      limit = next
    },
    reset() {
      windows.clear()
    },
  }
}
export type RateLimiter = ReturnType<typeof createRateLimiter>
