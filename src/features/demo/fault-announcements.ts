import { useEffect, useRef, useState } from 'react'
import type { ArmedFault, FaultSwitchboard } from '../../lib/demo/demo-controls'
import { useMessages } from '../../lib/i18n/use-messages'
import { labelFor } from './fault-choices'
import { demoMessages } from './demo-messages'

// One live message for the fault switches. Changes made with the switches
// are announced as they are made; anything else that changes the faults is
// a request using one up, announced as such.

/** A fault as the switches call it, in the chosen language. */
export function useFaultName() {
  const { t } = useMessages(demoMessages)
  return (kind: ArmedFault['fault']['kind']) => {
    const key = labelFor(kind)
    return key ? t(key) : kind
  }
}

interface UsedUp {
  kinds: ArmedFault['fault']['kind'][]
}

/** The faults a change made elsewhere turned off (none: it turned nothing off). */
function usedUp(
  before: readonly ArmedFault[],
  after: readonly ArmedFault[],
): ArmedFault[] {
  return before.filter(
    (item) => !after.some((other) => other.fault.kind === item.fault.kind),
  )
}

export function useFaultAnnouncements(faults: FaultSwitchboard) {
  const { t } = useMessages(demoMessages)
  const nameOf = useFaultName()
  // Faults used up are kept as kinds, so they are named in the language shown.
  const [message, setMessage] = useState<string | UsedUp>('')
  const changingHere = useRef(false)

  /** Makes a change to the faults and announces it as made here. */
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
        const kinds = usedUp(before, after).map((item) => item.fault.kind)
        if (kinds.length > 0) setMessage({ kinds })
      }
      before = after
    })
  }, [faults])

  const text =
    typeof message === 'string'
      ? message
      : t('usedUp', {
          count: message.kinds.length,
          names: message.kinds.map(nameOf).join(', '),
        })
  return { message: text, announce: setMessage, change }
}
