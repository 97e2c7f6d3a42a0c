import { Link } from 'wouter'
import type { Plan } from '../../lib/rate-limit/plan'
import { PLAN_LABELS } from '../../lib/rate-limit/plan.view'
import type { Prerequisites as Ticked } from './domain-store'
import { Panel } from '../../components/panel'

export const PREREQUISITE_IDS = {
  plan: 'prerequisite-plan',
  dnsAccess: 'prerequisite-dns-access',
  deployed: 'prerequisite-deployed',
} as const

export const PREREQUISITE_LABELS = {
  dnsAccess: 'Access to the registrar’s DNS settings',
  deployed: 'A successful deploy of the project',
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
  const paid = isPaidPlan(plan)
  return (
    <Panel title="Prerequisites">
      <p className="muted">
        A custom domain needs all three. Tick the last two once they are true
        for this project.
      </p>
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
              <strong>A paid plan (Pro or above):</strong> your plan in Settings
              is {PLAN_LABELS[plan]}.
            </p>
          ) : (
            <div className="notice bad">
              <p>
                <strong>A paid plan (Pro or above) is needed.</strong> Your plan
                in Settings is {PLAN_LABELS[plan]}, so a domain cannot be
                attached until the plan is upgraded.
              </p>
              <p>
                Upgraded already?{' '}
                <Link to="/settings">Choose your plan in Settings</Link>.
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
              <label htmlFor={PREREQUISITE_IDS[which]}>
                {PREREQUISITE_LABELS[which]}
              </label>
            </div>
            <p id={`${PREREQUISITE_IDS[which]}-hint`} className="hint">
              {which === 'dnsAccess'
                ? 'You will add a record where the domain’s DNS is managed, usually at the registrar.'
                : 'The project has deployed successfully at least once, as the dashboard shows.'}
            </p>
          </li>
        ))}
      </ul>
    </Panel>
  )
}
