import { Link } from 'wouter'
import type { SummaryError } from '../../components/error-summary'
import { Panel } from '../../components/panel'
import type { Plan } from '../../lib/rate-limit/plan'
import { PLAN_LABELS } from '../../lib/rate-limit/plan.view'
import { useMessages } from '../../lib/i18n/use-messages'
import type { Prerequisites as Ticked } from './domain-store'
import { type DomainsT, domainsMessages } from './domains-messages'

const TICKED = ['dnsAccess', 'deployed'] as const
const idOf = (which: 'plan' | keyof Ticked) => `prerequisite-${which}`

/** What stands between the owner and adding a domain, as summary errors linked to the checklist. */
export function gateErrors(
  t: DomainsT,
  gate: { plan: Plan } & Ticked,
): SummaryError[] {
  const errors: SummaryError[] = TICKED.flatMap((which) =>
    gate[which]
      ? []
      : [
          {
            fieldId: idOf(which),
            message: t('tickFirst', { label: t(which) }),
          },
        ],
  )
  if (gate.plan !== 'free') return errors
  const message = t('needsPaidPlan', { plan: PLAN_LABELS[gate.plan] })
  return [{ fieldId: idOf('plan'), message }, ...errors]
}

/**
 * The procedure's prerequisites as a checklist. The plan is the one chosen
 * in Settings (the app cannot ask the platform), the other two only the
 * owner can know, so they tick them.
 */
export function Prerequisites({
  plan,
  ticked,
  onTick,
}: {
  plan: Plan
  ticked: Ticked
  onTick: (which: keyof Ticked, value: boolean) => void
}) {
  const { t } = useMessages(domainsMessages)
  const paid = plan !== 'free'
  return (
    <Panel title={t('prerequisites')}>
      <p className="muted">{t('prerequisitesIntro')}</p>
      <ul className="checklist">
        <li
          id={idOf('plan')}
          tabIndex={-1}
          className={paid ? 'checklist-met' : 'checklist-unmet'}
        >
          <div className={paid ? undefined : 'notice bad'}>
            <p>
              {paid && (
                <span aria-hidden="true" className="checklist-mark">
                  ✓
                </span>
              )}
              {t(paid ? 'paidPlanMet' : 'paidPlanMissing', {
                plan: PLAN_LABELS[plan],
              })}
            </p>
            {!paid && (
              <p>
                <Link to="/settings">{t('choosePlan')}</Link>
              </p>
            )}
          </div>
        </li>
        {TICKED.map((which) => (
          <li key={which}>
            <div className="checkbox">
              <input
                id={idOf(which)}
                type="checkbox"
                checked={ticked[which]}
                onChange={(event) => onTick(which, event.target.checked)}
              />
              <label htmlFor={idOf(which)}>{t(which)}</label>
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  )
}
