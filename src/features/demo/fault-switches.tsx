import { useId } from 'react'
import { Field } from '../../components/field'
import type { FaultSwitchboard } from '../../lib/demo/demo-controls'
import { config } from '../../lib/connection/env'
import { useMessages } from '../../lib/i18n/use-messages'
import {
  ANSWERS,
  type AppliesTo,
  armedState,
  DELAY_SECONDS,
  findArmed,
  RETRY_AFTER_OPTIONS,
  RETRY_SECONDS,
  type RetryAfter,
} from './fault-choices'
import { type DemoKey, demoMessages } from './demo-messages'
import { FaultSwitch } from './fault-switch'
import { useFaultSwitches } from './use-fault-switches'

// Each switch arms a fault in the demo API, which the next request, or every
// request, then meets. Nothing is refetched here; the next request shows the
// effect.

const APPLIES_TO: { value: AppliesTo; label: DemoKey }[] = [
  { value: 'next', label: 'appliesNext' },
  { value: 'every', label: 'appliesEvery' },
]

type Switches = ReturnType<typeof useFaultSwitches>
type StateText = (key: DemoKey | null) => string | null

export function FaultSwitches({ faults }: { faults: FaultSwitchboard }) {
  const { armed, message, rateLimit, slow, answers, allOff } =
    useFaultSwitches(faults)
  const { t } = useMessages(demoMessages)
  const stateText = (key: DemoKey | null) => (key ? t(key) : null)

  return (
    <div className="demo-faults-form">
      <RateLimitFields rateLimit={rateLimit} stateText={stateText} />
      <NetworkSpeedFields slow={slow} stateText={stateText} />
      <FailingAnswersFields
        armed={armed}
        answers={answers}
        stateText={stateText}
      />

      <div className="actions">
        <button type="button" className="secondary" onClick={allOff}>
          {t('allOffButton')}
        </button>
        <p role="status" className="muted">
          {message}
        </p>
      </div>
    </div>
  )
}

function RateLimitFields({
  rateLimit,
  stateText,
}: {
  rateLimit: Switches['rateLimit']
  stateText: StateText
}) {
  const { t } = useMessages(demoMessages)
  const ids = { rateLimit: useId(), retryAfter: useId(), retrySeconds: useId() }
  return (
    <fieldset>
      <legend>{t('rateLimit')}</legend>
      <FaultSwitch
        id={ids.rateLimit}
        label={t('rateLimitLabel')}
        hint={t('rateLimitHint')}
        state={stateText(armedState(rateLimit.armed))}
        checked={rateLimit.armed !== undefined}
        onChange={rateLimit.toggle}
      />
      <div className="demo-faults-row">
        <Field id={ids.retryAfter} label="Retry-After">
          <select
            value={rateLimit.retryAfter}
            onChange={(event) =>
              rateLimit.setRetryAfter(event.target.value as RetryAfter)
            }
          >
            {RETRY_AFTER_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={ids.retrySeconds}
          label={t('secondsLabel')}
          hint={
            rateLimit.retryAfter === 'none'
              ? t('secondsHintNone')
              : rateLimit.retryAfter === 'http-date'
                ? t('secondsHintDate')
                : t('secondsHint')
          }
          error={
            rateLimit.secondsInvalid
              ? t('retrySecondsProblem', {
                  min: String(RETRY_SECONDS.min),
                  max: String(RETRY_SECONDS.max),
                })
              : null
          }
        >
          <input
            type="number"
            inputMode="numeric"
            min={RETRY_SECONDS.min}
            max={RETRY_SECONDS.max}
            step={RETRY_SECONDS.step}
            value={rateLimit.seconds}
            disabled={rateLimit.retryAfter === 'none'}
            onChange={(event) => rateLimit.setSeconds(event.target.value)}
          />
        </Field>
      </div>
    </fieldset>
  )
}

function NetworkSpeedFields({
  slow,
  stateText,
}: {
  slow: Switches['slow']
  stateText: StateText
}) {
  const { t } = useMessages(demoMessages)
  const ids = { slow: useId(), delay: useId() }
  return (
    <fieldset>
      <legend>{t('networkSpeed')}</legend>
      <FaultSwitch
        id={ids.slow}
        label={t('slowLabel')}
        hint={t('slowHint')}
        state={stateText(armedState(slow.armed))}
        checked={slow.armed !== undefined}
        onChange={slow.toggle}
      />
      <Field
        id={ids.delay}
        label={t('delayLabel')}
        className="demo-faults-number"
        hint={t('delayHint', { seconds: config.requestTimeoutMs / 1000 })}
        error={
          slow.delayInvalid
            ? t('delayProblem', {
                min: DELAY_SECONDS.min,
                max: DELAY_SECONDS.max,
              })
            : null
        }
      >
        <input
          type="number"
          inputMode="decimal"
          min={DELAY_SECONDS.min}
          max={DELAY_SECONDS.max}
          step={DELAY_SECONDS.step}
          value={slow.delay}
          onChange={(event) => slow.setDelay(event.target.value)}
        />
      </Field>
    </fieldset>
  )
}

function FailingAnswersFields({
  armed,
  answers,
  stateText,
}: {
  armed: Switches['armed']
  answers: Switches['answers']
  stateText: StateText
}) {
  const { t } = useMessages(demoMessages)
  const ids = { answers: useId() }
  return (
    <fieldset aria-describedby={`${ids.answers}-hint`}>
      <legend>{t('failingAnswers')}</legend>
      <p id={`${ids.answers}-hint`} className="hint muted">
        {t('failingHint')}
      </p>
      <fieldset className="demo-faults-applies">
        <legend>{t('appliesTo')}</legend>
        {APPLIES_TO.map((option) => (
          <label className="checkbox" key={option.value}>
            <input
              type="radio"
              name={`${ids.answers}-applies`}
              value={option.value}
              checked={answers.appliesTo === option.value}
              onChange={() => answers.setAppliesTo(option.value)}
            />
            {t(option.label)}
          </label>
        ))}
      </fieldset>
      {ANSWERS.map((answer) => {
        const item = findArmed(armed, answer.kind)
        return (
          <FaultSwitch
            key={answer.kind}
            id={`${ids.answers}-${answer.kind}`}
            label={t(answer.label)}
            hint={t(answer.hint)}
            state={stateText(armedState(item))}
            checked={item !== undefined}
            onChange={(on) => answers.toggle(answer.kind, on)}
          />
        )
      })}
    </fieldset>
  )
}
