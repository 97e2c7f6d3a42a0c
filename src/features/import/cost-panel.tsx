import { hashKey, useQueryClient } from '@tanstack/react-query'
import { useEffect, useReducer } from 'react'
import { limitsFor, usePlan } from '../../lib/rate-limit/plan'
import { formatCount } from '../../lib/rate-limit/plan.view'
import { useDayUsage } from '../../lib/rate-limit/day-count'
import { animalQueries } from '../../lib/pets/pet-queries'
import { latestFreshUntil } from './check/latest-window'
import { formatDuration, importCost, requestsText } from './import-cost'

/**
 * Whether starting now costs a request for the latest 100 animals: not while
 * the cached answer is fresh (Check rows just loaded it). Shown again when
 * that answer changes or ages past fresh.
 */
function useRecordRequest(scope: string): 0 | 1 {
  const client = useQueryClient()
  const [, changed] = useReducer((count: number) => count + 1, 0)
  const until = latestFreshUntil(client, scope)
  useEffect(() => {
    const queryHash = hashKey(animalQueries.latest(scope).queryKey)
    const stop = client.getQueryCache().subscribe((event) => {
      if (event.query.queryHash === queryHash) changed()
    })
    const timer =
      until === null
        ? undefined
        : window.setTimeout(changed, Math.max(0, until - Date.now()) + 1)
    return () => {
      stop()
      window.clearTimeout(timer)
    }
  }, [client, scope, until])
  return until === null ? 1 : 0
}

/** What an import will cost (requests, time, today's quota), and the button that starts it. */
export function CostPanel({
  count,
  environment,
  scope,
  onImport,
}: {
  count: number
  environment: string
  scope: string
  onImport: () => void
}) {
  const limits = limitsFor(usePlan())
  const usage = useDayUsage()
  const record = useRecordRequest(scope)
  const demo = environment === 'demo'
  const cost = importCost(
    count,
    record,
    60_000 / limits.perMinute,
    demo ? null : usage,
  )
  return (
    <div className="panel import-cost">
      <h2>Before you import</h2>
      <ul>
        <li>{requestsText(count)}, one per animal, sent one at a time.</li>
        <li>
          {record
            ? '1 request before them for the latest 100 animals, '
            : 'The latest 100 animals, loaded just now, are noted first without a request, '}
          so that Check the list can tell the animals this import adds from
          older ones with the same name.
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
          This import needs {requestsText(cost.requests)}, more than today’s
          remaining quota: only {cost.fits}{' '}
          {cost.fits === 1 ? 'row fits' : 'rows fit'}. Remove rows to import at
          most {cost.fits} today, and the rest tomorrow.
        </p>
      ) : (
        <button type="button" onClick={onImport}>
          Import {count} {count === 1 ? 'animal' : 'animals'}
        </button>
      )}
    </div>
  )
}
