import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import * as z from 'zod/mini'
import { Field } from '../../../components/field'
import { FormBlock } from '../../../components/form-block'
import { Panel } from '../../../components/panel'
import { config } from '../../../lib/connection/env'
import { useMessages } from '../../../lib/i18n/use-messages'
import { DEMO_DNS_DOMAINS } from '../demo-domains'
import {
  DEFAULT_RESOLVER,
  saveSetting,
  SETTINGS,
  useAuthority,
  useResolver,
} from './check-settings'
import { dnsMessages, type PlainKey } from './dns-messages'

/** Protocol words and domain names, the same in every language. */
const DOH_QUERY = '?name=…&type=…'
const DOH_FORMAT = 'application/dns-json'
const OTHER_RESOLVER = 'https://dns.google/resolve'
const EXAMPLE_AUTHORITY = 'letsencrypt.org'

const schema = z.object({
  resolver: SETTINGS.resolver.schema,
  authority: SETTINGS.authority.schema,
})
type Settings = z.output<typeof schema>

/** "How DNS is checked": the resolver Check DNS asks, and the authority CAA must allow. */
export function CheckSettingsForm({ demo }: { demo: boolean }) {
  const { t, rich } = useMessages(dnsMessages)
  const resolver = useResolver()
  const authority = useAuthority()
  const [message, setMessage] = useState('')
  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    defaultValues: { resolver, authority: authority ?? '' },
  })
  const { errors } = form.formState
  const problem = (name: keyof Settings) => {
    const key = errors[name]?.message as PlainKey | undefined
    return key && t(key)
  }

  function save(values: Settings) {
    const now = {
      resolver: saveSetting('resolver', values.resolver) ?? DEFAULT_RESOLVER,
      authority: saveSetting('authority', values.authority),
    }
    form.reset({ ...now, authority: now.authority ?? '' })
    setMessage(
      now.authority
        ? t('saved', { ...now, authority: now.authority })
        : t('savedNoAuthority', now),
    )
  }

  const hints = {
    resolver: rich('resolverHint', {
      query: <code>{DOH_QUERY}</code>,
      format: <code>{DOH_FORMAT}</code>,
      other: OTHER_RESOLVER,
      default: DEFAULT_RESOLVER,
    }),
    authority: rich('authorityHint', {
      example: <code>{EXAMPLE_AUTHORITY}</code>,
      fallback: config.certificateAuthority ?? t('noAuthority'),
    }),
  }

  return (
    <Panel title={t('howChecked')}>
      <FormBlock
        className="resolver-form"
        onSubmit={form.handleSubmit(save)}
        submit={t('save')}
        status={message}
        statusClassName="resolver-saved"
      >
        {(['resolver', 'authority'] as const).map((name) => (
          <Field
            key={name}
            id={`check-setting-${name}`}
            label={t(`${name}Label`)}
            hint={hints[name]}
            hintPlacement="before"
            error={problem(name)}
          >
            <input
              type={name === 'resolver' ? 'url' : 'text'}
              autoComplete="off"
              spellCheck={false}
              {...form.register(name)}
            />
          </Field>
        ))}
      </FormBlock>
      {demo && (
        <div className="demo-dns">
          <p>
            {rich('demoDns', { demoMode: <strong>{t('demoMode')}</strong> })}
          </p>
          <ul>
            {DEMO_DNS_DOMAINS.map(([name, shows]) => (
              <li key={name}>
                <code>{name}</code>: {t(shows)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Panel>
  )
}
