import { useEffect, useRef } from 'react'
import type { UseFormReset } from 'react-hook-form'
import { type AddAnimalForm, EMPTY_FORM } from '../../../lib/pets/pet-form'
import { useCreatingPet } from '../../../lib/pets/use-create-pet'
import { readDraft } from './draft'

// A send started before leaving this page may still be under way (e.g.
// waiting out a rate limit): one click, one animal, even across pages.
// Apart from useAddAnimal so that function reads at once (120 lines).

/**
 * Whether an animal is being sent (`sending`), and whether by an earlier
 * visit to this page (`sendingElsewhere`, this page's own send not pending).
 * When that one ends, the form takes the draft it left.
 */
export function useSendingElsewhere(
  pending: boolean,
  reset: UseFormReset<AddAnimalForm>,
) {
  const sending = useCreatingPet()
  const sendingElsewhere = sending && !pending
  const wasSendingElsewhere = useRef(sendingElsewhere)
  useEffect(() => {
    // When it ends, the draft says how: cleared if created, kept if not.
    if (wasSendingElsewhere.current && !sendingElsewhere) {
      reset(readDraft() ?? EMPTY_FORM)
    }
    wasSendingElsewhere.current = sendingElsewhere
  }, [sendingElsewhere, reset])
  return { sending, sendingElsewhere }
}
