import { type KeyboardEvent, useId, useState } from 'react'
import {
  type Limits,
  limitsFor,
  type Plan,
  PLANS,
  type PlanSettings as SavedPlan,
  savePlan,
  usePlan,
} from '../../../lib/rate-limit/plan'
import {
  formatCount,
  parseLimitText,
  PLAN_LABELS,
} from '../../../lib/rate-limit/plan.view'
import { useConnection } from '../../../lib/connection/use-connection'
import { useDayUsage } from '../../../lib/rate-limit/day-count'
import './plan-settings.css'
import { Field } from '../../../components/field'

type LimitField = 'perMinute' | 'perDay'

const FIELDS: readonly {
  name: LimitField
  label: string
  unit: string
}[] = [
  { name: 'perMinute', label: 'Requests per minute (agreed)', unit: 'minute' },
  { name: 'perDay', label: 'Requests per day (agreed)', unit: 'day' },
]

function describeLimits({ perMinute, perDay }: Limits): string {
  return `${formatCount(perMinute)} requests per minute, ${formatCount(perDay)} requests per day`
}

function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`
}

/** Saves as soon as it changes: an Enterprise number once valid, on leaving the field or Enter. */
export function PlanSettings() {
  const saved = usePlan()
  const limits = limitsFor(saved)
  const ids = {
    heading: useId(),
    plan: useId(),
    limits: useId(),
    agreedHint: useId(),
    perMinute: useId(),
    perDay: useId(),
  }
  const [texts, setTexts] = useState<Record<LimitField, string>>(() => ({
    perMinute: saved.perMinute === undefined ? '' : String(saved.perMinute),
    perDay: saved.perDay === undefined ? '' : String(saved.perDay),
  }))
  // Errors show once a field was left, then follow the typing.
  const [checked, setChecked] = useState<Record<LimitField, boolean>>({
    perMinute: false,
    perDay: false,
  })
  const [message, setMessage] = useState('')

  function save(next: SavedPlan) {
    savePlan(next)
    const applied = limitsFor(next)
    setMessage(
      `Saved: ${PLAN_LABELS[next.plan]}, ${describeLimits(applied)}.${
        applied.usingFreeFallback
          ? ' Free’s limits apply until both agreed numbers are entered.'
          : ''
      }`,
    )
  }

  function choosePlan(value: string) {
    const plan = PLANS.find((candidate) => candidate === value)
    if (plan && plan !== saved.plan) save({ ...saved, plan })
  }

  function problem(field: (typeof FIELDS)[number]): string | null {
    if (!checked[field.name]) return null
    const text = texts[field.name]
    if (!text.trim())
      return `Enter the requests per ${field.unit} agreed for your plan`
    return parseLimitText(text).message
  }

  function commit(field: LimitField) {
    setChecked((before) => ({ ...before, [field]: true }))
    const { value } = parseLimitText(texts[field])
    if (value !== null && value !== saved[field])
      save({ ...saved, [field]: value })
  }

  function onKeyDown(field: LimitField, event: KeyboardEvent) {
    if (event.key === 'Enter') commit(field)
  }

  return (
    // No accessible name on the section: "Plan …" would compete with the Plan select.
    <section className="panel plan-settings">
      <h2 id={ids.heading}>Plan and rate limits</h2>
      <p className="muted">
        Adoption Desk spaces out its requests to stay under your plan’s
        per-minute limit, and warns as today’s requests near the daily limit.
        Choose the plan of your API key: changes are saved as soon as you make
        them.
      </p>

      <div className="plan-row">
        <Field id={ids.plan} label="Plan" describedBy={[ids.limits]}>
          <select
            value={saved.plan}
            onChange={(event) => choosePlan(event.target.value)}
          >
            {PLANS.map((plan: Plan) => (
              <option key={plan} value={plan}>
                {PLAN_LABELS[plan]}
              </option>
            ))}
          </select>
        </Field>
        <p id={ids.limits} className="plan-limits">
          {saved.plan !== 'enterprise'
            ? describeLimits(limits)
            : limits.usingFreeFallback
              ? `Limits agreed with you; enter them below. Until then, Free’s apply: ${describeLimits(limits)}.`
              : `Agreed: ${describeLimits(limits)}`}
        </p>
      </div>

      {saved.plan === 'enterprise' && (
        <fieldset className="plan-agreed">
          <legend>Agreed Enterprise limits</legend>
          <p id={ids.agreedHint} className="hint">
            Whole numbers from your agreement. Each is saved when you press
            Enter or leave its field.
          </p>
          {FIELDS.map((field) => {
            const id = ids[field.name]
            const error = problem(field)
            return (
              <Field
                key={field.name}
                id={id}
                label={field.label}
                describedBy={[ids.agreedHint]}
                error={error}
              >
                <input
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  spellCheck={false}
                  value={texts[field.name]}
                  onChange={(event) =>
                    setTexts((before) => ({
                      ...before,
                      [field.name]: event.target.value,
                    }))
                  }
                  onBlur={() => commit(field.name)}
                  onKeyDown={(event) => onKeyDown(field.name, event)}
                />
              </Field>
            )
          })}
        </fieldset>
      )}

      <p role="status" className="plan-saved">
        {message}
      </p>
      <UsageToday />
    </section>
  )
}

function UsageToday() {
  const usage = useDayUsage()
  const connection = useConnection()
  return (
    <p className="plan-usage">
      <strong>Today:</strong>{' '}
      {usage.source === 'server'
        ? `${formatCount(usage.count)} of ${formatCount(usage.limit)} requests used, as the server reports for this key (all browsers and devices); ${plural(usage.sentHere, 'request was', 'requests were')} sent from this browser.`
        : `${plural(usage.sentHere, 'request', 'requests')} of ${formatCount(usage.limit)} sent from this browser.`}
      {usage.nearlyUsed &&
        (usage.used
          ? ' The daily limit is reached.'
          : ' The daily limit is nearly reached.')}
      {connection.environment === 'demo' &&
        ' Demo mode requests are not counted: they stay in this browser.'}
    </p>
  )
}
