import { zodResolver } from '@hookform/resolvers/zod'
import { type ReactNode, useState } from 'react'
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
  type SettingName,
  useSetting,
} from './check-settings'
import { dnsMessages, type PlainKey } from './dns-messages'

/** Protocol words and domain names, the same in every language. */
const DOH_QUERY = '?name=…&type=…'
const DOH_FORMAT = 'application/dns-json'
const OTHER_RESOLVER = 'https://dns.google/resolve'
const EXAMPLE_AUTHORITY = 'letsencrypt.org'

/** "How DNS is checked": the resolver Check DNS asks, and the authority CAA must allow. */
export function CheckSettingsForm({ demo }: { demo: boolean }) {
  const { t, rich } = useMessages(dnsMessages)
  const authority = useSetting('authority')
  const build = config.certificateAuthority
  return (
    <Panel title={t('howChecked')}>
      <SettingForm
        name="resolver"
        hint={rich('resolverHint', {
          query: <code>{DOH_QUERY}</code>,
          format: <code>{DOH_FORMAT}</code>,
          default: DEFAULT_RESOLVER,
          other: OTHER_RESOLVER,
        })}
        reset={t('useDefault')}
        saved={(value) => t('resolverSaved', { resolver: value ?? '' })}
      />
      <SettingForm
        name="authority"
        hint={rich('authorityHint', {
          example: <code>{EXAMPLE_AUTHORITY}</code>,
          build: build
            ? t('buildSays', { authority: build })
            : t('buildSilent'),
        })}
        reset={build ? t('useBuilds') : t('clearAuthority')}
        saved={(value) =>
          value
            ? t('authoritySaved', { authority: value })
            : t('authorityCleared')
        }
      />
      <p>
        {authority
          ? t('authorityIssued', { authority })
          : t('authorityUnknown')}
      </p>
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

/** One setting: its field, Save, and a way back to the default while it differs. */
function SettingForm({
  name,
  hint,
  reset,
  saved,
}: {
  name: SettingName
  hint: ReactNode
  reset: string
  saved: (value: string | null) => string
}) {
  const { t } = useMessages(dnsMessages)
  const value = useSetting(name)
  const [message, setMessage] = useState('')
  const form = useForm({
    resolver: zodResolver(z.object({ text: SETTINGS[name].schema })),
    mode: 'onSubmit',
    defaultValues: { text: value ?? '' },
  })
  const problem = form.formState.errors.text?.message as PlainKey | undefined

  function store(text: string | null) {
    const next = saveSetting(name, text)
    form.reset({ text: next ?? '' })
    setMessage(saved(next))
  }

  return (
    <FormBlock
      className="resolver-form"
      onSubmit={form.handleSubmit((values) => store(values.text))}
      submit={t(`${name}Save`)}
      actions={
        value !== SETTINGS[name].fallback && (
          <button
            type="button"
            className="secondary"
            onClick={() => store(null)}
          >
            {reset}
          </button>
        )
      }
      status={message}
      statusClassName="resolver-saved"
    >
      <Field
        id={`check-setting-${name}`}
        label={t(`${name}Label`)}
        hint={hint}
        hintPlacement="before"
        error={problem && t(problem)}
      >
        <input
          type={name === 'resolver' ? 'url' : 'text'}
          autoComplete="off"
          spellCheck={false}
          {...form.register('text')}
        />
      </Field>
    </FormBlock>
  )
}
