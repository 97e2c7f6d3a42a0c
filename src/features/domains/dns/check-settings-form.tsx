import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import * as z from 'zod/mini'
import { Field } from '../../../components/field'
import { FormBlock } from '../../../components/form-block'
import { Panel } from '../../../components/panel'
import { useMessages } from '../../../lib/i18n/use-messages'
import {
  DEFAULT_RESOLVER,
  resolverSchema,
  saveResolver,
  useResolver,
} from './check-settings'
import { dnsMessages, type PlainKey } from './dns-messages'

/** Protocol words and domain names, the same in every language. */
const DOH_QUERY = '?name=…&type=…'
const DOH_FORMAT = 'application/dns-json'
const OTHER_RESOLVER = 'https://dns.google/resolve'

const schema = z.object({ resolver: resolverSchema })

/** "How DNS is checked": the resolver Check DNS asks (in demo mode, sample records answer). */
export function CheckSettingsForm({ demo }: { demo: boolean }) {
  const { t, rich } = useMessages(dnsMessages)
  const resolver = useResolver()
  const [message, setMessage] = useState('')
  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    defaultValues: { resolver },
  })
  const problem = form.formState.errors.resolver?.message as
    PlainKey | undefined

  return (
    <Panel title={t('howChecked')}>
      <FormBlock
        className="resolver-form"
        onSubmit={form.handleSubmit((values) => {
          const now = saveResolver(values.resolver)
          form.reset({ resolver: now })
          setMessage(t('saved', { resolver: now }))
        })}
        submit={t('save')}
        status={message}
        statusClassName="resolver-saved"
      >
        <Field
          id="check-setting-resolver"
          label={t('resolverLabel')}
          hint={rich('resolverHint', {
            query: <code>{DOH_QUERY}</code>,
            format: <code>{DOH_FORMAT}</code>,
            other: OTHER_RESOLVER,
            default: DEFAULT_RESOLVER,
          })}
          hintPlacement="before"
          error={problem && t(problem)}
        >
          <input
            type="url"
            autoComplete="off"
            spellCheck={false}
            {...form.register('resolver')}
          />
        </Field>
      </FormBlock>
      {demo && <p className="demo-dns">{t('demoDns')}</p>}
    </Panel>
  )
}
