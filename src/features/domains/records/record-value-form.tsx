import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import * as z from 'zod/mini'
import { Field } from '../../../components/field'
import { parseHostname } from '../names/domain-name'
import { Panel } from '../../../components/panel'

const RECORD_VALUE_ID = 'record-value'
const EXAMPLE = 'edge.platform.example'

const recordValueSchema = z.object({
  value: z.string().check(
    z.superRefine((text, ctx) => {
      const parsed = parseHostname(text, EXAMPLE)
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message })
    }),
  ),
})
type RecordValueValues = z.infer<typeof recordValueSchema>

/** "Record value", a link that takes the keyboard focus to the field. */
export function RecordValueLink() {
  return (
    <a
      href={`#${RECORD_VALUE_ID}`}
      onClick={(event) => {
        // An in-page link scrolls but does not focus a field in every browser.
        event.preventDefault()
        document.getElementById(RECORD_VALUE_ID)?.focus()
      }}
    >
      Record value
    </a>
  )
}

/**
 * The CNAME value, as the dashboard shows it. The build's `{platform_host}`
 * is the default; a build without one has only what the owner enters here.
 */
export function RecordValueForm({
  entered,
  buildValue,
  projectLabel,
  onSave,
}: {
  /** The owner's value for this project; null: none entered. */
  entered: string | null
  /** `{platform_host}` of this build; null: not configured. */
  buildValue: string | null
  projectLabel: string
  onSave: (value: string | null) => void
}) {
  const [message, setMessage] = useState('')
  const form = useForm<RecordValueValues>({
    resolver: zodResolver(recordValueSchema),
    mode: 'onSubmit',
    defaultValues: { value: entered ?? buildValue ?? '' },
  })
  const { register, handleSubmit, formState, reset } = form
  const error = formState.errors.value?.message

  function save(value: string | null) {
    // The build's own value is the default, not an entry of the owner's.
    const next = value === buildValue ? null : value
    onSave(next)
    const now = next ?? buildValue
    reset({ value: now ?? '' })
    setMessage(
      now
        ? `Saved. Records and Check DNS now use ${now}.`
        : 'Cleared. Enter the value the dashboard shows to see it in the records.',
    )
  }

  const onSubmit = handleSubmit((values) => {
    const parsed = parseHostname(values.value, EXAMPLE)
    if (parsed.ok) save(parsed.ascii)
  })

  return (
    <Panel title="Record value">
      <form
        className="record-value-form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <Field
          id={RECORD_VALUE_ID}
          label="CNAME value"
          hintPlacement="before"
          hint={
            <>
              The platform host the dashboard shows as the record’s value, in
              Project settings → Domains after Add domain. The record table,
              Copy buttons, zone-file lines and Check DNS all use it.{' '}
              {buildValue
                ? `This build’s value is ${buildValue}.`
                : 'This build has no value of its own.'}{' '}
              Kept in this browser, for {projectLabel}.
            </>
          }
          error={error}
        >
          <input
            type="text"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            {...register('value')}
          />
        </Field>
        <div className="actions">
          <button type="submit">Save value</button>
          {entered !== null && (
            <button
              type="button"
              className="secondary"
              onClick={() => save(null)}
            >
              {buildValue ? 'Use this build’s value' : 'Clear'}
            </button>
          )}
        </div>
        <p role="status" className="record-value-saved">
          {message}
        </p>
      </form>
    </Panel>
  )
}
