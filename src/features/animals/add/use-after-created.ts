import { useEffect, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { type AddAnimalForm, EMPTY_FORM } from '../../../lib/pets/pet-form'
import type { CreatedPet } from '../../../lib/pets/use-create-pet'
import { clearDraft, dropSentName } from './draft'
import type { AfterAdd } from './send-controls'
import { useSitting } from './sitting'

// What a created animal does to the add form, apart from the send itself so
// useAddAnimal reads at once (120 lines a function): a notice, or the form
// ready for the next animal; the draft cleared or kept to match.

const sameForm = (a: AddAnimalForm, b: AddAnimalForm) =>
  a.name === b.name && a.categoryId === b.categoryId && a.status === b.status

/**
 * Focus leaves a field before the form is emptied: else the notice taking
 * focus blurs an empty field, and the blur's check shows "Enter a name"
 * under "… was added".
 */
function leaveFields() {
  const active = document.activeElement
  if (
    active instanceof HTMLElement &&
    active.closest('form') &&
    active.matches('input, select, textarea')
  )
    active.blur()
}

/** The form's values when sent, and the button pressed. */
export interface SentAs {
  values: AddAnimalForm
  after: AfterAdd
}

/**
 * "Add animal": the notice, the form and draft emptied. "Add and start
 * another": the animal joins the sitting, and the form keeps category and
 * status with Name focused. Either way the form is only emptied if it still
 * shows what was sent.
 */
export function useAfterCreated(
  form: UseFormReturn<AddAnimalForm>,
  scope: string,
) {
  const { reset, setFocus } = form
  const [created, setCreated] = useState<CreatedPet | null>(null)
  const sitting = useSitting()
  // Bumped when the form is ready for the next animal: Name takes focus once shown.
  const [nextAnimal, setNextAnimal] = useState(0)
  useEffect(() => {
    if (nextAnimal) setFocus('name')
  }, [nextAnimal, setFocus])

  function onCreated(result: CreatedPet, send: SentAs | null) {
    // What was on screen when it was sent: typing during a long wait (a
    // rate limit) must not be wiped when the send succeeds.
    const unchanged = send !== null && sameForm(form.getValues(), send.values)
    if (send?.after === 'another') {
      sitting.add({ id: result.pet.id, name: result.pet.name, scope })
      // Also when this page was left before the answer came.
      dropSentName(send.values)
      if (unchanged) {
        leaveFields()
        reset({ ...form.getValues(), name: '' })
        setNextAnimal((count) => count + 1)
      }
      return
    }
    clearDraft()
    if (unchanged) {
      leaveFields()
      reset(EMPTY_FORM)
    }
    setCreated(result)
  }

  return { created, setCreated, sitting: sitting.entries, onCreated }
}
