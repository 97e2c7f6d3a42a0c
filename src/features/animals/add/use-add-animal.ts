import { zodResolver } from '@hookform/resolvers/zod'
import { type BaseSyntheticEvent, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useConnection } from '../../../lib/connection/use-connection'
import {
  type AddAnimalForm,
  addAnimalFormSchema,
  EMPTY_FORM,
  toNewPet,
} from '../../../lib/pets/pet-form'
import type { Pet } from '../../../lib/pets/pet-schemas'
import type { NewPet } from '../../../lib/pets/new-pet-schema'
import {
  isUnknownOutcome,
  useCreatePet,
} from '../../../lib/pets/use-create-pet'
import { readDraft, useKeptDraft } from './draft'
import type { AfterAdd } from './send-controls'
import { fieldFailure } from './send-failure'
import type { SeenBefore } from './unknown-send'
import { type SentAs, useAfterCreated } from './use-after-created'
import { useSendInDoubt } from './use-send-in-doubt'
import { useSendingElsewhere } from './use-sending-elsewhere'

/** What was sent, and how the person asked for it. */
interface Sent extends SentAs {
  pet: NewPet
  seen: SeenBefore
}

/** The button pressed; Enter in a field presses the first, Add animal. */
function pressed(event: BaseSyntheticEvent | undefined): AfterAdd {
  const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter
  return submitter?.getAttribute('value') === 'another' ? 'another' : 'notice'
}

/**
 * The add form and its one send: a notice once created ("Add animal"), or
 * the form ready for the next animal with category and status kept ("Add
 * and start another"). The draft is kept through errors. A send whose
 * outcome is unknown stays in doubt until Check the latest 100 finds it.
 */
export function useAddAnimal(
  seenBefore: (name: string, categoryId: string) => SeenBefore,
) {
  const connection = useConnection()
  const [attempt, setAttempt] = useState(0)
  const form = useForm<AddAnimalForm>({
    resolver: zodResolver(addAnimalFormSchema),
    mode: 'onBlur',
    // The error summary takes focus instead, and links to each field.
    shouldFocusError: false,
    defaultValues: readDraft() ?? EMPTY_FORM,
  })
  const { handleSubmit, setError, reset } = form
  const values = useKeptDraft(form.control)
  const outcome = useAfterCreated(form, connection.scope)

  // The mutation's callbacks are those of the last render, also after this
  // page is left: they see what the submit set here.
  const [sent, setSent] = useState<Sent | null>(null)

  const inDoubt = useSendInDoubt(connection)

  const mutation = useCreatePet({
    onSuccess: (result) => outcome.onCreated(result, sent),
    onError: (error, entryId) => {
      const send = sent
      if (send && isUnknownOutcome(error))
        inDoubt.setDoubt({ ...send.pet, entryId, seen: send.seen })
      const onField = fieldFailure(error)
      if (!onField) return
      setError(
        onField.field,
        { type: 'server', message: onField.message },
        { shouldFocus: false },
      )
      setAttempt((count) => count + 1)
    },
  })

  /** The send in doubt is this animal: Added, on this page and in Activity. */
  function markAdded(pet: Pet) {
    const entryId = inDoubt.close(pet)
    mutation.reset()
    outcome.onCreated({ pet, entryId, found: true }, sent)
  }

  /** What Check the latest 100 found for the send in doubt: its animal, or ones to choose from. */
  function settle(matches: readonly Pet[]) {
    const found = inDoubt.settle(matches)
    if (found) markAdded(found)
  }

  const { sending, sendingElsewhere } = useSendingElsewhere(
    mutation.isPending,
    reset,
  )

  const onSubmit = handleSubmit(
    (valid, event) => {
      if (sending) return
      outcome.setCreated(null)
      inDoubt.setDoubt(null)
      // The resolver hands over the parsed values: trimmed, rules checked.
      const pet = toNewPet(valid)
      setSent({
        values: { ...form.getValues() },
        pet,
        after: pressed(event),
        seen: seenBefore(pet.name, pet.categoryId),
      })
      mutation.mutate(pet)
    },
    () => setAttempt((count) => count + 1),
  )

  return {
    form,
    values,
    created: outcome.created,
    attempt,
    sitting: outcome.sitting,
    mutation,
    sending,
    sendingElsewhere,
    pressedFor: sending ? (sendingElsewhere ? 'notice' : sent?.after) : null,
    onSubmit,
    doubt: inDoubt.doubt,
    markAdded,
    settle,
    /** A submit the rules stopped: the error summary takes focus again. */
    countAttempt: () => setAttempt((count) => count + 1),
  }
}
