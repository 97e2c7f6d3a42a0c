import { Link } from 'wouter'
import type { Plan } from '../../lib/rate-limit/plan'
import { PLAN_LABELS } from '../../lib/rate-limit/plan.view'
import type { Prerequisites as Ticked } from './domain-store'
import { Panel } from '../../components/panel'
import { useMessages } from '../../lib/i18n/use-messages'
import { domainsMessages } from './domains-messages'

export const PREREQUISITE_IDS = {
  plan: 'prerequisite-plan',
  dnsAccess: 'prerequisite-dns-access',
  deployed: 'prerequisite-deployed',
} as const

export function isPaidPlan(plan: Plan): boolean {
  return plan !== 'free'
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
  const { t, rich } = useMessages(domainsMessages)
  const paid = isPaidPlan(plan)
  return (
    <Panel title={t('prerequisites')}>
      <p className="muted">{t('prerequisitesIntro')}</p>
      <ul className="checklist">
        <li
          id={PREREQUISITE_IDS.plan}
          tabIndex={-1}
          className={paid ? 'checklist-met' : 'checklist-unmet'}
        >
          {paid ? (
            <p>
              <span aria-hidden="true" className="checklist-mark">
                ✓
              </span>
              {rich('paidPlanMet', {
                paidPlan: <strong>{t('paidPlan')}</strong>,
                plan: PLAN_LABELS[plan],
              })}
            </p>
          ) : (
            <div className="notice bad">
              <p>
                {rich('paidPlanMissing', {
                  needed: <strong>{t('paidPlanNeeded')}</strong>,
                  plan: PLAN_LABELS[plan],
                })}
              </p>
              <p>
                {rich('upgraded', {
                  link: <Link to="/settings">{t('choosePlan')}</Link>,
                })}
              </p>
            </div>
          )}
        </li>
        {(['dnsAccess', 'deployed'] as const).map((which) => (
          <li key={which}>
            <div className="checkbox">
              <input
                id={PREREQUISITE_IDS[which]}
                type="checkbox"
                checked={ticked[which]}
                onChange={(event) => onTick(which, event.target.checked)}
                aria-describedby={`${PREREQUISITE_IDS[which]}-hint`}
              />
              <label htmlFor={PREREQUISITE_IDS[which]}>{t(which)}</label>
            </div>
            <p id={`${PREREQUISITE_IDS[which]}-hint`} className="hint">
              {t(which === 'dnsAccess' ? 'dnsAccessHint' : 'deployedHint')}
            </p>
          </li>
        ))}
      </ul>
    </Panel>
  )
}
