import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'wouter'
import { ErrorSummary } from '../../../components/error-summary'
import { PageTitle } from '../../../components/page-title'
import { isApiError } from '../../../lib/http/api-error'
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
import { AnimalFields, summaryOf } from './animal-fields'
import { CreatedNotice } from './created-notice'
import { clearDraft, readDraft, useKeptDraft } from './draft'
import { FailureNotice } from './failure-notice'
import { SendControls } from './send-controls'
import { describeFailure, fieldFailure } from './send-failure'

export function AddAnimalPage() {
  const [created, setCreated] = useState<CreatedPet | null>(null)
  const [attempt, setAttempt] = useState(0)

  const form = useForm<AddAnimalForm>({
    resolver: zodResolver(addAnimalFormSchema),
    mode: 'onBlur',
    // The error summary takes focus instead, and links to each field.
    shouldFocusError: false,
    defaultValues: readDraft() ?? EMPTY_FORM,
  })
  const { handleSubmit, formState, setError, reset } = form
  const errors = formState.errors
  const values = useKeptDraft(form.control)

  // What was on screen when it was sent: typing during a long wait (a rate
  // limit) must not be wiped when the send succeeds.
  const [sentValues, setSentValues] = useState('')
  const mutation = useCreatePet({
    onSuccess: (result) => {
      clearDraft()
      if (JSON.stringify(form.getValues()) === sentValues) {
        reset(EMPTY_FORM)
      }
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
    (valid) => {
      if (sending) return
      setCreated(null)
      setSentValues(JSON.stringify(form.getValues()))
      // The resolver hands over the parsed values: trimmed, rules checked.
      mutation.mutate(toNewPet(valid))
    },
    () => setAttempt((count) => count + 1),
  )

  const failure =
    mutation.error && isApiError(mutation.error)
      ? describeFailure(mutation.error)
      : null

  return (
    <section className="form-page">
      <p className="breadcrumb">
        <Link to="/animals">Animals</Link> <span aria-hidden="true">›</span> Add
        animal
      </p>
      <PageTitle>Add an animal</PageTitle>

      {created && <CreatedNotice created={created} />}

      <ErrorSummary errors={summaryOf(errors)} attempt={attempt} />

      {failure && <FailureNotice failure={failure} />}

      <form
        className="settings-form panel"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <AnimalFields
          form={form}
          errors={errors}
          categoryId={values.categoryId ?? ''}
        />
        <SendControls sending={sending} sendingElsewhere={sendingElsewhere} />
      </form>
    </section>
  )
}
