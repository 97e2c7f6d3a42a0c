import { useId } from 'react'
import type { UseFormRegister } from 'react-hook-form'
import { Field } from '../../../components/field'
import { baseUrlFor, type SavedKey } from '../../../lib/connection/connection'
import { connectAllowed } from '../../../lib/connection/csp'
import { baseUrlProblem } from './base-url-problem'
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
  const configuredUrl =
    environment === 'custom' ? null : baseUrlFor(environment, '')
  return (
    <Field
      id={id}
      label="Environment"
      hint={
        environment === 'demo' ? (
          'Sample data in this browser; no key or network needed.'
        ) : configuredUrl ? (
          <>
            Requests go to <span className="readonly-url">{configuredUrl}</span>
          </>
        ) : environment === 'custom' ? (
          'Requests go to the base URL below.'
        ) : (
          'Not configured for this build.'
        )
      }
      error={error}
    >
      <select {...register('environment')}>
        {ENVIRONMENT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
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
  // Warn before anyone waits for a request the browser is bound to block.
  const blockedByPolicy =
    baseUrlProblem(customBaseUrl) === null &&
    connectAllowed(customBaseUrl.trim()) === false
  return (
    <Field
      id={id}
      label="API base URL"
      hint={
        <>
          Include the version segment, e.g. /v1. Local servers such as
          http://localhost:4010/v1 work too.
          {blockedByPolicy && (
            <>
              {' '}
              <strong className="warn-text">
                This build’s security policy does not allow{' '}
                {new URL(customBaseUrl.trim()).origin}, so the browser will
                block requests to it. Whoever deploys Adoption Desk can allow it
                (CSP_CONNECT_SRC, see the README).
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
        placeholder="https://api.example.com/v1"
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
  return (
    <Field
      id={id}
      label="API key"
      hint={
        savedKey ? (
          <>
            Saved key:{' '}
            <span className="readonly-url">{maskKey(savedKey.key)}</span>
            {!keyFits && (
              <>
                {' '}
                is for <span className="readonly-url">{savedKey.for}</span>,
                another address, so it is not sent here.
              </>
            )}{' '}
            <button type="button" className="link" onClick={onForgetKey}>
              Forget key
            </button>
          </>
        ) : (
          'Sent only in the Authorization header, never in a link.'
        )
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
                  ? 'Leave empty to keep the saved key'
                  : 'The saved key is for another address'
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
            Show key
          </button>
        </div>
      )}
    </Field>
  )
}

export function RememberField({ register }: { register: Register }) {
  const id = useId()
  return (
    <div className="checkbox">
      <input id={id} type="checkbox" {...register('remember')} />
      <div>
        <label htmlFor={id}>Remember on this device</label>
        <p className="hint muted">
          Off: the key is forgotten when this tab closes. On: it stays in this
          browser until you forget it; use only on a device that is yours.
        </p>
      </div>
    </div>
  )
}

/** The last four characters, for showing a saved key without revealing it. */
function maskKey(key: string): string {
  if (!key) return ''
  return `•••• ${key.slice(-4)}`
}
