import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Field } from '../../../components/field'
import { FormBlock } from '../../../components/form-block'
import { Panel } from '../../../components/panel'
import { parseHostname } from '../names/domain-name'
import { namesMessages, sayNameProblem } from '../names/names-messages'
import { useMessages } from '../../../lib/i18n/use-messages'
import { recordsMessages } from './records-messages'

const RECORD_VALUE_ID = 'record-value'

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
 * is the default, and an empty field goes back to it; a build without one
 * has only what the owner enters here.
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
  const { register, handleSubmit, formState, reset } = useForm({
    defaultValues: { value: entered ?? buildValue ?? '' },
  })

  function save(value: string | null) {
    // The build's own value is the default, not an entry of the owner's.
    const next = value === buildValue ? null : value
    onSave(next)
    const now = next ?? buildValue
    reset({ value: now ?? '' })
    setMessage(now ? t('valueSaved', { value: now }) : t('valueCleared'))
  }

  const field = register('value', {
    validate: (text) => {
      const parsed = parseHostname(text)
      return (
        !text.trim() ||
        parsed.ok ||
        sayNameProblem(names, parsed.problem, 'edge.platform.example')
      )
    },
  })
  return (
    <Panel title={t('recordValue')}>
      <FormBlock
        className="record-value-form"
        onSubmit={handleSubmit(({ value }) => {
          const parsed = parseHostname(value)
          save(parsed.ok ? parsed.ascii : null)
        })}
        submit={t('saveValue')}
        status={message}
        statusClassName="record-value-saved"
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
          error={formState.errors.value?.message}
        >
          <input
            type="text"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            {...field}
          />
        </Field>
      </FormBlock>
    </Panel>
  )
}
