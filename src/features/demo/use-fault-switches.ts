import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { Fault, FaultSwitchboard } from '../../lib/demo/demo-controls'
import {
  ANSWERS,
  type AnswerKind,
  type AppliesTo,
  DELAY_SECONDS,
  DELAY_SECONDS_PROBLEM,
  findArmed,
  isAnswerKind,
  labelFor,
  parseSeconds,
  plural,
  RETRY_SECONDS,
  RETRY_SECONDS_PROBLEM,
  type RetryAfter,
  retryAfterText,
} from './fault-choices'

/**
 * The fault switches' state and actions: what is armed (from the demo API,
 * so requests using a fault up show at once), the settings typed beside the
 * switches, and one announcement of the last change.
 */
export function useFaultSwitches(faults: FaultSwitchboard) {
  const armed = useSyncExternalStore(faults.subscribe, faults.snapshot)

  // The form remembers its settings from what is armed, so leaving Settings
  // and coming back shows the switches as they are.
  const [retryAfter, setRetryAfter] = useState<RetryAfter>(
    () =>
      findArmed(faults.snapshot(), 'rate-limit')?.fault.retryAfter ?? 'seconds',
  )
  const [retrySeconds, setRetrySeconds] = useState(() =>
    String(findArmed(faults.snapshot(), 'rate-limit')?.fault.seconds ?? 5),
  )
  const [delay, setDelay] = useState(() =>
    String(findArmed(faults.snapshot(), 'slow')?.fault.seconds ?? 3),
  )
  const [appliesTo, setAppliesTo] = useState<AppliesTo>(() =>
    faults
      .snapshot()
      .some(
        (item) =>
          isAnswerKind(item.fault.kind) && !Number.isFinite(item.remaining),
      )
      ? 'every'
      : 'next',
  )
  const [message, setMessage] = useState('')

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
      setMessage(`${RETRY_SECONDS_PROBLEM} for Retry-After first.`)
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
      setMessage(`${DELAY_SECONDS_PROBLEM} first.`)
      return
    }
    change(
      () => faults.add({ kind: 'slow', seconds }, Infinity),
      `Slow network on: every request waits ${plural(seconds, 'second')} until you turn it off.`,
    )
  }

  function turnOff(kind: Fault['kind']) {
    change(() => faults.remove(kind), `${labelFor(kind)} off.`)
  }

  const rateLimit = findArmed(armed, 'rate-limit')
  const slow = findArmed(armed, 'slow')

  return {
    armed,
    message,
    rateLimit: {
      armed: rateLimit,
      retryAfter,
      seconds: retrySeconds,
      secondsInvalid:
        retryAfter !== 'none' &&
        parseSeconds(retrySeconds, RETRY_SECONDS) === null,
      toggle: (on: boolean) => {
        if (on) armRateLimit(retryAfter, retrySeconds)
        else turnOff('rate-limit')
      },
      /** A new setting applies at once to a 429 already armed. */
      setRetryAfter: (next: RetryAfter) => {
        setRetryAfter(next)
        if (rateLimit) armRateLimit(next, retrySeconds)
      },
      setSeconds: (text: string) => {
        setRetrySeconds(text)
        if (rateLimit && parseSeconds(text, RETRY_SECONDS) !== null) {
          armRateLimit(retryAfter, text)
        }
      },
    },
    slow: {
      armed: slow,
      delay,
      delayInvalid: parseSeconds(delay, DELAY_SECONDS) === null,
      toggle: (on: boolean) => {
        if (on) armSlow(delay)
        else turnOff('slow')
      },
      setDelay: (text: string) => {
        setDelay(text)
        if (slow && parseSeconds(text, DELAY_SECONDS) !== null) armSlow(text)
      },
    },
    answers: {
      appliesTo,
      toggle: (kind: AnswerKind, on: boolean) => {
        if (!on) {
          turnOff(kind)
          return
        }
        const label = labelFor(kind)
        change(
          () => faults.add({ kind }, appliesTo === 'next' ? 1 : Infinity),
          appliesTo === 'next'
            ? `${label} armed: the next request gets it, then the switch turns itself off.`
            : `${label} on: every request gets it until you turn it off.`,
        )
      },
      /** Switches already on follow the new choice. */
      setAppliesTo: (next: AppliesTo) => {
        setAppliesTo(next)
        const armedAnswers = ANSWERS.filter((answer) =>
          findArmed(armed, answer.kind),
        )
        change(
          () => {
            for (const answer of armedAnswers) {
              faults.add({ kind: answer.kind }, next === 'next' ? 1 : Infinity)
            }
          },
          `Failing answers now apply to ${next === 'next' ? 'the next request only' : 'every request until turned off'}.`,
        )
      },
    },
    allOff: () => {
      change(() => faults.clear(), 'All fault switches are off.')
    },
  }
}
