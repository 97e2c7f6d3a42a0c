import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { componentsMessages } from '../../../components/components-messages'
import { FormBlock } from '../../../components/form-block'
import type {
  ConnectionSettings,
  SavedKey,
} from '../../../lib/connection/connection'
import { useMessages } from '../../../lib/i18n/use-messages'
import {
  forgetApiKey,
  saveConnection,
} from '../../../lib/connection/save-connection'
import { activityOf } from '../../../lib/activity/activity-log'
import { clearSeenRecords } from '../../../lib/seen/seen-record'
import { useConnection } from '../../../lib/connection/use-connection'
import { type Tabs, tabsOf, useTabs } from '../../../lib/tabs/tabs'
import {
  ApiKeyField,
  BaseUrlField,
  EnvironmentField,
  RememberField,
} from './connection-fields'
import { connectionMessages } from './connection-messages'
import { type ConnectionTestResult, testConnection } from './connection-test'
import { TestResult } from './connection-test-result'
import {
  savedKeyFits,
  settingsSchema,
  type SettingsValues,
} from './settings-schema'

/** The settings to test or save: an empty key field reuses the saved key only where it belongs. */
function keyed(
  values: SettingsValues,
  savedKey: SavedKey | null,
): ConnectionSettings {
  // Demo needs no key; a key typed before switching to Demo is not saved.
  if (values.environment === 'demo') return { ...values, apiKey: '' }
  const reuse = savedKey && savedKeyFits(savedKey.for, values)
  return { ...values, apiKey: values.apiKey || (reuse ? savedKey.key : '') }
}

/** Forget key: what was sent and seen with the key goes with it (the log is the page's Tabs'). */
function forgetKeyIn(tabs: Tabs) {
  const forgotten = forgetApiKey(tabs.connection)
  void activityOf(tabs).clearLogs(forgotten)
  clearSeenRecords(forgotten)
}

export function ConnectionForm() {
  const connection = useConnection()
  const tabs = useTabs()
  const { savedKey } = connection
  const savedKeyFor = savedKey?.for ?? null
  const [showKey, setShowKey] = useState(false)
  const [saved, setSaved] = useState('')
  const { t } = useMessages(connectionMessages)
  const names = useMessages(componentsMessages)

  const form = useForm<SettingsValues>({
    resolver: zodResolver(settingsSchema(savedKeyFor, t)),
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
  // The saved key is offered only for the address it was entered for.
  const keyFits = savedKeyFits(savedKeyFor, { environment, customBaseUrl })

  const withKey = (values: SettingsValues) => keyed(values, savedKey)

  const test = useMutation<ConnectionTestResult, Error, SettingsValues>({
    mutationFn: (values, { client }) =>
      testConnection(tabsOf(client), withKey(values)),
  })

  const onSave = handleSubmit((values) => {
    const changed = saveConnection(tabs.connection, withKey(values))
    const stored = tabs.connection.get()
    form.reset({
      ...values,
      customBaseUrl: stored.customBaseUrl,
      apiKey: '',
      remember: stored.remember,
    })
    setShowKey(false)
    const label = names.t(values.environment)
    setSaved(t(changed ? 'savedChanged' : 'savedSame', { label }))
  })

  function forgetKey() {
    // Only the key: whatever else is typed in the form stays unsaved.
    forgetKeyIn(tabs)
    setSaved(t('keyForgotten'))
  }

  function runTest() {
    // aria-disabled keeps the button focusable while testing, so the guard is here.
    if (test.isPending) return
    void handleSubmit((values) => test.mutate(values))()
  }

  return (
    <FormBlock
      className="settings-form"
      onSubmit={onSave}
      submit={t('save')}
      actions={
        // Not disabled: that would drop focus from the button to the page.
        <button
          type="button"
          className="secondary"
          aria-disabled={test.isPending ? true : undefined}
          onClick={runTest}
        >
          {test.isPending ? t('testing') : t('test')}
        </button>
      }
      status={
        <>
          {saved && <p className="notice ok">{saved}</p>}
          {test.data && <TestResult result={test.data} />}
        </>
      }
    >
      <EnvironmentField
        register={register}
        environment={environment}
        error={errors.environment?.message}
      />
      {environment === 'custom' && (
        <BaseUrlField
          register={register}
          customBaseUrl={customBaseUrl}
          error={errors.customBaseUrl?.message}
        />
      )}
      {environment !== 'demo' && (
        <>
          <ApiKeyField
            register={register}
            savedKey={savedKey}
            keyFits={keyFits}
            showKey={showKey}
            onToggleShowKey={() => setShowKey((shown) => !shown)}
            onForgetKey={forgetKey}
            error={errors.apiKey?.message}
          />
          <RememberField register={register} />
        </>
      )}
    </FormBlock>
  )
}
