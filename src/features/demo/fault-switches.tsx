import { useId } from 'react'
import { Field } from '../../components/field'
import type { FaultSwitchboard } from '../../lib/demo/demo-controls'
import { config } from '../../lib/connection/env'
import {
  ANSWERS,
  type AppliesTo,
  armedState,
  DELAY_SECONDS,
  DELAY_SECONDS_PROBLEM,
  findArmed,
  RATE_LIMIT_LABEL,
  RETRY_AFTER_OPTIONS,
  RETRY_SECONDS,
  RETRY_SECONDS_PROBLEM,
  type RetryAfter,
  SLOW_LABEL,
} from './fault-choices'
import { FaultSwitch } from './fault-switch'
import { useFaultSwitches } from './use-fault-switches'

// Each switch arms a fault in the demo API, which the next request, or every
// request, then meets. Nothing is refetched here; the next request shows the
// effect.

const APPLIES_TO: { value: AppliesTo; label: string }[] = [
  { value: 'next', label: 'Next request only' },
  { value: 'every', label: 'Every request until turned off' },
]

export function FaultSwitches({ faults }: { faults: FaultSwitchboard }) {
  const { armed, message, rateLimit, slow, answers, allOff } =
    useFaultSwitches(faults)
  const ids = {
    rateLimit: useId(),
    retryAfter: useId(),
    retrySeconds: useId(),
    slow: useId(),
    delay: useId(),
    answers: useId(),
  }

  return (
    <div className="demo-faults-form">
      <fieldset>
        <legend>Rate limit</legend>
        <FaultSwitch
          id={ids.rateLimit}
          label={RATE_LIMIT_LABEL}
          hint="One request only: the next request is refused with 429, and the switch turns itself off once used. The app waits as Retry-After says, then sends again."
          state={armedState(rateLimit.armed)}
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
                  {option.label}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id={ids.retrySeconds}
            label="Seconds"
            hint={
              rateLimit.retryAfter === 'none'
                ? 'The answer has no Retry-After header, so the app backs off on its own.'
                : rateLimit.retryAfter === 'http-date'
                  ? 'Retry-After is a date this many seconds after the answer.'
                  : 'Retry-After is this many seconds.'
            }
            error={
              rateLimit.secondsInvalid ? `${RETRY_SECONDS_PROBLEM}.` : null
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

      <fieldset>
        <legend>Network speed</legend>
        <FaultSwitch
          id={ids.slow}
          label={SLOW_LABEL}
          hint="Every request waits before it is answered, until you turn this off."
          state={armedState(slow.armed)}
          checked={slow.armed !== undefined}
          onChange={slow.toggle}
        />
        <Field
          id={ids.delay}
          label="Delay (seconds)"
          className="demo-faults-number"
          hint={`Requests give up after ${config.requestTimeoutMs / 1000} seconds, so a longer delay shows the timeout.`}
          error={slow.delayInvalid ? `${DELAY_SECONDS_PROBLEM}.` : null}
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

      <fieldset aria-describedby={`${ids.answers}-hint`}>
        <legend>Failing answers</legend>
        <p id={`${ids.answers}-hint`} className="hint muted">
          If several are on, a request gets only one of them; the others wait
          for the requests after it.
        </p>
        <fieldset className="demo-faults-applies">
          <legend>Applies to</legend>
          {APPLIES_TO.map((option) => (
            <label className="checkbox" key={option.value}>
              <input
                type="radio"
                name={`${ids.answers}-applies`}
                value={option.value}
                checked={answers.appliesTo === option.value}
                onChange={() => answers.setAppliesTo(option.value)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        {ANSWERS.map((answer) => {
          const item = findArmed(armed, answer.kind)
          return (
            <FaultSwitch
              key={answer.kind}
              id={`${ids.answers}-${answer.kind}`}
              label={answer.label}
              hint={answer.hint}
              state={armedState(item)}
              checked={item !== undefined}
              onChange={(on) => answers.toggle(answer.kind, on)}
            />
          )
        })}
      </fieldset>

      <div className="actions">
        <button type="button" className="secondary" onClick={allOff}>
          Turn all faults off
        </button>
        <p role="status" className="muted">
          {message}
        </p>
      </div>
    </div>
  )
}
