import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FocusEvent, useEffect, useRef, useState } from 'react'
import { type FieldErrors, useForm, useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import { ErrorSummary } from '../../components/error-summary'
import { PageTitle } from '../../components/page-title'
import { ApiError, isApiError } from '../../lib/api-error'
import { useConnection } from '../../lib/use-connection'
import { useCooldownRemaining } from '../../lib/use-rate-limit'
import {
  type AddAnimalForm,
  addAnimalFormSchema,
  EMPTY_FORM,
  fieldOfServerMessage,
  toNewPet,
} from './add-animal-schema'
import { createPet } from './api'
import { clearDraft, readDraft, saveDraft } from './draft'
import { addToCachedLists, animalQueries } from './queries'
import {
  type NewPet,
  type Pet,
  PET_STATUS_LABELS,
  PET_STATUSES,
} from './schemas'

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
  if (error.kind === 'http' && error.status !== null && error.status < 500) {
    return { kind: 'not-created', message: error.message }
  }
  // Network, timeout, 5xx, or an unreadable answer: the server may have created it.
  return { kind: 'unknown', message: error.message }
}

export function AddAnimalPage() {
  const { scope } = useConnection()
  const queryClient = useQueryClient()
  const [created, setCreated] = useState<Pet | null>(null)
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
    reset,
  } = form
  const errors = formState.errors

  // Checks run when a field loses focus, except when focus goes to the submit
  // button: an error appearing there would push the button down mid-click, so
  // the click would miss it. Submitting checks every field anyway.
  function register(name: keyof AddAnimalForm) {
    const field = registerField(name)
    return {
      ...field,
      onBlur: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) =>
        event.relatedTarget instanceof HTMLButtonElement &&
        event.relatedTarget.type === 'submit'
          ? Promise.resolve()
          : field.onBlur(event),
    }
  }

  // Keep the draft on every keystroke until the animal is created.
  const values = useWatch({ control })
  useEffect(() => {
    if (values.name || values.categoryId || values.status) {
      saveDraft({
        name: values.name ?? '',
        categoryId: values.categoryId ?? '',
        status: values.status ?? '',
      })
    }
  }, [values.name, values.categoryId, values.status])

  const mutation = useMutation<Pet, ApiError, NewPet>({
    mutationFn: (pet) => createPet(pet),
    onSuccess: (pet) => {
      clearDraft()
      addToCachedLists(queryClient, scope, pet)
      queryClient.setQueryData(animalQueries.detail(scope, pet.id).queryKey, {
        pet,
        deprecation: null,
        sunset: null,
      })
      reset(EMPTY_FORM)
      setAttempt(0)
      setCreated(pet)
    },
    onError: (error) => {
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

  const onSubmit = handleSubmit(
    (valid) => {
      setCreated(null)
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
  const waitingForRateLimit = mutation.isPending && cooldownLeft > 0

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
        <div className="field">
          <label htmlFor={FIELD_IDS.name}>Name</label>
          <input
            id={FIELD_IDS.name}
            autoComplete="off"
            {...register('name')}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={
              errors.name ? `${FIELD_IDS.name}-error` : undefined
            }
          />
          <FieldError
            id={`${FIELD_IDS.name}-error`}
            message={errors.name?.message}
          />
        </div>

        <div className="field">
          <label htmlFor={FIELD_IDS.categoryId}>Category ID</label>
          <input
            id={FIELD_IDS.categoryId}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            className="input-narrow"
            {...register('categoryId')}
            aria-invalid={errors.categoryId ? true : undefined}
            aria-describedby={`${FIELD_IDS.categoryId}-hint${errors.categoryId ? ` ${FIELD_IDS.categoryId}-error` : ''}`}
          />
          <p id={`${FIELD_IDS.categoryId}-hint`} className="hint">
            The number of the category the animal belongs to.
          </p>
          <FieldError
            id={`${FIELD_IDS.categoryId}-error`}
            message={errors.categoryId?.message}
          />
        </div>

        <div className="field">
          <label htmlFor={FIELD_IDS.status}>Status</label>
          <select
            id={FIELD_IDS.status}
            className="input-narrow"
            {...register('status')}
            aria-invalid={errors.status ? true : undefined}
            aria-describedby={`${FIELD_IDS.status}-hint${errors.status ? ` ${FIELD_IDS.status}-error` : ''}`}
          >
            <option value="">Not set</option>
            {PET_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PET_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
          <p id={`${FIELD_IDS.status}-hint`} className="hint">
            Optional. “Not set” sends no status.
          </p>
          <FieldError
            id={`${FIELD_IDS.status}-error`}
            message={errors.status?.message}
          />
        </div>

        <div className="actions">
          <button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? 'Adding…' : 'Add animal'}
          </button>
          <Link to="/animals">Cancel</Link>
        </div>
        <p
          role="status"
          className={waitingForRateLimit ? 'notice' : 'visually-hidden'}
        >
          {waitingForRateLimit &&
            `Rate limit reached — nothing was created yet. Sending again by itself in ${Math.ceil(cooldownLeft / 1000)} s.`}
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

function FieldError({
  id,
  message,
}: {
  id: string
  message: string | undefined
}) {
  if (!message) return null
  return (
    <p id={id} className="error">
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
  )
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
