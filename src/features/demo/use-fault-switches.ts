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
  findArmed,
  isAnswerKind,
  parseSeconds,
  RETRY_SECONDS,
  type RetryAfter,
} from './fault-choices'
import { useFaultAnnouncements, useFaultName } from './fault-announcements'
import { useMessages, type Speak } from '../../lib/i18n/use-messages'
import { demoMessages } from './demo-messages'

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
  t: Speak<typeof demoMessages.english>['t']
  nameOf: (kind: Fault['kind']) => string
}

export function useFaultSwitches(faults: FaultSwitchboard) {
  const armed = useSyncExternalStore(faults.subscribe, faults.snapshot)
  const { message, announce, change } = useFaultAnnouncements(faults)
  const { t } = useMessages(demoMessages)
  const nameOf = useFaultName()
  const actions: FaultActions = {
    faults,
    change,
    announce,
    t,
    nameOf,
    turnOff: (kind) =>
      change(() => faults.remove(kind), t('turnedOff', { name: nameOf(kind) })),
  }
  return {
    armed,
    message,
    rateLimit: useRateLimitSwitch(actions, armed),
    slow: useSlowSwitch(actions, armed),
    answers: useAnswerSwitches(actions, armed),
    allOff: () => {
      change(() => faults.clear(), t('allOff'))
    },
  }
}

function useRateLimitSwitch(
  { faults, change, announce, turnOff, t }: FaultActions,
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
      announce(
        t('retrySecondsFirst', {
          min: String(RETRY_SECONDS.min),
          max: String(RETRY_SECONDS.max),
        }),
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
      armedText(t, nextRetryAfter, seconds ?? 0),
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
  { faults, change, announce, turnOff, t }: FaultActions,
  armed: readonly ArmedFault[],
) {
  const [delay, setDelay] = useState(() =>
    String(findArmed(faults.snapshot(), 'slow')?.fault.seconds ?? 3),
  )
  const slow = findArmed(armed, 'slow')

  function arm(secondsText: string) {
    const seconds = parseSeconds(secondsText, DELAY_SECONDS)
    if (seconds === null) {
      announce(
        t('delayFirst', { min: DELAY_SECONDS.min, max: DELAY_SECONDS.max }),
      )
      return
    }
    change(
      () => faults.add({ kind: 'slow', seconds }, Infinity),
      t('slowOn', { count: seconds }),
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
  { faults, change, turnOff, t, nameOf }: FaultActions,
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
      const name = nameOf(kind)
      change(
        () => faults.add({ kind }, appliesTo === 'next' ? 1 : Infinity),
        appliesTo === 'next'
          ? t('answerArmedNext', { name })
          : t('answerOnEvery', { name }),
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
        next === 'next' ? t('nowApplyNext') : t('nowApplyEvery'),
      )
    },
  }
}

/** What arming a 429 announces; the header's seconds are its digits as sent. */
function armedText(
  t: FaultActions['t'],
  retryAfter: RetryAfter,
  seconds: number,
): string {
  if (retryAfter === 'seconds') {
    return t('armed429Seconds', { count: String(seconds) })
  }
  if (retryAfter === 'http-date') {
    return t('armed429Date', { count: String(seconds) })
  }
  return t('armed429None')
}
