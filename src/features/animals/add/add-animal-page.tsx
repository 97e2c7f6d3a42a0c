import { zodResolver } from '@hookform/resolvers/zod'
import {
  useIsMutating,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { type FieldErrors, useForm, useWatch } from 'react-hook-form'
import { Link } from 'wouter'
import { ErrorSummary } from '../../../components/error-summary'
import { checkOnBlurExceptToSubmit, Field } from '../../../components/field'
import { PageTitle } from '../../../components/page-title'
import { ApiError, isApiError } from '../../../lib/http/api-error'
import { useCategoryNames } from '../../../lib/categories/categories'
import { useConnection } from '../../../lib/connection/use-connection'
import { useCooldownRemaining } from '../../../lib/rate-limit/use-rate-limit'
import {
  type AddAnimalForm,
  addAnimalFormSchema,
  EMPTY_FORM,
  fieldOfServerMessage,
  toNewPet,
} from '../../../lib/pets/pet-form'
import { createPet } from '../../../lib/pets/create-pet'
import { CategoryCombobox } from './category-combobox'
import { clearDraft, readDraft, saveDraft } from './draft'
import { useUnfinishedWork } from '../../../lib/util/unfinished-work'
import { addToCachedLists } from '../../../lib/pets/cached-pets'
import { animalQueries } from '../../../lib/pets/pet-queries'
import type { NewPet, Pet } from '../../../lib/pets/pet-schemas'
import { StatusOptions } from '../../../components/status-options'

const FIELD_IDS: Record<keyof AddAnimalForm, string> = {
  name: 'animal-name',
  categoryId: 'animal-category',
  status: 'animal-status',
}
const FIELD_ORDER = ['name', 'categoryId', 'status'] as const

type Failure =
  | { kind: 'refused'; message: string }
  | { kind: 'not-created'; message: string }
  | { kind: 'unknown'; message: string }

/** Network, timeout, 5xx, or an unreadable answer: the server may have created it. */
function isUnknownOutcome(error: ApiError): boolean {
  if (error.kind === 'http') return error.status !== null && error.status >= 500
  return (
    error.kind === 'network' ||
    error.kind === 'timeout' ||
    error.kind === 'invalid-response'
  )
}

/** What a failed POST means for the person who pressed the button. */
function describeFailure(error: ApiError): Failure | null {
  if (error.kind === 'aborted') return null
  if (error.isUnauthorized)
    return { kind: 'refused', message: error.serverMessage ?? error.message }
  if (error.kind === 'config' || error.kind === 'rate-limited') {
    return { kind: 'not-created', message: error.message }
  }
  if (error.kind === 'http' && error.status === 400) {
    // Shown on the field when the message names one (see onError).
    return fieldOfServerMessage(error.serverMessage ?? error.message)
      ? null
      : {
          kind: 'not-created',
          message: `The server did not accept it: ${error.message}`,
        }
  }
  return isUnknownOutcome(error)
    ? { kind: 'unknown', message: error.message }
    : { kind: 'not-created', message: error.message }
}

export function AddAnimalPage() {
  const { scope } = useConnection()
  const queryClient = useQueryClient()
  const [created, setCreated] = useState<Pet | null>(null)
  // The Activity entry of the send under way, for the success message's link.
  const entryId = useRef<string | null>(null)
  const [createdEntry, setCreatedEntry] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const confirmation = useRef<HTMLHeadingElement>(null)

  const form = useForm<AddAnimalForm>({
    resolver: zodResolver(addAnimalFormSchema),
    mode: 'onBlur',
    // The error summary takes focus instead, and links to each field.
    shouldFocusError: false,
    defaultValues: readDraft() ?? EMPTY_FORM,
  })
  const {
    register: registerField,
    handleSubmit,
    control,
    formState,
    setError,
    setValue,
    reset,
  } = form
  const names = useCategoryNames()
  const errors = formState.errors

  const register = (name: keyof AddAnimalForm) =>
    checkOnBlurExceptToSubmit(registerField(name))

  // Keep the draft on every keystroke until the animal is created; an
  // emptied form clears it, so an old draft never comes back.
  const values = useWatch({ control })
  useEffect(() => {
    const draft = {
      name: values.name ?? '',
      categoryId: values.categoryId ?? '',
      status: values.status ?? '',
    }
    if (draft.name || draft.categoryId || draft.status) saveDraft(draft)
    else clearDraft()
  }, [values.name, values.categoryId, values.status])
  useUnfinishedWork(
    values.name || values.categoryId || values.status
      ? 'the new animal you are adding'
      : null,
  )

  // What was on screen when it was sent: typing during a long wait (a rate
  // limit) must not be wiped when the send succeeds.
  const [sentValues, setSentValues] = useState('')
  const mutationKey = animalQueries.create(scope)
  const mutation = useMutation<Pet, ApiError, NewPet>({
    mutationKey,
    mutationFn: (pet) => {
      // No link to an earlier send's entry if this one is not logged.
      entryId.current = null
      return createPet(pet, {
        onLogged: (id) => {
          entryId.current = id
        },
      })
    },
    onSuccess: (pet) => {
      clearDraft()
      addToCachedLists(queryClient, scope, pet)
      queryClient.setQueryData(animalQueries.detail(scope, pet.id).queryKey, {
        pet,
        deprecation: null,
        sunset: null,
      })
      if (JSON.stringify(form.getValues()) === sentValues) {
        reset(EMPTY_FORM)
      }
      setCreatedEntry(entryId.current)
      setCreated(pet)
    },
    onError: (error) => {
      if (isUnknownOutcome(error)) {
        // It may exist now: "Check the list" must ask the server, not show
        // a list cached before the send.
        void queryClient.invalidateQueries({
          queryKey: animalQueries.lists(scope),
        })
      }
      if (error.kind !== 'http' || error.status !== 400) return
      const message = error.serverMessage ?? error.message
      const field = fieldOfServerMessage(message)
      // A message that names no field is shown above the form instead.
      if (!field) return
      setError(
        field,
        { type: 'server', message: `The server said: ${message}` },
        { shouldFocus: false },
      )
      setAttempt((count) => count + 1)
    },
  })

  useEffect(() => {
    if (created) confirmation.current?.focus()
  }, [created])

  // A send started before leaving this page may still be under way (e.g.
  // waiting out a rate limit): one click, one animal, even across pages.
  const sending = useIsMutating({ mutationKey }) > 0
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
  const cooldownLeft = useCooldownRemaining()
  const waitingForRateLimit = sending && cooldownLeft > 0

  return (
    <section className="form-page">
      <p className="breadcrumb">
        <Link to="/animals">Animals</Link> <span aria-hidden="true">›</span> Add
        animal
      </p>
      <PageTitle>Add an animal</PageTitle>

      {created && (
        <div className="notice ok confirmation" role="status">
          <h2 ref={confirmation} tabIndex={-1}>
            {created.name} was added
          </h2>
          <p>
            ID <span className="readonly-url">{created.id}</span> ·{' '}
            <Link to={`/animals/${created.id}`}>
              Open {created.name}’s page
            </Link>{' '}
            · <Link to="/animals">Back to the list</Link>
            {createdEntry && (
              <>
                {' '}
                ·{' '}
                <Link to={`/activity#entry-${createdEntry}`}>
                  See it in Activity
                </Link>
              </>
            )}
          </p>
          <p className="muted">The form is ready for another animal.</p>
        </div>
      )}

      <ErrorSummary errors={summaryOf(errors)} attempt={attempt} />

      {failure && <FailureNotice failure={failure} />}

      <form
        className="settings-form panel"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <Field id={FIELD_IDS.name} label="Name" error={errors.name?.message}>
          <input autoComplete="off" {...register('name')} />
        </Field>

        <Field
          id={FIELD_IDS.categoryId}
          label="Category ID"
          hint={
            names.size > 0
              ? 'The number of the category the animal belongs to, or type its name to pick it.'
              : 'The number of the category the animal belongs to.'
          }
          error={errors.categoryId?.message}
        >
          {names.size > 0 ? (
            (control) => (
              <CategoryCombobox
                field={register('categoryId')}
                control={control}
                value={values.categoryId ?? ''}
                names={names}
                onPick={(id) =>
                  setValue('categoryId', id, {
                    shouldDirty: true,
                    shouldValidate: true,
                  })
                }
              />
            )
          ) : (
            <input
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              className="input-narrow"
              {...register('categoryId')}
            />
          )}
        </Field>

        <Field
          id={FIELD_IDS.status}
          label="Status"
          hint="Optional. “Not set” sends no status."
          error={errors.status?.message}
        >
          <select className="input-narrow" {...register('status')}>
            <StatusOptions noneLabel="Not set" />
          </select>
        </Field>

        <div className="actions">
          {/* aria-disabled, not disabled: focus stays on the button while it sends. */}
          <button type="submit" aria-disabled={sending}>
            {sending ? 'Adding…' : 'Add animal'}
          </button>
          <Link to="/animals">Cancel</Link>
        </div>
        <p
          role="status"
          className={
            waitingForRateLimit || sendingElsewhere
              ? 'notice'
              : 'visually-hidden'
          }
        >
          {waitingForRateLimit ? (
            <>
              Rate limit reached — nothing was created yet. Sending again by
              itself{' '}
              {/* The ticking number is for eyes; screen readers hear one stable sentence. */}
              <span aria-hidden="true">
                in {Math.ceil(cooldownLeft / 1000)} s
              </span>
              <span className="visually-hidden">when the wait is over</span>.
            </>
          ) : sendingElsewhere ? (
            'The animal sent before you left this page is still on its way; this form unlocks when it is done.'
          ) : null}
        </p>
      </form>
    </section>
  )
}

function summaryOf(errors: FieldErrors<AddAnimalForm>) {
  return FIELD_ORDER.flatMap((field) => {
    const message = errors[field]?.message
    return message ? [{ fieldId: FIELD_IDS[field], message }] : []
  })
}

function FailureNotice({ failure }: { failure: Failure }) {
  switch (failure.kind) {
    case 'refused':
      return (
        <div role="alert" className="notice bad">
          <p>
            <strong>The API key was refused</strong>, so the animal was not
            added. The server said: “{failure.message}”
          </p>
          <p>
            <Link to="/settings">Check the API key in Settings</Link>. What you
            typed is kept here.
          </p>
        </div>
      )
    case 'not-created':
      return (
        <div role="alert" className="notice bad">
          <p>
            <strong>The animal was not added.</strong> {failure.message}
          </p>
        </div>
      )
    case 'unknown':
      return (
        <div role="alert" className="notice bad">
          <p>
            <strong>The animal may or may not have been added.</strong>{' '}
            {failure.message}
          </p>
          <p>
            <Link to="/animals">Check the list</Link> before trying again, so it
            is not added twice. What you typed is kept here.
          </p>
        </div>
      )
  }
}
