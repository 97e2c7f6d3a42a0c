import { CopyableCode, useCopy } from '../copy'
import type { Domain } from '../domain-store'
import { RecordValueLink } from './record-value-form'
import { type DnsRecordRow, recordFor } from './records'
import { dnsMessages } from '../dns/dns-messages'
import { PROPAGATION_HOURS } from '../domain-status'
import { useMessages } from '../../../lib/i18n/use-messages'
import { recordsMessages } from './records-messages'

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
  const { t, rich } = useMessages(recordsMessages)
  const dns = useMessages(dnsMessages).t
  const apex = domain.kind === 'apex'
  const providerMessage =
    record.value &&
    t(apex ? 'forProviderApex' : 'forProviderSubdomain', {
      host: record.name,
      domain: domain.name,
      value: record.value,
      // A DNS value: digits as the provider takes them.
      ttl: String(record.ttl),
    })

  return (
    <div className="record">
      {/* Focusable so keyboard users can scroll it sideways on narrow screens. */}
      <div
        className="table-wrap"
        role="region"
        aria-label={t('recordRegion', { domain: domain.unicode })}
        tabIndex={0}
      >
        <table className="record-table">
          <caption className="visually-hidden">
            {t('recordCaption', { domain: domain.unicode })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('type')}</th>
              <th scope="col">{t('name')}</th>
              <th scope="col">{t('value')}</th>
              <th scope="col">{t('ttl')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <span className="record-type">
                  {record.type === 'CNAME' ? record.type : dns('aliasOrAname')}
                </span>
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
                    {rich('notKnownYet', { recordValue: <RecordValueLink /> })}
                  </span>
                )}
              </td>
              <td>
                <CopyableCode
                  text={String(record.ttl)}
                  what="ttl"
                  onCopy={copy}
                />
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      {providerMessage && (
        <div className="provider-message">
          <p>
            <strong>{t('forProvider')}</strong>
          </p>
          <CopyableCode text={providerMessage} what="message" onCopy={copy} />
        </div>
      )}
      <p role="status" className="copy-status">
        {message}
      </p>
      <RecordNotes domain={domain} record={record} />
    </div>
  )
}

/** What to know before adding the record: where it goes, what must not be in the way. */
function RecordNotes({
  domain,
  record,
}: {
  domain: Domain
  record: DnsRecordRow
}) {
  const { t, rich } = useMessages(recordsMessages)
  const dns = useMessages(dnsMessages).t
  const apex = domain.kind === 'apex'
  return (
    <ul className="record-notes">
      {apex ? (
        <>
          <li>
            {rich('apexNote', {
              needs: <strong>{t('apexNeeds')}</strong>,
              domain: domain.unicode,
            })}
          </li>
          <li>
            {rich('atNote', { at: <code>@</code>, domain: domain.unicode })}
          </li>
        </>
      ) : (
        <li>
          {rich('hostNote', {
            host: <code>{record.name}</code>,
            apex: domain.apex,
            name: <code>{domain.name}</code>,
          })}
        </li>
      )}
      <li className="warning">
        {rich('mustMatch', {
          value: record.value ? (
            <code>{record.value}</code>
          ) : (
            dns('thePlatformHost')
          ),
        })}
      </li>
      <li className="warning">
        {apex ? t('apexInTheWay') : t('hostInTheWay', { host: record.name })}
      </li>
      <li>{t('propagation', { hours: PROPAGATION_HOURS })}</li>
    </ul>
  )
}
