import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useConnection } from '../../../lib/connection/use-connection'
import {
  type AddAnimalForm,
  addAnimalFormSchema,
  EMPTY_FORM,
  toNewPet,
} from '../../../lib/pets/pet-form'
import {
  type CreatedPet,
  useCreatePet,
  useCreatingPet,
} from '../../../lib/pets/use-create-pet'
import { clearDraft, readDraft, useKeptDraft } from './draft'
import type { AfterAdd } from './send-controls'
import { fieldFailure } from './send-failure'
import { useSitting } from './sitting'

/**
 * The add form and its one send: a notice once created ("Add animal"), or
 * the form ready for the next animal with category and status kept ("Add
 * and start another"). The draft is kept through errors.
 */
export function useAddAnimal() {
  const { scope } = useConnection()
  const [created, setCreated] = useState<CreatedPet | null>(null)
  const [attempt, setAttempt] = useState(0)
  const sitting = useSitting()
  const form = useForm<AddAnimalForm>({
    resolver: zodResolver(addAnimalFormSchema),
    mode: 'onBlur',
    // The error summary takes focus instead, and links to each field.
    shouldFocusError: false,
    defaultValues: readDraft() ?? EMPTY_FORM,
  })
  const { handleSubmit, setError, reset, setFocus } = form
  const values = useKeptDraft(form.control)

  const [sent, setSent] = useState<{ values: string; after: AfterAdd } | null>(
    null,
  )
  // Bumped when the form is ready for the next animal: Name takes focus once shown.
  const [nextAnimal, setNextAnimal] = useState(0)
  useEffect(() => {
    if (nextAnimal) setFocus('name')
  }, [nextAnimal, setFocus])
  const mutation = useCreatePet({
    onSuccess: (result) => {
      // What was on screen when it was sent: typing during a long wait (a
      // rate limit) must not be wiped when the send succeeds.
      const unchanged = JSON.stringify(form.getValues()) === sent?.values
      if (sent?.after === 'another') {
        sitting.add({ id: result.pet.id, name: result.pet.name, scope })
        if (unchanged) {
          reset({ ...form.getValues(), name: '' })
          setNextAnimal((count) => count + 1)
        }
        return
      }
      clearDraft()
      if (unchanged) reset(EMPTY_FORM)
      setCreated(result)
    },
    onError: (error) => {
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

  // A send started before leaving this page may still be under way (e.g.
  // waiting out a rate limit): one click, one animal, even across pages.
  const sending = useCreatingPet()
  const sendingElsewhere = sending && !mutation.isPending
  const wasSendingElsewhere = useRef(sendingElsewhere)
  useEffect(() => {
    // When it ends, the draft says how: cleared if created, kept if not.
    if (wasSendingElsewhere.current && !sendingElsewhere) {
      reset(readDraft() ?? EMPTY_FORM)
    }
    wasSendingElsewhere.current = sendingElsewhere
  }, [sendingElsewhere, reset])

  const onSubmit = handleSubmit(
    (valid, event) => {
      if (sending) return
      // The button pressed; Enter in a field presses the first, Add animal.
      const submitter = (event?.nativeEvent as SubmitEvent | undefined)
        ?.submitter
      const after: AfterAdd =
        submitter?.getAttribute('value') === 'another' ? 'another' : 'notice'
      setCreated(null)
      setSent({
        values: JSON.stringify(form.getValues()),
        after,
      })
      // The resolver hands over the parsed values: trimmed, rules checked.
      mutation.mutate(toNewPet(valid))
    },
    () => setAttempt((count) => count + 1),
  )

  return {
    form,
    values,
    created,
    attempt,
    sitting: sitting.entries,
    mutation,
    sending,
    sendingElsewhere,
    pressedFor: sending ? (sendingElsewhere ? 'notice' : sent?.after) : null,
    onSubmit,
    /** A submit the rules stopped: the error summary takes focus again. */
    countAttempt: () => setAttempt((count) => count + 1),
  }
}
