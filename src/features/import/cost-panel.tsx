import { Why } from '../../components/why'
import { hashKey, useQueryClient } from '@tanstack/react-query'
import { useEffect, useReducer } from 'react'
import { useMessages } from '../../lib/i18n/use-messages'
import { limitsFor } from '../../lib/rate-limit/plan'
import { usePlan } from '../../lib/rate-limit/plan.view'
import { useDayUsage } from '../../lib/rate-limit/use-day-usage'
import { animalQueries } from '../../lib/pets/pet-queries'
import { latestFreshUntil } from './check/latest-window'
import { importCost, roundDuration, rowEveryMs } from './import-cost'
import { durationText, importMessages } from './import-messages'

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
    rowEveryMs(limits),
    demo ? null : usage,
  )
  const { t, locale } = useMessages(importMessages)
  const left = cost.remainingToday
  return (
    <div className="panel import-cost">
      <h2>{t('costTitle')}</h2>
      <ul>
        <li>{t('costRequests', { count })}</li>
        <li>
          {record ? t('costRecord') : t('costNoRecord')}
          <Why>{t('costLatestWhy')}</Why>
        </li>
        <li>
          {t('costTime', {
            duration: durationText(t, locale, roundDuration(cost.durationMs)),
            perMinute: limits.perMinute,
          })}
        </li>
        <li>
          {left === null
            ? t('costDemo')
            : t(cost.fits === null ? 'costLeftEnough' : 'costLeft', {
                count: left,
                limit: limits.perDay,
              })}
        </li>
      </ul>
      {cost.fits !== null ? (
        <p className="notice bad" role="alert">
          {t('costTooMany', {
            requests: t('requests', { count: cost.requests }),
            count: cost.fits,
          })}
        </p>
      ) : (
        <button type="button" onClick={onImport}>
          {t('importRows', { count })}
        </button>
      )}
    </div>
  )
}
