import { useEffect, useRef, useState } from 'react'
import type { ArmedFault, FaultSwitchboard } from '../../lib/demo/demo-controls'
import { labelFor } from './fault-choices'

// One live message for the fault switches. Changes made with the switches
// are announced as they are made; anything else that changes the faults is
// a request using one up, announced as such.

/** What a change made elsewhere turned off, or null if it turned nothing off. */
function usedUpMessage(
  before: readonly ArmedFault[],
  after: readonly ArmedFault[],
): string | null {
  const usedUp = before.filter(
    (item) => !after.some((other) => other.fault.kind === item.fault.kind),
  )
  if (usedUp.length === 0) return null
  const names = usedUp.map((item) => labelFor(item.fault.kind))
  return `Used up: ${names.join(', ')} answered a request and ${names.length === 1 ? 'is' : 'are'} off now.`
}

export function useFaultAnnouncements(faults: FaultSwitchboard) {
  const [message, setMessage] = useState('')
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
        const usedUp = usedUpMessage(before, after)
        if (usedUp) setMessage(usedUp)
      }
      before = after
    })
  }, [faults])

  return { message, announce: setMessage, change }
}
