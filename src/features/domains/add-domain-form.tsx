import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import * as z from 'zod/mini'
import type { SummaryError } from '../../components/error-summary'
import {
  describeName,
  type NameProblem,
  type ParsedDomain,
  parseDomainInput,
} from './names/domain-name'
import { ErrorSummary } from '../../components/error-summary'
import { checkOnBlurExceptToSubmit, Field } from '../../components/field'
import { PREREQUISITE_IDS } from './prerequisites'
import { toUnicodeHost } from './names/punycode'
import { Panel } from '../../components/panel'
import { useMessages } from '../../lib/i18n/use-messages'
import { type DomainsT, domainsMessages } from './domains-messages'
import { namesMessages, sayNameProblem } from './names/names-messages'

const DOMAIN_ID = 'new-domain'

interface AddDomainValues {
  domain: string
}

/**
 * The same rules the hint shows, plus: not already in the list. Worded as
 * it is checked: the language cannot change while this page is open.
 */
function domainFormSchema(
  existing: readonly { name: string }[],
  say: {
    problem: (problem: NameProblem) => string
    listed: (name: string) => string
  },
) {
  return z.object({
    domain: z.string().check(
      z.superRefine((value, ctx) => {
        const parsed = parseDomainInput(value)
        if (!parsed.ok) {
          ctx.addIssue({ code: 'custom', message: say.problem(parsed.problem) })
        } else if (existing.some((d) => d.name === parsed.domain.name)) {
          ctx.addIssue({
            code: 'custom',
            message: say.listed(describeName(parsed.domain)),
          })
        }
      }),
    ),
  })
}

export interface Gate {
  paid: boolean
  planLabel: string
  dnsAccess: boolean
  deployed: boolean
}

/** What stands between the owner and adding a domain, as summary errors. */
function gateErrors(t: DomainsT, gate: Gate): SummaryError[] {
  const errors: SummaryError[] = []
  if (!gate.paid) {
    errors.push({
      fieldId: PREREQUISITE_IDS.plan,
      message: t('needsPaidPlan', { plan: gate.planLabel }),
    })
  }
  if (!gate.dnsAccess) {
    errors.push({
      fieldId: PREREQUISITE_IDS.dnsAccess,
      message: t('tickDnsAccess', { label: t('dnsAccess') }),
    })
  }
  if (!gate.deployed) {
    errors.push({
      fieldId: PREREQUISITE_IDS.deployed,
      message: t('tickDeployed', { label: t('deployed') }),
    })
  }
  return errors
}

export function AddDomainForm({
  existing,
  gate,
  onAdd,
}: {
  existing: readonly { name: string }[]
  gate: Gate
  onAdd: (domain: ParsedDomain) => void
}) {
  const [attempt, setAttempt] = useState(0)
  // Prerequisite errors show once an add was refused for them, then follow
  // the checklist, so ticking a box clears its error straight away.
  const [gateTried, setGateTried] = useState(false)
  const [added, setAdded] = useState('')
  const { t } = useMessages(domainsMessages)
  const names = useMessages(namesMessages).t
  const form = useForm<AddDomainValues>({
    // Rebuilt each render, so "already in the list" follows the list.
    resolver: zodResolver(
      domainFormSchema(existing, {
        problem: (problem) => sayNameProblem(names, problem),
        listed: (name) => t('alreadyListed', { name }),
      }),
    ),
    mode: 'onBlur',
    // The error summary takes focus instead, and links to the field.
    shouldFocusError: false,
    defaultValues: { domain: '' },
  })
  const { register, handleSubmit, formState, control, reset } = form
  const error = formState.errors.domain?.message
  // Checked when the field is left, except for the Add domain button.
  const field = checkOnBlurExceptToSubmit(register('domain'))
  const typed = useWatch({ control, name: 'domain' })
  const preview = typed.trim() ? parseDomainInput(typed) : null

  const onSubmit = handleSubmit(
    (values) => {
      const parsed = parseDomainInput(values.domain)
      if (!parsed.ok) return
      if (gateErrors(t, gate).length > 0) {
        setGateTried(true)
        setAdded('')
        setAttempt((count) => count + 1)
        return
      }
      onAdd(parsed.domain)
      reset({ domain: '' })
      setGateTried(false)
      setAttempt(0)
      setAdded(t('addedDomain', { name: describeName(parsed.domain) }))
    },
    () => {
      setGateTried(false)
      setAdded('')
      setAttempt((count) => count + 1)
    },
  )

  const summary: SummaryError[] = [
    ...(error ? [{ fieldId: DOMAIN_ID, message: error }] : []),
    ...(gateTried ? gateErrors(t, gate) : []),
  ]

  return (
    <Panel title={t('addTitle')}>
      <ErrorSummary headingLevel={3} errors={summary} attempt={attempt} />
      <form
        className="add-domain-form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
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
      </form>
      <p role="status" className="added-status">
        {added}
      </p>
    </Panel>
  )
}
