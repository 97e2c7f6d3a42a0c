import { type KeyboardEvent, useId, useState } from 'react'
import {
  type Limits,
  limitsFor,
  type Plan,
  PLANS,
  type PlanSettings as SavedPlan,
} from '../../../lib/rate-limit/plan'
import {
  type LimitProblem,
  readLimitText,
  savePlan,
  usePlan,
} from '../../../lib/rate-limit/plan.view'
import { useConnection } from '../../../lib/connection/use-connection'
import { useTabs } from '../../../lib/tabs/tabs'
import { type Speak, useMessages } from '../../../lib/i18n/use-messages'
import { useDayUsage } from '../../../lib/rate-limit/use-day-usage'
import './plan-settings.css'
import { Field } from '../../../components/field'
import { planMessages } from './plan-messages'

type LimitField = 'perMinute' | 'perDay'
type Say = Speak<typeof planMessages.english>['t']

const FIELDS = [
  { name: 'perMinute', empty: 'enterPerMinute' },
  { name: 'perDay', empty: 'enterPerDay' },
] as const

const PROBLEMS = {
  empty: 'empty',
  'too-small': 'tooSmall',
  'not-whole': 'notWhole',
  'too-large': 'tooLarge',
} as const satisfies Record<LimitProblem, string>

function describeLimits({ perMinute, perDay }: Limits, t: Say): string {
  return t('limits', { perMinute, perDay })
}

/** Saves as soon as it changes: an Enterprise number once valid, on leaving the field or Enter. */
export function PlanSettings() {
  const { t } = useMessages(planMessages)
  const { plan } = useTabs()
  const saved = usePlan()
  const limits = limitsFor(saved)
  const [message, setMessage] = useState('')
  const ids = {
    heading: useId(),
    plan: useId(),
    limits: useId(),
  }

  function save(next: SavedPlan) {
    savePlan(plan, next)
    const applied = limitsFor(next)
    setMessage(
      t(applied.usingFreeFallback ? 'savedFreeMeanwhile' : 'saved', {
        plan: t(next.plan),
        limits: describeLimits(applied, t),
      }),
    )
  }

  const fields = useLimitFields(saved, save)

  function choosePlan(value: string) {
    const plan = PLANS.find((candidate) => candidate === value)
    if (plan && plan !== saved.plan) save({ ...saved, plan })
  }

  return (
    // No accessible name on the section: "Plan …" would compete with the Plan select.
    <section className="panel plan-settings">
      <h2 id={ids.heading}>{t('title')}</h2>
      <p className="muted">{t('intro')}</p>

      <div className="plan-row">
        <Field id={ids.plan} label={t('plan')} describedBy={[ids.limits]}>
          <select
            value={saved.plan}
            onChange={(event) => choosePlan(event.target.value)}
          >
            {PLANS.map((plan: Plan) => (
              <option key={plan} value={plan}>
                {t(plan)}
              </option>
            ))}
          </select>
        </Field>
        <p id={ids.limits} className="plan-limits">
          {saved.plan !== 'enterprise'
            ? describeLimits(limits, t)
            : t(limits.usingFreeFallback ? 'freeMeanwhile' : 'agreed', {
                limits: describeLimits(limits, t),
              })}
        </p>
      </div>

      {saved.plan === 'enterprise' && <AgreedLimits fields={fields} />}

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
  const { t } = useMessages(planMessages)
  return (
    <p className="plan-usage">
      <strong>{t('today')}</strong>{' '}
      {usage.source === 'server'
        ? t('serverUsage', {
            used: usage.count,
            limit: usage.limit,
            count: usage.sentHere,
          })
        : t('localUsage', { count: usage.sentHere, limit: usage.limit })}
      {usage.nearlyUsed && ` ${t(usage.used ? 'reached' : 'nearly')}`}
      {connection.environment === 'demo' && ` ${t('demoNotCounted')}`}
    </p>
  )
}

/** The agreed limits' texts as typed, and their problems once a field was left. */
function useLimitFields(saved: SavedPlan, save: (next: SavedPlan) => void) {
  const { t } = useMessages(planMessages)
  const [texts, setTexts] = useState<Record<LimitField, string>>(() => ({
    perMinute: saved.perMinute === undefined ? '' : String(saved.perMinute),
    perDay: saved.perDay === undefined ? '' : String(saved.perDay),
  }))
  // Errors show once a field was left, then follow the typing.
  const [checked, setChecked] = useState<Record<LimitField, boolean>>({
    perMinute: false,
    perDay: false,
  })

  function problem(field: (typeof FIELDS)[number]): string | null {
    if (!checked[field.name]) return null
    const text = texts[field.name]
    if (!text.trim()) return t(field.empty)
    const { problem } = readLimitText(text)
    return problem === null ? null : t(PROBLEMS[problem])
  }

  function commit(field: LimitField) {
    setChecked((before) => ({ ...before, [field]: true }))
    const { value } = readLimitText(texts[field])
    if (value !== null && value !== saved[field])
      save({ ...saved, [field]: value })
  }

  function onKeyDown(field: LimitField, event: KeyboardEvent) {
    if (event.key === 'Enter') commit(field)
  }

  return { texts, setTexts, problem, commit, onKeyDown }
}

/** An Enterprise plan's own limits, saved once valid, on leaving a field or Enter. */
function AgreedLimits({
  fields,
}: {
  fields: ReturnType<typeof useLimitFields>
}) {
  const { t } = useMessages(planMessages)
  const ids = { agreedHint: useId(), perMinute: useId(), perDay: useId() }
  return (
    <fieldset className="plan-agreed">
      <legend>{t('agreedLegend')}</legend>
      <p id={ids.agreedHint} className="hint">
        {t('agreedHint')}
      </p>
      {FIELDS.map((field) => {
        const id = ids[field.name]
        const error = fields.problem(field)
        return (
          <Field
            key={field.name}
            id={id}
            label={t(field.name)}
            describedBy={[ids.agreedHint]}
            error={error}
          >
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              value={fields.texts[field.name]}
              onChange={(event) =>
                fields.setTexts((before) => ({
                  ...before,
                  [field.name]: event.target.value,
                }))
              }
              onBlur={() => fields.commit(field.name)}
              onKeyDown={(event) => fields.onKeyDown(field.name, event)}
            />
          </Field>
        )
      })}
    </fieldset>
  )
}
