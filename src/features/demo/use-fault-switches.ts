import { useState, useSyncExternalStore } from 'react'
import type {
  ArmedFault,
  Fault,
  FaultSwitchboard,
} from '../../lib/demo/demo-controls'
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
import { useFaultAnnouncements } from './fault-announcements'

// The fault switches' state and actions, one hook per group of switches.
// What is armed comes from the demo API, so requests using a fault up show
// at once; each group remembers its settings from what is armed, so leaving
// Settings and coming back shows the switches as they are.

interface FaultActions {
  faults: FaultSwitchboard
  /** Changes the faults and announces the change as made here. */
  change: (action: () => void, announcement: string) => void
  announce: (message: string) => void
  turnOff: (kind: Fault['kind']) => void
}

export function useFaultSwitches(faults: FaultSwitchboard) {
  const armed = useSyncExternalStore(faults.subscribe, faults.snapshot)
  const { message, announce, change } = useFaultAnnouncements(faults)
  const actions: FaultActions = {
    faults,
    change,
    announce,
    turnOff: (kind) =>
      change(() => faults.remove(kind), `${labelFor(kind)} off.`),
  }
  return {
    armed,
    message,
    rateLimit: useRateLimitSwitch(actions, armed),
    slow: useSlowSwitch(actions, armed),
    answers: useAnswerSwitches(actions, armed),
    allOff: () => {
      change(() => faults.clear(), 'All fault switches are off.')
    },
  }
}

function useRateLimitSwitch(
  { faults, change, announce, turnOff }: FaultActions,
  armed: readonly ArmedFault[],
) {
  const [retryAfter, setRetryAfter] = useState<RetryAfter>(
    () =>
      findArmed(faults.snapshot(), 'rate-limit')?.fault.retryAfter ?? 'seconds',
  )
  const [retrySeconds, setRetrySeconds] = useState(() =>
    String(findArmed(faults.snapshot(), 'rate-limit')?.fault.seconds ?? 5),
  )
  const rateLimit = findArmed(armed, 'rate-limit')

  function arm(nextRetryAfter: RetryAfter, secondsText: string) {
    const seconds = parseSeconds(secondsText, RETRY_SECONDS)
    if (nextRetryAfter !== 'none' && seconds === null) {
      announce(`${RETRY_SECONDS_PROBLEM} for Retry-After first.`)
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

  return {
    armed: rateLimit,
    retryAfter,
    seconds: retrySeconds,
    secondsInvalid:
      retryAfter !== 'none' &&
      parseSeconds(retrySeconds, RETRY_SECONDS) === null,
    toggle: (on: boolean) => {
      if (on) arm(retryAfter, retrySeconds)
      else turnOff('rate-limit')
    },
    /** A new setting applies at once to a 429 already armed. */
    setRetryAfter: (next: RetryAfter) => {
      setRetryAfter(next)
      if (rateLimit) arm(next, retrySeconds)
    },
    setSeconds: (text: string) => {
      setRetrySeconds(text)
      if (rateLimit && parseSeconds(text, RETRY_SECONDS) !== null) {
        arm(retryAfter, text)
      }
    },
  }
}

function useSlowSwitch(
  { faults, change, announce, turnOff }: FaultActions,
  armed: readonly ArmedFault[],
) {
  const [delay, setDelay] = useState(() =>
    String(findArmed(faults.snapshot(), 'slow')?.fault.seconds ?? 3),
  )
  const slow = findArmed(armed, 'slow')

  function arm(secondsText: string) {
    const seconds = parseSeconds(secondsText, DELAY_SECONDS)
    if (seconds === null) {
      announce(`${DELAY_SECONDS_PROBLEM} first.`)
      return
    }
    change(
      () => faults.add({ kind: 'slow', seconds }, Infinity),
      `Slow network on: every request waits ${plural(seconds, 'second')} until you turn it off.`,
    )
  }

  return {
    armed: slow,
    delay,
    delayInvalid: parseSeconds(delay, DELAY_SECONDS) === null,
    toggle: (on: boolean) => {
      if (on) arm(delay)
      else turnOff('slow')
    },
    setDelay: (text: string) => {
      setDelay(text)
      if (slow && parseSeconds(text, DELAY_SECONDS) !== null) arm(text)
    },
  }
}

function useAnswerSwitches(
  { faults, change, turnOff }: FaultActions,
  armed: readonly ArmedFault[],
) {
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

  return {
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
  }
}
