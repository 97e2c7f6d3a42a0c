import { useId } from 'react'
import type { UseFormRegister } from 'react-hook-form'
import { Field } from '../../../components/field'
import { baseUrlFor, type SavedKey } from '../../../lib/connection/connection'
import { connectAllowed } from '../../../lib/connection/csp'
import { useMessages } from '../../../lib/i18n/use-messages'
import { baseUrlProblem } from './base-url-problem'
import { connectionMessages } from './connection-messages'
import { ENVIRONMENT_OPTIONS, type SettingsValues } from './settings-schema'

// The fields of the connection form, each with the hint that says what it
// does with what is typed. The form owns the values and what Save does.

type Register = UseFormRegister<SettingsValues>
type Environment = SettingsValues['environment']

export function EnvironmentField({
  register,
  environment,
  error,
}: {
  register: Register
  environment: Environment
  error: string | undefined
}) {
  const id = useId()
  const { t, rich } = useMessages(connectionMessages)
  const configuredUrl =
    environment === 'custom' ? null : baseUrlFor(environment, '')
  return (
    <Field
      id={id}
      label={t('environment')}
      hint={
        environment === 'demo'
          ? t('demoHint')
          : configuredUrl
            ? rich('requestsGoTo', {
                url: <span className="readonly-url">{configuredUrl}</span>,
              })
            : environment === 'custom'
              ? t('requestsGoBelow')
              : t('notConfigured')
      }
      error={error}
    >
      <select {...register('environment')}>
        {ENVIRONMENT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </Field>
  )
}

export function BaseUrlField({
  register,
  customBaseUrl,
  error,
}: {
  register: Register
  customBaseUrl: string
  error: string | undefined
}) {
  const id = useId()
  const { t } = useMessages(connectionMessages)
  // Warn before anyone waits for a request the browser is bound to block.
  const blockedByPolicy =
    baseUrlProblem(customBaseUrl) === null &&
    connectAllowed(customBaseUrl.trim()) === false
  return (
    <Field
      id={id}
      label={t('baseUrl')}
      hint={
        <>
          {t('baseUrlHint')}
          {blockedByPolicy && (
            <>
              {' '}
              <strong className="warn-text">
                {t('blockedByPolicy', {
                  origin: new URL(customBaseUrl.trim()).origin,
                })}
              </strong>
            </>
          )}
        </>
      }
      error={error}
    >
      <input
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        placeholder={t('urlExample')}
        {...register('customBaseUrl')}
      />
    </Field>
  )
}

interface ApiKeyFieldProps {
  register: Register
  savedKey: SavedKey | null
  /** The saved key belongs to the address chosen, so an empty field reuses it. */
  keyFits: boolean
  showKey: boolean
  onToggleShowKey: () => void
  onForgetKey: () => void
  error: string | undefined
}

export function ApiKeyField({
  register,
  savedKey,
  keyFits,
  showKey,
  onToggleShowKey,
  onForgetKey,
  error,
}: ApiKeyFieldProps) {
  const id = useId()
  const { t, rich } = useMessages(connectionMessages)
  const forget = (
    <button type="button" className="link" onClick={onForgetKey}>
      {t('forgetKey')}
    </button>
  )
  return (
    <Field
      id={id}
      label={t('apiKey')}
      hint={
        savedKey
          ? rich(keyFits ? 'savedKey' : 'savedKeyElsewhere', {
              key: (
                <span className="readonly-url">{maskKey(savedKey.key)}</span>
              ),
              address: <span className="readonly-url">{savedKey.for}</span>,
              forget,
            })
          : t('keyHint')
      }
      error={error}
    >
      {(control) => (
        <div className="input-row">
          <input
            type={showKey ? 'text' : 'password'}
            autoComplete="off"
            spellCheck={false}
            placeholder={
              !savedKey
                ? undefined
                : keyFits
                  ? t('keepSavedKey')
                  : t('savedKeyOther')
            }
            {...register('apiKey')}
            {...control}
          />
          {/* A toggle keeps one name; aria-pressed says whether it is on. */}
          <button
            type="button"
            className="secondary"
            aria-controls={id}
            aria-pressed={showKey}
            onClick={onToggleShowKey}
          >
            {t('showKey')}
          </button>
        </div>
      )}
    </Field>
  )
}

export function RememberField({ register }: { register: Register }) {
  const id = useId()
  const { t } = useMessages(connectionMessages)
  return (
    <div className="checkbox">
      <input id={id} type="checkbox" {...register('remember')} />
      <div>
        <label htmlFor={id}>{t('remember')}</label>
        <p className="hint muted">{t('rememberHint')}</p>
      </div>
    </div>
  )
}

/** The last four characters, for showing a saved key without revealing it. */
function maskKey(key: string): string {
  if (!key) return ''
  return `•••• ${key.slice(-4)}`
}
