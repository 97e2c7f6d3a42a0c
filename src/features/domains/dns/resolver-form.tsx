import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import * as z from 'zod/mini'
import { DEMO_DNS_DOMAINS } from '../demo-domains'
import { AuthorityForm } from './authority-form'
import {
  DEFAULT_RESOLVER,
  normaliseResolver,
  OTHER_RESOLVER_EXAMPLE,
  resolverProblem,
  type ResolverProblem,
  saveResolver,
} from './resolver-setting'
import { useMessages } from '../../../lib/i18n/use-messages'
import { dnsMessages } from './dns-messages'
import { Field } from '../../../components/field'
import { Panel } from '../../../components/panel'

const RESOLVER_ID = 'doh-resolver'
/** Protocol words, the same in every language. */
const DOH_QUERY = '?name=…&type=…'
const DOH_FORMAT = 'application/dns-json'

const resolverFormSchema = z.object({
  resolver: z.string().check(
    z.superRefine((value, ctx) => {
      const problem = resolverProblem(value)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
  ),
})
type ResolverValues = z.infer<typeof resolverFormSchema>

/** Which resolver Check DNS asks, and what it is judged against. */
export function ResolverForm({
  resolver,
  demo,
}: {
  resolver: string
  demo: boolean
}) {
  const [message, setMessage] = useState('')
  const { t, rich } = useMessages(dnsMessages)
  const form = useForm<ResolverValues>({
    resolver: zodResolver(resolverFormSchema),
    mode: 'onSubmit',
    defaultValues: { resolver },
  })
  const { register, handleSubmit, formState, reset } = form
  // The schema's message is the problem's key, worded here.
  const problem = formState.errors.resolver?.message as
    ResolverProblem | undefined
  const error =
    problem === 'resolverEmpty'
      ? t(problem, { example: DEFAULT_RESOLVER })
      : problem && t(problem)

  function save(next: string | null) {
    saveResolver(next)
    const now = next ?? DEFAULT_RESOLVER
    reset({ resolver: now })
    setMessage(t('resolverSaved', { resolver: now }))
  }

  const onSubmit = handleSubmit((values) =>
    save(normaliseResolver(values.resolver)),
  )

  return (
    <Panel title={t('howChecked')}>
      <form
        className="resolver-form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <Field
          id={RESOLVER_ID}
          label={t('resolverLabel')}
          hint={rich('resolverHint', {
            query: <code>{DOH_QUERY}</code>,
            format: <code>{DOH_FORMAT}</code>,
            default: DEFAULT_RESOLVER,
            other: OTHER_RESOLVER_EXAMPLE,
          })}
          hintPlacement="before"
          error={error}
        >
          <input
            type="url"
            autoComplete="off"
            spellCheck={false}
            {...register('resolver')}
          />
        </Field>
        <div className="actions">
          <button type="submit">{t('saveResolver')}</button>
          {resolver !== DEFAULT_RESOLVER && (
            <button
              type="button"
              className="secondary"
              onClick={() => save(null)}
            >
              {t('useDefault')}
            </button>
          )}
        </div>
        <p role="status" className="resolver-saved">
          {message}
        </p>
      </form>
      <AuthorityForm />
      {demo && (
        <div className="demo-dns">
          <p>
            {rich('demoDns', { demoMode: <strong>{t('demoMode')}</strong> })}
          </p>
          <ul>
            {DEMO_DNS_DOMAINS.map((domain) => (
              <li key={domain.name}>
                <code>{domain.name}</code>: {t(domain.shows)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Panel>
  )
}
