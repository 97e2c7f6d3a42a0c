import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { ErrorSummary } from '../../../components/error-summary'
import { checkOnBlurExceptToSubmit } from '../../../components/check-on-blur'
import { Field } from '../../../components/field'
import { FormBlock } from '../../../components/form-block'
import { Panel } from '../../../components/panel'
import { type Column, Table } from '../../../components/table'
import type { Domain } from '../domain-store'
import {
  type Redirect,
  type RedirectContext,
  redirectProblems,
  redirectsCsv,
  REDIRECT_STATUSES,
} from './redirects'
import { CopyButton } from '../copy'
import { shownName } from '../names/domain-name'
import { sayProblem } from '../names/names-messages'
import { useMessages } from '../../../lib/i18n/use-messages'
import { recordsMessages } from './records-messages'

const ENDS = ['from', 'to'] as const

/** Redirects: the form that adds one, and the table of those added. */
export function RedirectsSection({
  domains,
  primary,
  redirects,
  onChange,
}: RedirectContext & {
  domains: readonly Domain[]
  onChange: (change: (redirects: Redirect[]) => Redirect[]) => void
}) {
  // Said in the form's status line, whether a redirect was added or removed.
  const [message, setMessage] = useState('')
  const { t } = useMessages(recordsMessages)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shown = (name: string) => shownName(domains, name)

  function remove(redirect: Redirect) {
    onChange((list) => list.filter((r) => r.from !== redirect.from))
    setMessage(t('redirectRemoved', { from: shown(redirect.from) }))
    // Its button is gone; the section's heading is the nearest place to land.
    headingRef.current?.focus()
  }

  return (
    <Panel title={t('redirects')} className="redirects" headingRef={headingRef}>
      <p>{t('redirectsIntro')}</p>
      <AddRedirectForm
        domains={domains}
        primary={primary}
        redirects={redirects}
        onChange={onChange}
        message={message}
        onMessage={setMessage}
      />
      {redirects.length > 0 && (
        <RedirectTable redirects={redirects} shown={shown} onRemove={remove} />
      )}
    </Panel>
  )
}

/** The form that adds a redirect, or word that two domains are needed. */
function AddRedirectForm({
  domains,
  primary,
  redirects,
  onChange,
  message,
  onMessage,
}: RedirectContext & {
  domains: readonly Domain[]
  onChange: (change: (redirects: Redirect[]) => Redirect[]) => void
  message: string
  onMessage: (message: string) => void
}) {
  const [attempt, setAttempt] = useState(0)
  const { t } = useMessages(recordsMessages)
  const shown = (name: string) => shownName(domains, name)
  const form = useForm({
    mode: 'onBlur',
    shouldFocusError: false,
    defaultValues: { from: '', to: '', status: '301' },
  })
  const { register, handleSubmit, reset } = form
  const errors = form.formState.errors
  // Each end checked with the rules of redirects.ts, worded as checked.
  const validate =
    (end: (typeof ENDS)[number]) =>
    (_: string, ends: { from: string; to: string }) => {
      const context = { domains, primary, redirects }
      const problem = redirectProblems(ends, context)[end]
      return !problem || sayProblem(t, problem)
    }

  const onSubmit = handleSubmit(
    ({ from, to, status }) => {
      const code = Number(status) as Redirect['status']
      onChange((list) => [
        ...list,
        { from, to, status: code, addedAt: Date.now() },
      ])
      reset()
      setAttempt(0)
      onMessage(
        t('redirectAdded', { from: shown(from), to: shown(to), status }),
      )
    },
    () => {
      onMessage('')
      setAttempt((count) => count + 1)
    },
  )

  return domains.length < 2 ? (
    <p>{t('needTwo')}</p>
  ) : (
    <>
      <ErrorSummary
        headingLevel={3}
        errors={ENDS.flatMap((end) => {
          const error = errors[end]?.message
          return error ? [{ fieldId: `redirect-${end}`, message: error }] : []
        })}
        attempt={attempt}
      />
      <FormBlock
        className="redirect-form"
        onSubmit={onSubmit}
        submit={t('addRedirect')}
        status={message}
        statusClassName="redirect-status-message"
      >
        <div className="redirect-ends">
          {ENDS.map((end) => (
            <Field
              key={end}
              id={`redirect-${end}`}
              label={t(end)}
              error={errors[end]?.message}
            >
              <select
                {...checkOnBlurExceptToSubmit(
                  register(end, { validate: validate(end) }),
                  form.getFieldState,
                )}
              >
                <option value="">{t('chooseDomain')}</option>
                {domains.map(({ name, unicode }) => (
                  <option key={name} value={name}>
                    {name === primary
                      ? t('primaryOption', { name: unicode })
                      : unicode}
                  </option>
                ))}
              </select>
            </Field>
          ))}
        </div>
        <Field id="redirect-status" label={t('status')} hint={t('statusHint')}>
          <select {...register('status')}>
            {REDIRECT_STATUSES.map((status) => (
              <option key={status} value={String(status)}>
                {t(`status${status}`)}
              </option>
            ))}
          </select>
        </Field>
      </FormBlock>
    </>
  )
}

/** The redirects set up so far, each with its Remove button, and Copy for all. */
export function RedirectTable({
  redirects,
  shown,
  onRemove,
}: {
  redirects: readonly Redirect[]
  shown: (name: string) => string
  onRemove: (redirect: Redirect) => void
}) {
  const { t } = useMessages(recordsMessages)
  const columns: Column<Redirect>[] = [
    { key: 'from', header: t('from'), cell: (r) => shown(r.from) },
    { key: 'to', header: t('to'), cell: (r) => shown(r.to) },
    { key: 'status', header: t('status'), cell: (r) => t(`status${r.status}`) },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('actions')}</span>,
      cell: (redirect) => (
        <button
          type="button"
          className="link"
          // The visible words, then which redirect.
          aria-label={t('removeRedirectFrom', { from: shown(redirect.from) })}
          onClick={() => onRemove(redirect)}
        >
          {t('removeRedirect')}
        </button>
      ),
    },
  ]
  return (
    <>
      <Table
        region={t('redirectsTable')}
        caption={t('redirects')}
        columns={columns}
        rows={redirects}
        rowKey={(redirect) => redirect.from}
      />
      <CopyButton text={redirectsCsv(redirects)} label={t('copyRedirects')} />
    </>
  )
}
