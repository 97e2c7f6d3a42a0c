import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import {
  baseUrlFor,
  type ConnectionSettings,
  ENVIRONMENT_LABELS,
  getConnection,
  resolveConnection,
} from '../../../lib/connection/connection'
import {
  forgetApiKey,
  saveConnection,
} from '../../../lib/connection/save-connection'
import { baseUrlProblem } from './base-url-problem'
import { clearActivityLogs } from '../../../lib/activity/activity-log'
import { connectAllowed } from '../../../lib/connection/csp'
import { useConnection } from '../../../lib/connection/use-connection'
import {
  type ConnectionTestResult,
  EXPOSE_HEADERS_LINE,
  testConnection,
} from './connection-test'
import {
  ENVIRONMENT_OPTIONS,
  savedKeyFits,
  settingsSchema,
  type SettingsValues,
} from './settings-schema'
import { Field } from '../../../components/field'

export function ConnectionForm() {
  const connection = useConnection()
  const { savedKey } = connection
  const savedKeyFor = savedKey?.for ?? null
  const [showKey, setShowKey] = useState(false)
  const [saved, setSaved] = useState('')
  const ids = {
    environment: useId(),
    baseUrl: useId(),
    key: useId(),
    remember: useId(),
  }

  const form = useForm<SettingsValues>({
    resolver: zodResolver(settingsSchema(savedKeyFor)),
    mode: 'onTouched',
    defaultValues: {
      environment: connection.environment,
      customBaseUrl: connection.customBaseUrl,
      apiKey: '',
      remember: connection.remember,
    },
  })
  const { register, handleSubmit, control, formState } = form
  const errors = formState.errors
  const environment = useWatch({ control, name: 'environment' })
  const customBaseUrl = useWatch({ control, name: 'customBaseUrl' })
  const configuredUrl =
    environment === 'custom' ? null : baseUrlFor(environment, '')
  // Warn before anyone waits for a request the browser is bound to block.
  const blockedByPolicy =
    environment === 'custom' &&
    baseUrlProblem(customBaseUrl) === null &&
    connectAllowed(customBaseUrl.trim()) === false
  // The saved key is offered only for the address it was entered for.
  const keyFits = savedKeyFits(savedKeyFor, { environment, customBaseUrl })

  /** The settings to test or save: an empty key field reuses the saved key only where it belongs. */
  function withKey(values: SettingsValues): ConnectionSettings {
    // Demo needs no key; a key typed before switching to Demo is not saved.
    if (values.environment === 'demo') return { ...values, apiKey: '' }
    const reuse = savedKey && savedKeyFits(savedKey.for, values)
    return { ...values, apiKey: values.apiKey || (reuse ? savedKey.key : '') }
  }

  const test = useMutation<ConnectionTestResult, Error, SettingsValues>({
    mutationFn: (values) => testConnection(resolveConnection(withKey(values))),
  })

  const onSave = handleSubmit((values) => {
    const changed = saveConnection(withKey(values))
    const stored = getConnection()
    form.reset({
      ...values,
      customBaseUrl: stored.customBaseUrl,
      apiKey: '',
      remember: stored.remember,
    })
    setShowKey(false)
    const label = ENVIRONMENT_LABELS[values.environment]
    setSaved(
      changed
        ? `Saved. Now using ${label}; animals loaded from the previous connection were cleared.`
        : `Saved. Still using ${label}.`,
    )
  })

  function forgetKey() {
    // Only the key: whatever else is typed in the form stays unsaved.
    // What was sent with the key goes with it.
    void clearActivityLogs(forgetApiKey())
    setSaved('The saved API key was removed from this browser.')
  }

  function runTest() {
    // aria-disabled keeps the button focusable while testing, so the guard is here.
    if (test.isPending) return
    void handleSubmit((values) => test.mutate(values))()
  }

  return (
    <form
      className="settings-form"
      onSubmit={(event) => void onSave(event)}
      noValidate
    >
      <Field
        id={ids.environment}
        label="Environment"
        hint={
          environment === 'demo' ? (
            'Sample data in this browser; no key or network needed.'
          ) : configuredUrl ? (
            <>
              Requests go to{' '}
              <span className="readonly-url">{configuredUrl}</span>
            </>
          ) : environment === 'custom' ? (
            'Requests go to the base URL below.'
          ) : (
            'Not configured for this build.'
          )
        }
        error={errors.environment?.message}
      >
        <select {...register('environment')}>
          {ENVIRONMENT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>

      {environment === 'custom' && (
        <Field
          id={ids.baseUrl}
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
                    block requests to it. Whoever deploys Adoption Desk can
                    allow it (CSP_CONNECT_SRC, see the README).
                  </strong>
                </>
              )}
            </>
          }
          error={errors.customBaseUrl?.message}
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
      )}

      {environment !== 'demo' && (
        <>
          <Field
            id={ids.key}
            label="API key"
            hint={
              savedKey ? (
                <>
                  Saved key:{' '}
                  <span className="readonly-url">{maskKey(savedKey.key)}</span>
                  {!keyFits && (
                    <>
                      {' '}
                      is for{' '}
                      <span className="readonly-url">{savedKey.for}</span>,
                      another address, so it is not sent here.
                    </>
                  )}{' '}
                  <button type="button" className="link" onClick={forgetKey}>
                    Forget key
                  </button>
                </>
              ) : (
                'Sent only in the Authorization header, never in a link.'
              )
            }
            error={errors.apiKey?.message}
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
                  aria-controls={ids.key}
                  aria-pressed={showKey}
                  onClick={() => setShowKey((shown) => !shown)}
                >
                  Show key
                </button>
              </div>
            )}
          </Field>

          <div className="checkbox">
            <input
              id={ids.remember}
              type="checkbox"
              {...register('remember')}
            />
            <div>
              <label htmlFor={ids.remember}>Remember on this device</label>
              <p className="hint muted">
                Off: the key is forgotten when this tab closes. On: it stays in
                this browser until you forget it; use only on a device that is
                yours.
              </p>
            </div>
          </div>
        </>
      )}

      <div className="actions">
        <button type="submit">Save</button>
        {/* Not disabled: that would drop focus from the button to the page. */}
        <button
          type="button"
          className="secondary"
          aria-disabled={test.isPending ? true : undefined}
          onClick={runTest}
        >
          {test.isPending ? 'Testing…' : 'Test connection'}
        </button>
      </div>

      <div role="status">
        {saved && <p className="notice ok">{saved}</p>}
        {test.data && <TestResult result={test.data} />}
      </div>
    </form>
  )
}

/** Says which headers CORS hides, what that costs, and the exact line that fixes it. */
function HiddenHeaders({ hidden }: { hidden: string[] }) {
  const [copied, setCopied] = useState(false)
  function copy() {
    // Absent on plain http: the line is selectable text too.
    if (!('clipboard' in navigator)) return
    void navigator.clipboard
      .writeText(EXPOSE_HEADERS_LINE)
      .then(() => setCopied(true))
  }
  return (
    <div className="notice warn hidden-headers">
      <p>
        <strong>This API hides headers the app needs:</strong>{' '}
        {hidden.join(', ')}. Without them the app cannot see how long the server
        asks it to wait after a 429, or how many requests are left, so it waits
        longer than it may need to (at least 5 s, then doubling) to keep the key
        safe.
      </p>
      <p>Ask the API’s operator to add this header to its responses:</p>
      <div className="input-row">
        <code className="header-line">{EXPOSE_HEADERS_LINE}</code>
        <button type="button" className="secondary" onClick={copy}>
          {copied ? 'Copied' : 'Copy line'}
        </button>
      </div>
    </div>
  )
}

function TestResult({ result }: { result: ConnectionTestResult }) {
  switch (result.outcome) {
    case 'connected':
      return (
        <>
          <p className="notice ok">
            Connected to {result.host}.{' '}
            {result.rateLimit
              ? `Rate limit: ${result.rateLimit.limit} requests (${result.rateLimit.remaining} left in this window).`
              : 'The browser cannot read its rate limit.'}
          </p>
          {result.hiddenHeaders.length > 0 && (
            <HiddenHeaders hidden={result.hiddenHeaders} />
          )}
        </>
      )
    case 'key-refused':
      return <p className="notice bad">Key refused: {result.message}</p>
    case 'unreachable':
      return (
        <p className="notice bad">
          Server unreachable or blocked by CORS. {result.message}
        </p>
      )
    case 'rate-limited':
      return (
        <p className="notice bad">
          Rate limited: {result.message} The app waits before sending again.
        </p>
      )
    case 'other':
      return <p className="notice bad">The test failed: {result.message}</p>
  }
}

/** The last four characters, for showing a saved key without revealing it. */
function maskKey(key: string): string {
  if (!key) return ''
  return `•••• ${key.slice(-4)}`
}
