import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { ErrorSummary, type SummaryError } from '../../components/error-summary'
import { checkOnBlurExceptToSubmit } from '../../components/check-on-blur'
import { Field } from '../../components/field'
import { FormBlock } from '../../components/form-block'
import { Panel } from '../../components/panel'
import {
  describeName,
  type ParsedDomain,
  parseDomainInput,
} from './names/domain-name'
import type { Plan } from '../../lib/rate-limit/plan'
import type { Prerequisites } from './domain-store'
import { gateErrors } from './prerequisites'
import { toUnicodeHost } from './names/punycode'
import { useMessages } from '../../lib/i18n/use-messages'
import { domainsMessages } from './domains-messages'
import { namesMessages, sayNameProblem } from './names/names-messages'

const DOMAIN_ID = 'new-domain'

export function AddDomainForm({
  existing,
  gate,
  onAdd,
}: {
  existing: readonly { name: string }[]
  /** The plan and the two ticked prerequisites. */
  gate: { plan: Plan } & Prerequisites
  onAdd: (domain: ParsedDomain) => void
}) {
  const [attempt, setAttempt] = useState(0)
  // Prerequisite errors show once an add was refused for them, then follow
  // the checklist, so ticking a box clears its error straight away.
  const [gateTried, setGateTried] = useState(false)
  const [added, setAdded] = useState('')
  const { t } = useMessages(domainsMessages)
  const names = useMessages(namesMessages).t
  const { register, handleSubmit, formState, control, reset } = useForm({
    mode: 'onBlur',
    // The error summary takes focus instead, and links to the field.
    shouldFocusError: false,
    defaultValues: { domain: '' },
  })
  const error = formState.errors.domain?.message
  // Checked when the field is left, except for the Add domain button; the
  // same rules the hint shows, plus: not already in the list.
  const field = checkOnBlurExceptToSubmit(
    register('domain', {
      validate: (value) => {
        const parsed = parseDomainInput(value)
        if (!parsed.ok) return sayNameProblem(names, parsed.problem)
        const name = describeName(parsed.domain)
        const listed = existing.some((d) => d.name === parsed.domain.name)
        return !listed || t('alreadyListed', { name })
      },
    }),
  )
  const typed = useWatch({ control, name: 'domain' })
  const preview = typed.trim() ? parseDomainInput(typed) : null

  function refused(byGate: boolean) {
    setGateTried(byGate)
    setAdded('')
    setAttempt((count) => count + 1)
  }

  const onSubmit = handleSubmit(
    ({ domain }) => {
      const parsed = parseDomainInput(domain)
      if (!parsed.ok) return
      if (gateErrors(t, gate).length > 0) return refused(true)
      onAdd(parsed.domain)
      reset({ domain: '' })
      setGateTried(false)
      setAttempt(0)
      setAdded(t('addedDomain', { name: describeName(parsed.domain) }))
    },
    () => refused(false),
  )

  const summary: SummaryError[] = [
    ...(error ? [{ fieldId: DOMAIN_ID, message: error }] : []),
    ...(gateTried ? gateErrors(t, gate) : []),
  ]

  return (
    <Panel title={t('addTitle')}>
      <ErrorSummary headingLevel={3} errors={summary} attempt={attempt} />
      <FormBlock
        className="add-domain-form"
        onSubmit={onSubmit}
        status={added}
        statusClassName="added-status"
      >
        <Field
          id={DOMAIN_ID}
          label={t('domain')}
          hint={t('domainHint')}
          hintPlacement="before"
          describedBy={[`${DOMAIN_ID}-preview`]}
          error={error}
        >
          {(control) => (
            <>
              <div className="input-row">
                <input
                  type="text"
                  inputMode="url"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  {...field}
                  {...control}
                />
                <button type="submit">{t('addDomain')}</button>
              </div>
              <p id={`${DOMAIN_ID}-preview`} className="hint domain-preview">
                {preview?.ok &&
                  (preview.domain.kind === 'apex'
                    ? t('readsAsApex', { name: describeName(preview.domain) })
                    : t('readsAsSubdomain', {
                        name: describeName(preview.domain),
                        apex: toUnicodeHost(preview.domain.apex),
                      }))}
              </p>
            </>
          )}
        </Field>
      </FormBlock>
    </Panel>
  )
}
