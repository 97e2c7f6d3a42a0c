import { useCooldown, useCooldownRemaining } from '../lib/use-rate-limit'

/** Shown on every page while the app-wide 429 cooldown runs. */
export function CooldownBanner() {
  const current = useCooldown()
  const remaining = useCooldownRemaining()
  const seconds = Math.ceil(remaining / 1000)
  const visible = current !== null && remaining > 0
  const total = current ? Math.max(1, current.until - current.startedAt) : 1
  return (
    // The live region stays mounted so screen readers announce it when it fills.
    <div
      role="status"
      className={visible ? 'cooldown-banner' : 'visually-hidden'}
    >
      {visible && (
        <div className="cooldown-inner">
          <p>
            <strong>Rate limit reached — retrying in {seconds} s.</strong>{' '}
            <span className="muted">
              The server asked the app to wait; nothing is sent until then, so
              your key is not put at risk.
            </span>
          </p>
          <progress
            max={total}
            value={total - remaining}
            aria-label="Time waited for the rate limit"
          />
        </div>
      )}
    </div>
  )
}
