import { useState } from 'react'
import { activityOf } from '../../../lib/activity/activity-log'
import { recordFound } from '../../../lib/activity/record-send'
import type { Connection } from '../../../lib/connection/connection'
import type { Pet } from '../../../lib/pets/pet-schemas'
import { useTabs } from '../../../lib/tabs/tabs'
import { closeDoubt, type Doubt } from './unknown-send'

// The send whose outcome is unknown, held apart from the send itself so
// useAddAnimal reads at once (120 lines a function): it stays in doubt
// until Check the latest 100 finds its animal or the person marks one.

/** The send in doubt, and how it closes; the caller then counts its animal as created. */
export function useSendInDoubt(connection: Connection) {
  const [doubt, setDoubt] = useState<Doubt | null>(null)
  const tabs = useTabs()

  /** The send in doubt is this animal: Added in Activity, no longer in doubt. Returns its Activity entry, if logged. */
  function close(pet: Pet): string | null {
    const entryId = doubt?.entryId ?? null
    if (entryId) void recordFound(activityOf(tabs), connection, entryId, pet.id)
    setDoubt(null)
    return entryId
  }

  /**
   * What Check the latest 100 found for the send in doubt: its animal, to
   * mark as Added; else the ones to choose from are kept, and null returned.
   */
  function settle(matches: readonly Pet[]): Pet | null {
    if (!doubt) return null
    const closed = closeDoubt(doubt, matches)
    if (closed && 'found' in closed) return closed.found
    setDoubt({ ...doubt, candidates: closed?.candidates ?? [] })
    return null
  }

  return { doubt, setDoubt, close, settle }
}
