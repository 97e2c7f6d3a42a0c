import { type SyntheticEvent, useId, useState } from 'react'
import { Field } from '../../../components/field'
import { config } from '../../../lib/connection/env'
import {
  authorityProblem,
  normaliseAuthority,
  saveAuthority,
  useAuthority,
} from './authority-setting'

/**
 * The platform's certificate authority, which CAA records must allow. The
 * interface does not name it, so the build may (VITE_CERTIFICATE_AUTHORITY)
 * and the owner can: it is kept in this browser.
 */
export function AuthorityForm() {
  const authority = useAuthority()
  const id = useId()
  const [text, setText] = useState(authority ?? '')
  const [problem, setProblem] = useState<string | null>(null)
  const [message, setMessage] = useState('')

  function save(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = authorityProblem(text)
    setProblem(found)
    if (found) return
    saveAuthority(text)
    setText(normaliseAuthority(text))
    setMessage(
      `Saved. Check DNS compares CAA records with ${normaliseAuthority(text)}.`,
    )
  }

  function useBuilds() {
    saveAuthority(null)
    setProblem(null)
    setText(config.certificateAuthority ?? '')
    setMessage(
      config.certificateAuthority
        ? `Saved. Check DNS compares CAA records with ${config.certificateAuthority}, this build’s authority.`
        : 'Saved. No authority is set: Check DNS lists what CAA records allow, for you to compare.',
    )
  }

  return (
    <form className="resolver-form" onSubmit={save} noValidate>
      <Field
        id={id}
        label="Certificate authority"
        hint={
          <>
            The domain that names the authority the platform gets certificates
            from, as CAA records write it (for example{' '}
            <code>letsencrypt.org</code>); the platform’s dashboard or
            documentation names it.{' '}
            {config.certificateAuthority
              ? `This build says ${config.certificateAuthority}.`
              : 'This build does not say which it is.'}{' '}
            Kept in this browser.
          </>
        }
        hintPlacement="before"
        error={problem}
      >
        <input
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      <div className="actions">
        <button type="submit">Save authority</button>
        {authority !== config.certificateAuthority && (
          <button type="button" className="secondary" onClick={useBuilds}>
            {config.certificateAuthority
              ? 'Use the build’s authority'
              : 'Clear the authority'}
          </button>
        )}
      </div>
      <p role="status" className="resolver-saved">
        {message}
      </p>
      <p>
        {authority
          ? `Certificates are issued by ${authority}. Where a domain or one of its parents has CAA records, they must allow it; Check DNS looks them up the way authorities do, from the name up through its parents.`
          : 'Where a domain or one of its parents has CAA records, they must allow the platform’s certificate authority. Until it is entered above, Check DNS lists the authorities the records allow, for you to compare with the platform’s.'}
      </p>
    </form>
  )
}
