import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, useState } from 'react'
import { type FieldErrors, useForm } from 'react-hook-form'
import * as z from 'zod/mini'
import type { Domain } from '../domain-store'
import { ErrorSummary } from '../../../components/error-summary'
import { checkOnBlurExceptToSubmit } from '../../../components/field'
import { FieldError } from '../../../components/field-error'
import {
  DEFAULT_REDIRECT_STATUS,
  type Redirect,
  type RedirectContext,
  redirectProblems,
  REDIRECT_STATUS_INFO,
  REDIRECT_STATUSES,
} from './redirects'
import { Panel } from '../../../components/panel'

const IDS = { from: 'redirect-from', to: 'redirect-to' } as const
const FIELDS = ['from', 'to'] as const

const STATUS_VALUES = ['301', '302', '307', '308'] as const

interface RedirectValues {
  from: string
  to: string
  status: (typeof STATUS_VALUES)[number]
}

function redirectFormSchema(context: RedirectContext) {
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
          const message = problems[field]
          if (message) ctx.addIssue({ code: 'custom', message, path: [field] })
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
 * Redirects: an old domain sent on to another of the project's domains. The
 * rules live in redirects.ts; this is the form and the table.
 */
export function RedirectsSection({
  domains,
  primary,
  redirects,
  onAdd,
  onRemove,
}: {
  domains: readonly Domain[]
  primary: string | null
  redirects: readonly Redirect[]
  /** The page stamps the time it was added. */
  onAdd: (redirect: Omit<Redirect, 'addedAt'>) => void
  onRemove: (from: string) => void
}) {
  const [attempt, setAttempt] = useState(0)
  const [message, setMessage] = useState('')
  const headingRef = useRef<HTMLHeadingElement>(null)
  const context = { domains, primary, redirects }
  const shown = (name: string) =>
    domains.find((domain) => domain.name === name)?.unicode ?? name
  const form = useForm<RedirectValues>({
    resolver: zodResolver(redirectFormSchema(context)),
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
      setMessage(
        `Added a redirect from ${shown(values.from)} to ${shown(values.to)} (${status}). Set it up in the dashboard too.`,
      )
    },
    () => {
      setMessage('')
      setAttempt((count) => count + 1)
    },
  )

  function remove(redirect: Redirect) {
    onRemove(redirect.from)
    setMessage(
      `Removed the redirect from ${shown(redirect.from)}: it serves the project again.`,
    )
    // Its button is gone; the section's heading is the nearest place to land.
    headingRef.current?.focus()
  }

  return (
    <Panel title="Redirects" className="redirects" headingRef={headingRef}>
      <p className="muted">
        Several domains can be attached to one project. An old domain can be a
        redirect to the primary one: visitors who open it are sent on.
      </p>

      {domains.length < 2 ? (
        <p>Add at least two domains to set up a redirect between them.</p>
      ) : (
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
                  <label htmlFor={IDS[name]}>
                    {name === 'from' ? 'From' : 'To'}
                  </label>
                  <select
                    id={IDS[name]}
                    {...register(name)}
                    aria-invalid={errors[name] ? true : undefined}
                    aria-describedby={
                      errors[name] ? `${IDS[name]}-error` : undefined
                    }
                  >
                    <option value="">Choose a domain</option>
                    {domains.map((domain) => (
                      <option key={domain.name} value={domain.name}>
                        {domain.unicode}
                        {domain.name === primary ? ' (primary)' : ''}
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
              <legend>Status</legend>
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
                      <label htmlFor={id}>
                        {REDIRECT_STATUS_INFO[status].label}
                      </label>
                      <p id={`${id}-hint`} className="hint">
                        {REDIRECT_STATUS_INFO[status].explanation}
                      </p>
                    </div>
                  </div>
                )
              })}
            </fieldset>
            <div className="actions">
              <button type="submit">Add redirect</button>
            </div>
          </form>
        </>
      )}

      <p role="status" className="redirect-status-message">
        {message}
      </p>

      {redirects.length > 0 && (
        <div className="table-wrap">
          <table>
            <caption className="visually-hidden">Redirects</caption>
            <thead>
              <tr>
                <th scope="col">From</th>
                <th scope="col">To</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {redirects.map((redirect) => (
                <tr key={redirect.from}>
                  <td>{shown(redirect.from)}</td>
                  <td>{shown(redirect.to)}</td>
                  <td>{REDIRECT_STATUS_INFO[redirect.status].label}</td>
                  <td>
                    <button
                      type="button"
                      className="link"
                      onClick={() => remove(redirect)}
                    >
                      Remove redirect{' '}
                      <span className="visually-hidden">
                        from {shown(redirect.from)}
                      </span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  )
}
