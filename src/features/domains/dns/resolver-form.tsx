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
  saveResolver,
} from './resolver-setting'
import { Field } from '../../../components/field'
import { Panel } from '../../../components/panel'

const RESOLVER_ID = 'doh-resolver'

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
  const form = useForm<ResolverValues>({
    resolver: zodResolver(resolverFormSchema),
    mode: 'onSubmit',
    defaultValues: { resolver },
  })
  const { register, handleSubmit, formState, reset } = form
  const error = formState.errors.resolver?.message

  function save(next: string | null) {
    saveResolver(next)
    const now = next ?? DEFAULT_RESOLVER
    reset({ resolver: now })
    setMessage(`Saved. Check DNS now asks ${now}.`)
  }

  const onSubmit = handleSubmit((values) =>
    save(normaliseResolver(values.resolver)),
  )

  return (
    <Panel title="How DNS is checked">
      <form
        className="resolver-form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <Field
          id={RESOLVER_ID}
          label="DNS-over-HTTPS resolver"
          hint={
            <>
              A public resolver that answers <code>?name=…&amp;type=…</code> in
              JSON (<code>application/dns-json</code>). The default is{' '}
              {DEFAULT_RESOLVER}; {OTHER_RESOLVER_EXAMPLE} works too. It is sent
              only the names checked, never the API key.
            </>
          }
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
          <button type="submit">Save resolver</button>
          {resolver !== DEFAULT_RESOLVER && (
            <button
              type="button"
              className="secondary"
              onClick={() => save(null)}
            >
              Use the default
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
            <strong>Demo mode</strong> answers Check DNS from sample records in
            this browser, whatever the resolver. Try these domains:
          </p>
          <ul>
            {DEMO_DNS_DOMAINS.map((domain) => (
              <li key={domain.name}>
                <code>{domain.name}</code>: {domain.shows}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Panel>
  )
}
