import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { recordFound } from '../../../lib/activity/record-send'
import { useConnection } from '../../../lib/connection/use-connection'
import {
  type AddAnimalForm,
  addAnimalFormSchema,
  EMPTY_FORM,
  toNewPet,
} from '../../../lib/pets/pet-form'
import type { NewPet, Pet } from '../../../lib/pets/pet-schemas'
import {
  type CreatedPet,
  isUnknownOutcome,
  useCreatePet,
  useCreatingPet,
} from '../../../lib/pets/use-create-pet'
import { clearDraft, dropSentName, readDraft, useKeptDraft } from './draft'
import type { AfterAdd } from './send-controls'
import { fieldFailure } from './send-failure'
import { useSitting } from './sitting'
import { closeDoubt, type Doubt, type SeenBefore } from './unknown-send'

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

/** What was sent, and how the person asked for it. */
interface Sent {
  values: AddAnimalForm
  pet: NewPet
  after: AfterAdd
  seen: SeenBefore
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
  const { scope } = connection
  const [created, setCreated] = useState<CreatedPet | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [doubt, setDoubt] = useState<Doubt | null>(null)
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

  // The mutation's callbacks are those of the last render, also after this
  // page is left: they see what the submit set here.
  const [sent, setSent] = useState<Sent | null>(null)
  // Bumped when the form is ready for the next animal: Name takes focus once shown.
  const [nextAnimal, setNextAnimal] = useState(0)
  useEffect(() => {
    if (nextAnimal) setFocus('name')
  }, [nextAnimal, setFocus])

  function onCreated(result: CreatedPet) {
    const send = sent
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

  const mutation = useCreatePet({
    onSuccess: onCreated,
    onError: (error, entryId) => {
      const send = sent
      if (send && isUnknownOutcome(error))
        setDoubt({ ...send.pet, entryId, seen: send.seen })
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
    const entryId = doubt?.entryId ?? null
    if (entryId) void recordFound(connection, entryId, pet.id)
    setDoubt(null)
    mutation.reset()
    onCreated({ pet, entryId, found: true })
  }

  /** What Check the latest 100 found for the send in doubt: its animal, or ones to choose from. */
  function settle(matches: readonly Pet[]) {
    if (!doubt) return
    const closed = closeDoubt(doubt, matches)
    if (closed && 'found' in closed) markAdded(closed.found)
    else setDoubt({ ...doubt, candidates: closed?.candidates ?? [] })
  }

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
      setDoubt(null)
      // The resolver hands over the parsed values: trimmed, rules checked.
      const pet = toNewPet(valid)
      setSent({
        values: { ...form.getValues() },
        pet,
        after,
        seen: seenBefore(pet.name, pet.categoryId),
      })
      mutation.mutate(pet)
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
    doubt,
    markAdded,
    settle,
    /** A submit the rules stopped: the error summary takes focus again. */
    countAttempt: () => setAttempt((count) => count + 1),
  }
}
