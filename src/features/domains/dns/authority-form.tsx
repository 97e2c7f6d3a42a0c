import { type SyntheticEvent, useId, useState } from 'react'
import { Field } from '../../../components/field'
import { config } from '../../../lib/connection/env'
import {
  authorityProblem,
  normaliseAuthority,
  saveAuthority,
  useAuthority,
  type AuthorityProblem,
} from './authority-setting'
import { useMessages } from '../../../lib/i18n/use-messages'
import { dnsMessages } from './dns-messages'

/** A domain name, the same in every language. */
const EXAMPLE_AUTHORITY = 'letsencrypt.org'

/**
 * The platform's certificate authority, which CAA records must allow. The
 * interface does not name it, so the build may (VITE_CERTIFICATE_AUTHORITY)
 * and the owner can: it is kept in this browser.
 */
export function AuthorityForm() {
  const authority = useAuthority()
  const id = useId()
  const [text, setText] = useState(authority ?? '')
  const [problem, setProblem] = useState<AuthorityProblem | null>(null)
  const { t, rich } = useMessages(dnsMessages)
  const [message, setMessage] = useState('')

  function save(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = authorityProblem(text)
    setProblem(found)
    if (found) return
    saveAuthority(text)
    setText(normaliseAuthority(text))
    setMessage(t('authoritySaved', { authority: normaliseAuthority(text) }))
  }

  function useBuilds() {
    saveAuthority(null)
    setProblem(null)
    setText(config.certificateAuthority ?? '')
    setMessage(
      config.certificateAuthority
        ? t('authorityBuildSaved', { authority: config.certificateAuthority })
        : t('authorityCleared'),
    )
  }

  return (
    <form className="resolver-form" onSubmit={save} noValidate>
      <Field
        id={id}
        label={t('authorityLabel')}
        hint={rich('authorityHint', {
          example: <code>{EXAMPLE_AUTHORITY}</code>,
          build: config.certificateAuthority
            ? t('buildSays', { authority: config.certificateAuthority })
            : t('buildSilent'),
        })}
        hintPlacement="before"
        error={problem && t(problem)}
      >
        <input
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      <div className="actions">
        <button type="submit">{t('saveAuthority')}</button>
        {authority !== config.certificateAuthority && (
          <button type="button" className="secondary" onClick={useBuilds}>
            {config.certificateAuthority ? t('useBuilds') : t('clearAuthority')}
          </button>
        )}
      </div>
      <p role="status" className="resolver-saved">
        {message}
      </p>
      <p>
        {authority
          ? t('authorityIssued', { authority })
          : t('authorityUnknown')}
      </p>
    </form>
  )
}
