import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { config } from '../../lib/env'
import type { ArmedFault, Fault, Faults } from '../../mocks/faults'
import './demo-faults.css'
import { FieldError } from '../../components/field-error'

// Lets staff (and tests) see the app under trouble in demo mode: each switch
// arms a fault in the demo API, which the next request, or every request,
// then meets. Nothing is refetched here; the next request shows the effect.

type RetryAfter = Extract<Fault, { kind: 'rate-limit' }>['retryAfter']
type AppliesTo = 'next' | 'every'
type AnswerKind = Exclude<Fault['kind'], 'rate-limit' | 'slow' | 'wrong-shape'>

const RETRY_AFTER_OPTIONS: { value: RetryAfter; label: string }[] = [
  { value: 'seconds', label: 'In seconds' },
  { value: 'http-date', label: 'As an HTTP-date' },
  { value: 'none', label: 'Missing' },
]

const ANSWERS: { kind: AnswerKind; label: string; hint: string }[] = [
  {
    kind: 'server-error',
    label: 'Server error 500',
    hint: 'Answers 500 Internal Server Error with the API’s usual error body.',
  },
  {
    kind: 'bad-gateway-html',
    label: 'Proxy error page 502',
    hint: 'Answers 502 with an HTML page instead of JSON, as a proxy in front of the API would.',
  },
  {
    kind: 'malformed-json',
    label: 'Malformed JSON',
    hint: 'Answers 200 with JSON cut off halfway, so the body cannot be read.',
  },
  {
    kind: 'cut-after-store',
    label: 'Connection cut after saving',
    hint: 'Does what was asked (adds the animal), then drops the connection before answering, so the app cannot know it worked.',
  },
  {
    kind: 'unauthorized',
    label: 'Key refused 401',
    hint: 'Answers 401 Invalid API key, as if the key had been revoked.',
  },
]

const RATE_LIMIT_LABEL = 'Next request answers 429 Too Many Requests'
const SLOW_LABEL = 'Slow network'

/** Whole seconds for Retry-After, as the header allows. */
const RETRY_SECONDS = { min: 0, max: 3600, step: 1 }
const DELAY_SECONDS = { min: 0.1, max: 120, step: 0.1 }

function labelFor(kind: Fault['kind']): string {
  if (kind === 'rate-limit') return '429 Too Many Requests'
  if (kind === 'slow') return SLOW_LABEL
  return ANSWERS.find((answer) => answer.kind === kind)?.label ?? kind
}

function parseSeconds(
  text: string,
  range: { min: number; max: number; step: number },
): number | null {
  if (text.trim() === '') return null
  const value = Number(text)
  if (!Number.isFinite(value) || value < range.min || value > range.max) {
    return null
  }
  if (range.step === 1 && !Number.isInteger(value)) return null
  return value
}

function plural(value: number, unit: string): string {
  return `${value} ${unit}${value === 1 ? '' : 's'}`
}

function retryAfterText(retryAfter: RetryAfter, seconds: number): string {
  if (retryAfter === 'seconds')
    return `Retry-After: ${seconds} (${plural(seconds, 'second')})`
  if (retryAfter === 'http-date')
    return `Retry-After as an HTTP-date ${plural(seconds, 'second')} ahead`
  return 'no Retry-After header'
}

function find<K extends Fault['kind']>(
  armed: readonly ArmedFault[],
  kind: K,
): { fault: Extract<Fault, { kind: K }>; remaining: number } | undefined {
  const item = armed.find((candidate) => candidate.fault.kind === kind)
  return item as
    { fault: Extract<Fault, { kind: K }>; remaining: number } | undefined
}

type Load =
  | { state: 'loading' }
  | { state: 'ready'; faults: Faults }
  | { state: 'failed'; message: string }

export function DemoFaults() {
  const [load, setLoad] = useState<Load>({ state: 'loading' })

  useEffect(() => {
    let mounted = true
    // Demo-only code: loaded on demand, like the rest of the mock API, so
    // live mode never downloads it.
    import('../../mocks/browser').then(
      ({ demoApi }) => {
        if (mounted) setLoad({ state: 'ready', faults: demoApi.faults })
      },
      (error: unknown) => {
        if (mounted) {
          setLoad({
            state: 'failed',
            message: error instanceof Error ? error.message : String(error),
          })
        }
      },
    )
    return () => {
      mounted = false
    }
  }, [])

  return (
    <section
      className="panel demo-faults"
      aria-labelledby="demo-faults-heading"
    >
      <h2 id="demo-faults-heading">Demo fault switches</h2>
      <p className="muted">
        Make the demo API misbehave to see how Adoption Desk copes. Only demo
        mode is affected, and every switch is off again after a page reload.
      </p>
      {load.state === 'ready' ? (
        <FaultSwitches faults={load.faults} />
      ) : load.state === 'failed' ? (
        <p className="notice bad">
          The fault switches could not be loaded: {load.message}
        </p>
      ) : (
        <p className="muted">Loading the fault switches…</p>
      )}
    </section>
  )
}

function FaultSwitches({ faults }: { faults: Faults }) {
  const armed = useSyncExternalStore(faults.subscribe, faults.snapshot)
  const rateLimit = find(armed, 'rate-limit')
  const slow = find(armed, 'slow')

  // The form remembers its settings from what is armed, so leaving Settings
  // and coming back shows the switches as they are.
  const [retryAfter, setRetryAfter] = useState<RetryAfter>(
    () => find(faults.snapshot(), 'rate-limit')?.fault.retryAfter ?? 'seconds',
  )
  const [retrySeconds, setRetrySeconds] = useState(() =>
    String(find(faults.snapshot(), 'rate-limit')?.fault.seconds ?? 5),
  )
  const [delay, setDelay] = useState(() =>
    String(find(faults.snapshot(), 'slow')?.fault.seconds ?? 3),
  )
  const [appliesTo, setAppliesTo] = useState<AppliesTo>(() =>
    faults
      .snapshot()
      .some(
        (item) =>
          ANSWERS.some((answer) => answer.kind === item.fault.kind) &&
          !Number.isFinite(item.remaining),
      )
      ? 'every'
      : 'next',
  )
  const [message, setMessage] = useState('')

  const ids = {
    rateLimit: useId(),
    retryAfter: useId(),
    retrySeconds: useId(),
    slow: useId(),
    delay: useId(),
    answers: useId(),
  }

  const parsedRetrySeconds = parseSeconds(retrySeconds, RETRY_SECONDS)
  const parsedDelay = parseSeconds(delay, DELAY_SECONDS)
  const retrySecondsInvalid =
    retryAfter !== 'none' && parsedRetrySeconds === null
  const delayInvalid = parsedDelay === null

  // Changes made here are announced as they are made; anything else that
  // changes the faults is a request using one up, announced as such.
  const changingHere = useRef(false)
  function change(action: () => void, announcement: string) {
    changingHere.current = true
    try {
      action()
    } finally {
      changingHere.current = false
    }
    setMessage(announcement)
  }

  useEffect(() => {
    let before = faults.snapshot()
    return faults.subscribe(() => {
      const after = faults.snapshot()
      if (!changingHere.current) {
        const usedUp = before.filter(
          (item) =>
            !after.some((other) => other.fault.kind === item.fault.kind),
        )
        if (usedUp.length > 0) {
          const names = usedUp.map((item) => labelFor(item.fault.kind))
          setMessage(
            `Used up: ${names.join(', ')} answered a request and ${names.length === 1 ? 'is' : 'are'} off now.`,
          )
        }
      }
      before = after
    })
  }, [faults])

  function armRateLimit(nextRetryAfter: RetryAfter, secondsText: string) {
    const seconds = parseSeconds(secondsText, RETRY_SECONDS)
    if (nextRetryAfter !== 'none' && seconds === null) {
      setMessage(
        `Enter whole seconds from ${RETRY_SECONDS.min} to ${RETRY_SECONDS.max} for Retry-After first.`,
      )
      return
    }
    change(
      () =>
        faults.add(
          {
            kind: 'rate-limit',
            retryAfter: nextRetryAfter,
            seconds: seconds ?? 0,
          },
          1,
        ),
      `429 armed: the next request gets 429 Too Many Requests with ${retryAfterText(nextRetryAfter, seconds ?? 0)}, then the switch turns itself off.`,
    )
  }

  function armSlow(secondsText: string) {
    const seconds = parseSeconds(secondsText, DELAY_SECONDS)
    if (seconds === null) {
      setMessage(
        `Enter a delay from ${DELAY_SECONDS.min} to ${DELAY_SECONDS.max} seconds first.`,
      )
      return
    }
    change(
      () => faults.add({ kind: 'slow', seconds }, Infinity),
      `Slow network on: every request waits ${plural(seconds, 'second')} until you turn it off.`,
    )
  }

  function armAnswer(kind: AnswerKind, nextAppliesTo: AppliesTo) {
    const label = labelFor(kind)
    change(
      () => faults.add({ kind }, nextAppliesTo === 'next' ? 1 : Infinity),
      nextAppliesTo === 'next'
        ? `${label} armed: the next request gets it, then the switch turns itself off.`
        : `${label} on: every request gets it until you turn it off.`,
    )
  }

  function turnOff(kind: Fault['kind']) {
    change(() => faults.remove(kind), `${labelFor(kind)} off.`)
  }

  function changeAppliesTo(next: AppliesTo) {
    setAppliesTo(next)
    const armedAnswers = ANSWERS.filter((answer) => find(armed, answer.kind))
    change(
      () => {
        for (const answer of armedAnswers) {
          faults.add({ kind: answer.kind }, next === 'next' ? 1 : Infinity)
        }
      },
      `Failing answers now apply to ${next === 'next' ? 'the next request only' : 'every request until turned off'}.`,
    )
  }

  function armedState(item: ArmedFault | undefined) {
    if (!item) return null
    return Number.isFinite(item.remaining)
      ? 'Armed: waiting for the next request.'
      : 'On for every request until turned off.'
  }

  return (
    <div className="demo-faults-form">
      <fieldset>
        <legend>Rate limit</legend>
        <Switch
          id={ids.rateLimit}
          label={RATE_LIMIT_LABEL}
          hint="One request only: the next request is refused with 429, and the switch turns itself off once used. The app waits as Retry-After says, then sends again."
          state={armedState(rateLimit)}
          checked={rateLimit !== undefined}
          onChange={(on) => {
            if (on) armRateLimit(retryAfter, retrySeconds)
            else turnOff('rate-limit')
          }}
        />
        <div className="demo-faults-row">
          <div className="field">
            <label htmlFor={ids.retryAfter}>Retry-After</label>
            <select
              id={ids.retryAfter}
              value={retryAfter}
              onChange={(event) => {
                const next = event.target.value as RetryAfter
                setRetryAfter(next)
                if (rateLimit) armRateLimit(next, retrySeconds)
              }}
            >
              {RETRY_AFTER_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.retrySeconds}>Seconds</label>
            <input
              id={ids.retrySeconds}
              type="number"
              inputMode="numeric"
              min={RETRY_SECONDS.min}
              max={RETRY_SECONDS.max}
              step={RETRY_SECONDS.step}
              value={retrySeconds}
              disabled={retryAfter === 'none'}
              aria-invalid={retrySecondsInvalid ? true : undefined}
              aria-describedby={`${ids.retrySeconds}-hint${retrySecondsInvalid ? ` ${ids.retrySeconds}-error` : ''}`}
              onChange={(event) => {
                setRetrySeconds(event.target.value)
                if (
                  rateLimit &&
                  parseSeconds(event.target.value, RETRY_SECONDS) !== null
                ) {
                  armRateLimit(retryAfter, event.target.value)
                }
              }}
            />
          </div>
        </div>
        <p id={`${ids.retrySeconds}-hint`} className="hint muted">
          {retryAfter === 'none'
            ? 'The answer has no Retry-After header, so the app backs off on its own.'
            : retryAfter === 'http-date'
              ? 'Retry-After is a date this many seconds after the answer.'
              : 'Retry-After is this many seconds.'}
        </p>
        <FieldError
          id={`${ids.retrySeconds}-error`}
          message={
            retrySecondsInvalid
              ? `Enter whole seconds from ${RETRY_SECONDS.min} to ${RETRY_SECONDS.max}.`
              : undefined
          }
        />
      </fieldset>

      <fieldset>
        <legend>Network speed</legend>
        <Switch
          id={ids.slow}
          label={SLOW_LABEL}
          hint="Every request waits before it is answered, until you turn this off."
          state={armedState(slow)}
          checked={slow !== undefined}
          onChange={(on) => {
            if (on) armSlow(delay)
            else turnOff('slow')
          }}
        />
        <div className="field demo-faults-number">
          <label htmlFor={ids.delay}>Delay (seconds)</label>
          <input
            id={ids.delay}
            type="number"
            inputMode="decimal"
            min={DELAY_SECONDS.min}
            max={DELAY_SECONDS.max}
            step={DELAY_SECONDS.step}
            value={delay}
            aria-invalid={delayInvalid ? true : undefined}
            aria-describedby={`${ids.delay}-hint${delayInvalid ? ` ${ids.delay}-error` : ''}`}
            onChange={(event) => {
              setDelay(event.target.value)
              if (
                slow &&
                parseSeconds(event.target.value, DELAY_SECONDS) !== null
              ) {
                armSlow(event.target.value)
              }
            }}
          />
          <p id={`${ids.delay}-hint`} className="hint">
            Requests give up after {config.requestTimeoutMs / 1000} seconds, so
            a longer delay shows the timeout.
          </p>
          <FieldError
            id={`${ids.delay}-error`}
            message={
              delayInvalid
                ? `Enter a delay from ${DELAY_SECONDS.min} to ${DELAY_SECONDS.max} seconds.`
                : undefined
            }
          />
        </div>
      </fieldset>

      <fieldset aria-describedby={`${ids.answers}-hint`}>
        <legend>Failing answers</legend>
        <p id={`${ids.answers}-hint`} className="hint muted">
          If several are on, a request gets only one of them; the others wait
          for the requests after it.
        </p>
        <fieldset className="demo-faults-applies">
          <legend>Applies to</legend>
          <label className="checkbox">
            <input
              type="radio"
              name={`${ids.answers}-applies`}
              value="next"
              checked={appliesTo === 'next'}
              onChange={() => changeAppliesTo('next')}
            />
            Next request only
          </label>
          <label className="checkbox">
            <input
              type="radio"
              name={`${ids.answers}-applies`}
              value="every"
              checked={appliesTo === 'every'}
              onChange={() => changeAppliesTo('every')}
            />
            Every request until turned off
          </label>
        </fieldset>
        {ANSWERS.map((answer) => {
          const item = find(armed, answer.kind)
          return (
            <Switch
              key={answer.kind}
              id={`${ids.answers}-${answer.kind}`}
              label={answer.label}
              hint={answer.hint}
              state={armedState(item)}
              checked={item !== undefined}
              onChange={(on) => {
                if (on) armAnswer(answer.kind, appliesTo)
                else turnOff(answer.kind)
              }}
            />
          )
        })}
      </fieldset>

      <div className="actions">
        <button
          type="button"
          className="secondary"
          onClick={() =>
            change(() => faults.clear(), 'All fault switches are off.')
          }
        >
          Turn all faults off
        </button>
        <p role="status" className="muted">
          {message}
        </p>
      </div>
    </div>
  )
}

function Switch(props: {
  id: string
  label: string
  hint: string
  /** Shown while on: armed for one request, or on until turned off. */
  state: string | null
  checked: boolean
  onChange: (on: boolean) => void
}) {
  const { id, label, hint, state, checked, onChange } = props
  return (
    <div className="checkbox">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={`${id}-hint${state ? ` ${id}-state` : ''}`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div>
        <label htmlFor={id}>{label}</label>
        <p id={`${id}-hint`} className="hint muted">
          {hint}
        </p>
        {state && (
          <p id={`${id}-state`} className="demo-faults-state">
            {state}
          </p>
        )}
      </div>
    </div>
  )
}
