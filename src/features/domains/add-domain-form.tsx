import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'wouter'
import { ErrorSummary, type SummaryError } from '../../components/error-summary'
import { checkOnBlurExceptToSubmit } from '../../components/check-on-blur'
import { Field } from '../../components/field'
import { FormBlock } from '../../components/form-block'
import { Panel } from '../../components/panel'
import {
  describeName,
  NAME_INPUT,
  type ParsedDomain,
  parseDomainInput,
} from './names/domain-name'
import type { Plan } from '../../lib/rate-limit/plan'
import { PLAN_LABELS } from '../../lib/rate-limit/plan.view'
import { useMessages } from '../../lib/i18n/use-messages'
import { domainsMessages } from './domains-messages'
import { namesMessages, sayNameProblem } from './names/names-messages'

const DOMAIN_ID = 'new-domain'
const PLAN_ID = 'prerequisite-plan'

/** Add a domain. Of the prerequisites only the plan refuses an add; the others only the owner knows. */
export function AddDomainForm({
  existing,
  plan,
  onAdd,
}: {
  existing: readonly { name: string }[]
  plan: Plan
  onAdd: (domain: ParsedDomain) => void
}) {
  const [attempt, setAttempt] = useState(0)
  // The plan's error shows once an add was refused for it, then follows the
  // plan, so choosing a paid one in another tab clears it straight away.
  const [gateTried, setGateTried] = useState(false)
  const [added, setAdded] = useState('')
  const { t } = useMessages(domainsMessages)
  const names = useMessages(namesMessages).t
  const { register, handleSubmit, formState, reset, getFieldState } = useForm({
    mode: 'onBlur',
    // The error summary takes focus instead, and links to the field.
    shouldFocusError: false,
    defaultValues: { domain: '' },
  })
  const error = formState.errors.domain?.message
  const paid = plan !== 'free'
  const planError = t('needsPaidPlan', { plan: PLAN_LABELS[plan] })
  // Checked when the field is left, except for the Add domain button.
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
    getFieldState,
  )

  function refused(byGate: boolean) {
    setGateTried(byGate)
    setAdded('')
    setAttempt((count) => count + 1)
  }

  const onSubmit = handleSubmit(
    ({ domain }) => {
      const parsed = parseDomainInput(domain)
      if (!parsed.ok) return
      if (!paid) return refused(true)
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
    ...(gateTried && !paid ? [{ fieldId: PLAN_ID, message: planError }] : []),
  ]

  return (
    <Panel title={t('addTitle')}>
      <ErrorSummary headingLevel={3} errors={summary} attempt={attempt} />
      <p className="muted">{t('prerequisitesIntro')}</p>
      {!paid && (
        <div id={PLAN_ID} tabIndex={-1} className="notice bad">
          <p>{planError}.</p>
          <p>
            <Link to="/settings">{t('choosePlan')}</Link>
          </p>
        </div>
      )}
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
          error={error}
        >
          {(control) => (
            <div className="input-row">
              <input {...NAME_INPUT} {...field} {...control} />
              <button type="submit">{t('addDomain')}</button>
            </div>
          )}
        </Field>
      </FormBlock>
    </Panel>
  )
}
