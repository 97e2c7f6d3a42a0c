import { CopyableCode, useCopy } from '../copy'
import type { Domain } from '../domain-store'
import { RecordValueLink } from './record-value-form'
import { recordFor } from './records'

/** The record to add at the DNS provider, each value with its Copy button. */
export function RecordTable({
  domain,
  platformHost,
}: {
  domain: Domain
  platformHost: string | null
}) {
  const record = recordFor(domain, platformHost)
  const { message, copy } = useCopy()
  const apex = domain.kind === 'apex'

  return (
    <div className="record">
      {/* Focusable so keyboard users can scroll it sideways on narrow screens. */}
      <div
        className="table-wrap"
        role="region"
        aria-label={`DNS record for ${domain.unicode}, table`}
        tabIndex={0}
      >
        <table className="record-table">
          <caption className="visually-hidden">
            DNS record for {domain.unicode}
          </caption>
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Name</th>
              <th scope="col">Value</th>
              <th scope="col">TTL</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <span className="record-type">{record.type}</span>
              </td>
              <td>
                <CopyableCode text={record.name} what="name" onCopy={copy} />
              </td>
              <td>
                {record.value ? (
                  <CopyableCode
                    text={record.value}
                    what="value"
                    onCopy={copy}
                  />
                ) : (
                  <span className="not-configured">
                    Not known yet: enter it under <RecordValueLink />
                  </span>
                )}
              </td>
              <td>
                <CopyableCode
                  text={String(record.ttl)}
                  what="TTL"
                  onCopy={copy}
                />
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <p role="status" className="copy-status">
        {message}
      </p>
      <ul className="record-notes">
        {apex ? (
          <>
            <li>
              <strong>An apex needs an ALIAS or ANAME record</strong>, not a
              CNAME. Not every DNS provider supports them: look for either name
              in yours. If it has neither, attach a subdomain such as www.
              {domain.unicode} instead.
            </li>
            <li>
              Name <code>@</code> stands for {domain.unicode} itself; some
              providers want the field left empty, or the full name.
            </li>
          </>
        ) : (
          <li>
            Name <code>{record.name}</code> is the part before {domain.apex};
            some providers want the full name, <code>{domain.name}</code>.
          </li>
        )}
        <li className="warning">
          The value must match{' '}
          {record.value ? <code>{record.value}</code> : 'the platform host'}{' '}
          exactly, as the dashboard shows it.
        </li>
        <li className="warning">
          {apex
            ? 'An existing A record for @ answers instead: delete A and AAAA records for the apex that point elsewhere, or verification fails.'
            : `An existing A record for ${record.name} blocks the CNAME and makes verification fail: delete it first.`}
        </li>
        <li>DNS changes can take up to 48 hours to propagate.</li>
      </ul>
    </div>
  )
}
