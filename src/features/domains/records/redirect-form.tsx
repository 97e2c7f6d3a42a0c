import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { type FieldErrors, useForm } from 'react-hook-form'
import * as z from 'zod/mini'
import { ErrorSummary } from '../../../components/error-summary'
import { checkOnBlurExceptToSubmit } from '../../../components/field'
import { FieldError } from '../../../components/field-error'
import type { Domain } from '../domain-store'
import {
  DEFAULT_REDIRECT_STATUS,
  type Redirect,
  type RedirectContext,
  redirectProblems,
  REDIRECT_STATUSES,
  sayRedirectProblem,
} from './redirects'
import { useMessages } from '../../../lib/i18n/use-messages'
import { type RecordsT, recordsMessages } from './records-messages'

const IDS = { from: 'redirect-from', to: 'redirect-to' } as const
const FIELDS = ['from', 'to'] as const

const STATUS_VALUES = ['301', '302', '307', '308'] as const

interface RedirectValues {
  from: string
  to: string
  status: (typeof STATUS_VALUES)[number]
}

/** Worded as checked: the language cannot change while this page is open. */
function redirectFormSchema(context: RedirectContext, t: RecordsT) {
  return z
    .object({
      from: z.string(),
      to: z.string(),
      status: z.enum(STATUS_VALUES),
    })
    .check(
      z.superRefine((values, ctx) => {
        const problems = redirectProblems(values, context)
        for (const field of FIELDS) {
          const problem = problems[field]
          if (problem) {
            const message = sayRedirectProblem(t, problem)
            ctx.addIssue({ code: 'custom', message, path: [field] })
          }
        }
      }),
    )
}

function summaryOf(errors: FieldErrors<RedirectValues>) {
  return FIELDS.flatMap((field) => {
    const message = errors[field]?.message
    return message ? [{ fieldId: IDS[field], message }] : []
  })
}

/**
 * The form that adds a redirect, checked with the rules in redirects.ts. It
 * stays mounted with fewer than two domains, so what was chosen is kept.
 */
export function RedirectForm({
  domains,
  primary,
  redirects,
  onAdd,
  onInvalid,
}: {
  domains: readonly Domain[]
  primary: string | null
  redirects: readonly Redirect[]
  onAdd: (redirect: Omit<Redirect, 'addedAt'>) => void
  onInvalid: () => void
}) {
  const [attempt, setAttempt] = useState(0)
  const { t } = useMessages(recordsMessages)
  const form = useForm<RedirectValues>({
    resolver: zodResolver(
      redirectFormSchema({ domains, primary, redirects }, t),
    ),
    mode: 'onBlur',
    shouldFocusError: false,
    defaultValues: {
      from: '',
      to: '',
      status: `${DEFAULT_REDIRECT_STATUS}`,
    },
  })
  const { register: registerField, handleSubmit, formState, reset } = form
  const errors = formState.errors

  const register = (name: 'from' | 'to') =>
    checkOnBlurExceptToSubmit(registerField(name))

  const onSubmit = handleSubmit(
    (values) => {
      const status = REDIRECT_STATUSES.find((s) => String(s) === values.status)
      if (status === undefined) return
      onAdd({ from: values.from, to: values.to, status })
      reset()
      setAttempt(0)
    },
    () => {
      onInvalid()
      setAttempt((count) => count + 1)
    },
  )

  if (domains.length < 2) {
    return <p>{t('needTwo')}</p>
  }
  return (
    <>
      <ErrorSummary
        headingLevel={3}
        errors={summaryOf(errors)}
        attempt={attempt}
      />
      <form
        className="redirect-form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <div className="redirect-ends">
          {FIELDS.map((name) => (
            <div className="field" key={name}>
              <label htmlFor={IDS[name]}>{t(name)}</label>
              <select
                id={IDS[name]}
                {...register(name)}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={
                  errors[name] ? `${IDS[name]}-error` : undefined
                }
              >
                <option value="">{t('chooseDomain')}</option>
                {domains.map((domain) => (
                  <option key={domain.name} value={domain.name}>
                    {domain.name === primary
                      ? t('primaryOption', { name: domain.unicode })
                      : domain.unicode}
                  </option>
                ))}
              </select>
              <FieldError
                id={`${IDS[name]}-error`}
                message={errors[name]?.message}
              />
            </div>
          ))}
        </div>
        <fieldset className="redirect-status">
          <legend>{t('status')}</legend>
          {REDIRECT_STATUSES.map((status) => {
            const id = `redirect-status-${status}`
            return (
              <div className="checkbox" key={status}>
                <input
                  id={id}
                  type="radio"
                  value={String(status)}
                  aria-describedby={`${id}-hint`}
                  {...registerField('status')}
                />
                <div>
                  <label htmlFor={id}>{t(`status${status}`)}</label>
                  <p id={`${id}-hint`} className="hint">
                    {t(`explain${status}`)}
                  </p>
                </div>
              </div>
            )
          })}
        </fieldset>
        <div className="actions">
          <button type="submit">{t('addRedirect')}</button>
        </div>
      </form>
    </>
  )
}
