import { Link } from 'wouter'
import type { SummaryError } from '../../components/error-summary'
import { Panel } from '../../components/panel'
import type { Plan } from '../../lib/rate-limit/plan'
import { PLAN_LABELS } from '../../lib/rate-limit/plan.view'
import { useMessages } from '../../lib/i18n/use-messages'
import { type DomainsT, domainsMessages } from './domains-messages'

const PLAN_ID = 'prerequisite-plan'

/** Why a domain cannot be added yet, as a summary error linked to the plan: Free cannot attach one. */
export function planErrors(t: DomainsT, plan: Plan): SummaryError[] {
  if (plan !== 'free') return []
  const message = t('needsPaidPlan', { plan: PLAN_LABELS[plan] })
  return [{ fieldId: PLAN_ID, message }]
}

/**
 * The procedure's prerequisites. The plan is the one chosen in Settings (the
 * app cannot ask the platform); the other two only the owner can know, so
 * they are stated, not asked.
 */
export function Prerequisites({ plan }: { plan: Plan }) {
  const { t } = useMessages(domainsMessages)
  const paid = plan !== 'free'
  const values = { plan: PLAN_LABELS[plan] }
  return (
    <Panel title={t('prerequisites')}>
      <p className="muted">{t('prerequisitesIntro')}</p>
      <div
        id={PLAN_ID}
        tabIndex={-1}
        className={paid ? undefined : 'notice bad'}
      >
        <p>{t(paid ? 'paidPlanMet' : 'paidPlanMissing', values)}</p>
        {!paid && (
          <p>
            <Link to="/settings">{t('choosePlan')}</Link>
          </p>
        )}
      </div>
    </Panel>
  )
}
