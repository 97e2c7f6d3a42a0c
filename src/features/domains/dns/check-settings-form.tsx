import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Field } from '../../../components/field'
import { FormBlock } from '../../../components/form-block'
import { Panel } from '../../../components/panel'
import { useMessages } from '../../../lib/i18n/use-messages'
import { useTabs } from '../../../lib/tabs/tabs'
import { NAME_INPUT, parseHostname } from '../names/domain-name'
import { namesMessages, sayNameProblem } from '../names/names-messages'
import {
  DEFAULT_RESOLVER,
  readResolver,
  saveResolver,
  useResolver,
} from './check-settings'
import { dnsMessages } from './dns-messages'

/** The CNAME value (empty: the build's `{platform_host}`) and the resolver (empty: the default), saved together. */
export function CheckSettingsForm({
  entered,
  buildValue,
  projectLabel,
  demo,
  onSave,
}: {
  entered: string | null
  /** `{platform_host}` of this build; null: not configured. */
  buildValue: string | null
  projectLabel: string
  demo: boolean
  onSave: (value: string | null) => void
}) {
  const { t } = useMessages(dnsMessages)
  const names = useMessages(namesMessages).t
  const [message, setMessage] = useState('')
  const resolver = useResolver()
  const { channel } = useTabs()
  const { register, handleSubmit, formState, reset } = useForm({
    defaultValues: { value: entered ?? buildValue ?? '', resolver },
  })
  const { errors } = formState

  const onSubmit = handleSubmit((fields) => {
    const host = parseHostname(fields.value)
    const entry = host.ok && host.ascii !== buildValue ? host.ascii : null
    onSave(entry)
    const value = entry ?? buildValue
    const read = readResolver(fields.resolver)
    const asked = saveResolver(channel, typeof read === 'string' ? read : null)
    reset({ value: value ?? '', resolver: asked })
    const values = { value: value ?? '', resolver: asked }
    setMessage(t(value ? 'saved' : 'savedNoValue', values))
  })

  return (
    <Panel title={t('dnsSettings')}>
      <FormBlock
        className="check-settings-form"
        onSubmit={onSubmit}
        submit={t('save')}
        status={message}
        statusClassName="check-settings-saved"
      >
        <Field
          id="record-value"
          label={t('cnameValue')}
          hintPlacement="before"
          hint={t('cnameValueHint', {
            build: buildValue
              ? t('buildValue', { value: buildValue })
              : t('buildNoValue'),
            project: projectLabel,
          })}
          error={errors.value?.message}
        >
          <input
            {...NAME_INPUT}
            {...register('value', {
              validate: (text) => {
                const parsed = parseHostname(text)
                if (!text.trim() || parsed.ok) return true
                return sayNameProblem(
                  names,
                  parsed.problem,
                  'edge.platform.example',
                )
              },
            })}
          />
        </Field>
        <Field
          id="check-setting-resolver"
          label={t('resolverLabel')}
          hint={t('resolverHint', { default: DEFAULT_RESOLVER })}
          hintPlacement="before"
          error={errors.resolver?.message}
        >
          <input
            type="url"
            autoComplete="off"
            spellCheck={false}
            {...register('resolver', {
              validate: (text) => {
                const read = readResolver(text)
                return (
                  read === null || typeof read === 'string' || t(read.problem)
                )
              },
            })}
          />
        </Field>
      </FormBlock>
      {demo && <p className="demo-dns">{t('demoDns')}</p>}
    </Panel>
  )
}
