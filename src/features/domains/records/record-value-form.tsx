import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import * as z from 'zod/mini'
import { Field } from '../../../components/field'
import { type NameProblem, parseHostname } from '../names/domain-name'
import { namesMessages, sayNameProblem } from '../names/names-messages'
import { Panel } from '../../../components/panel'
import { useMessages } from '../../../lib/i18n/use-messages'
import { recordsMessages } from './records-messages'

const RECORD_VALUE_ID = 'record-value'
const EXAMPLE = 'edge.platform.example'

/** Worded as checked: the language cannot change while this page is open. */
function recordValueSchema(say: (problem: NameProblem) => string) {
  return z.object({
    value: z.string().check(
      z.superRefine((text, ctx) => {
        const parsed = parseHostname(text)
        if (!parsed.ok)
          ctx.addIssue({ code: 'custom', message: say(parsed.problem) })
      }),
    ),
  })
}
interface RecordValueValues {
  value: string
}

/** "Record value", a link that takes the keyboard focus to the field. */
export function RecordValueLink() {
  const { t } = useMessages(recordsMessages)
  return (
    <a
      href={`#${RECORD_VALUE_ID}`}
      onClick={(event) => {
        // An in-page link scrolls but does not focus a field in every browser.
        event.preventDefault()
        document.getElementById(RECORD_VALUE_ID)?.focus()
      }}
    >
      {t('recordValue')}
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
  const { t } = useMessages(recordsMessages)
  const names = useMessages(namesMessages).t
  const form = useForm<RecordValueValues>({
    resolver: zodResolver(
      recordValueSchema((problem) => sayNameProblem(names, problem, EXAMPLE)),
    ),
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
    setMessage(now ? t('valueSaved', { value: now }) : t('valueCleared'))
  }

  const onSubmit = handleSubmit((values) => {
    const parsed = parseHostname(values.value)
    if (parsed.ok) save(parsed.ascii)
  })

  return (
    <Panel title={t('recordValue')}>
      <form
        className="record-value-form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <Field
          id={RECORD_VALUE_ID}
          label={t('cnameValue')}
          hintPlacement="before"
          hint={t('recordValueHint', {
            build: buildValue
              ? t('buildValue', { value: buildValue })
              : t('buildNoValue'),
            project: projectLabel,
          })}
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
          <button type="submit">{t('saveValue')}</button>
          {entered !== null && (
            <button
              type="button"
              className="secondary"
              onClick={() => save(null)}
            >
              {t(buildValue ? 'useBuildValue' : 'clear')}
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
