import { limitsFor, usePlan } from '../../lib/rate-limit/plan'
import { formatCount } from '../../lib/rate-limit/plan.view'
import { useDayUsage } from '../../lib/rate-limit/day-count'
import { formatDuration, importCost, requestsText } from './import-cost'

/** What an import will cost (requests, time, today's quota), and the button that starts it. */
export function CostPanel({
  count,
  environment,
  onImport,
}: {
  count: number
  environment: string
  onImport: () => void
}) {
  const limits = limitsFor(usePlan())
  const usage = useDayUsage()
  const demo = environment === 'demo'
  const cost = importCost(count, 60_000 / limits.perMinute, demo ? null : usage)
  return (
    <div className="panel import-cost">
      <h2>Before you import</h2>
      <ul>
        <li>
          {requestsText(cost.requests)}, one per animal, sent one at a time.
        </li>
        <li>
          Takes {formatDuration(cost.durationMs)} at your plan’s pace (
          {limits.perMinute} requests a minute, spread evenly).
        </li>
        <li>
          {cost.remainingToday === null
            ? 'Demo mode: these go to the demo API and do not count toward a daily quota.'
            : `${requestsText(cost.remainingToday)} left of today’s quota of ${formatCount(limits.perDay)}${
                cost.fits === null ? ': enough for this import.' : '.'
              }`}
        </li>
      </ul>
      {cost.fits !== null ? (
        <p className="notice bad" role="alert">
          This import needs {requestsText(count)}, more than today’s remaining
          quota: only {cost.fits} {cost.fits === 1 ? 'row fits' : 'rows fit'}.
          Remove rows to import at most {cost.fits} today, and the rest
          tomorrow.
        </p>
      ) : (
        <button type="button" onClick={onImport}>
          Import {count} {count === 1 ? 'animal' : 'animals'}
        </button>
      )}
    </div>
  )
}
