import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import * as z from 'zod/mini'
import type { SummaryError } from '../../components/error-summary'
import {
  describeName,
  type ParsedDomain,
  parseDomainInput,
} from './names/domain-name'
import { ErrorSummary } from '../../components/error-summary'
import { checkOnBlurExceptToSubmit, Field } from '../../components/field'
import { PREREQUISITE_IDS, PREREQUISITE_LABELS } from './prerequisites'
import { toUnicodeHost } from './names/punycode'
import { Panel } from '../../components/panel'

const DOMAIN_ID = 'new-domain'

interface AddDomainValues {
  domain: string
}

/** The same rules the hint shows, plus: not already in the list. */
function domainFormSchema(existing: readonly { name: string }[]) {
  return z.object({
    domain: z.string().check(
      z.superRefine((value, ctx) => {
        const parsed = parseDomainInput(value)
        if (!parsed.ok) {
          ctx.addIssue({ code: 'custom', message: parsed.message })
        } else if (existing.some((d) => d.name === parsed.domain.name)) {
          ctx.addIssue({
            code: 'custom',
            message: `${describeName(parsed.domain)} is already in the list`,
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
function gateErrors(gate: Gate): SummaryError[] {
  const errors: SummaryError[] = []
  if (!gate.paid) {
    errors.push({
      fieldId: PREREQUISITE_IDS.plan,
      message: `Custom domains need a paid plan (Pro or above); your plan is ${gate.planLabel}. A domain cannot be attached until the plan is upgraded`,
    })
  }
  if (!gate.dnsAccess) {
    errors.push({
      fieldId: PREREQUISITE_IDS.dnsAccess,
      message: `Tick “${PREREQUISITE_LABELS.dnsAccess}” once you have it: the record is added there`,
    })
  }
  if (!gate.deployed) {
    errors.push({
      fieldId: PREREQUISITE_IDS.deployed,
      message: `Tick “${PREREQUISITE_LABELS.deployed}” once the project has deployed`,
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
  const form = useForm<AddDomainValues>({
    // Rebuilt each render, so "already in the list" follows the list.
    resolver: zodResolver(domainFormSchema(existing)),
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
      if (gateErrors(gate).length > 0) {
        setGateTried(true)
        setAdded('')
        setAttempt((count) => count + 1)
        return
      }
      onAdd(parsed.domain)
      reset({ domain: '' })
      setGateTried(false)
      setAttempt(0)
      setAdded(
        `Added ${describeName(parsed.domain)}. Its record and steps are below.`,
      )
    },
    () => {
      setGateTried(false)
      setAdded('')
      setAttempt((count) => count + 1)
    },
  )

  const summary: SummaryError[] = [
    ...(error ? [{ fieldId: DOMAIN_ID, message: error }] : []),
    ...(gateTried ? gateErrors(gate) : []),
  ]

  return (
    <Panel title="Add a domain">
      <ErrorSummary headingLevel={3} errors={summary} attempt={attempt} />
      <form
        className="add-domain-form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <Field
          id={DOMAIN_ID}
          label="Domain"
          hint="A domain or subdomain you own, such as shop.example.com or example.co.uk. Pasting a whole address is fine: the https:// and anything after the name are left out."
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
                <button type="submit">Add domain</button>
              </div>
              <p id={`${DOMAIN_ID}-preview`} className="hint domain-preview">
                {preview?.ok &&
                  `Reads as ${describeName(preview.domain)}: ${
                    preview.domain.kind === 'apex'
                      ? 'an apex domain'
                      : `a subdomain of ${toUnicodeHost(preview.domain.apex)}`
                  }.`}
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
