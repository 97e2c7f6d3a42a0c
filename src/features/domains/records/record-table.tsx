import { type Column, Table } from '../../../components/table'
import { CopyableCode, useCopy } from '../copy'
import type { Domain } from '../domain-store'
import { RecordValue, RecordValueLink } from './record-value-form'
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
  const ttl = String(record.ttl) // a DNS value: digits as the provider takes them
  const columns: Column<DnsRecordRow>[] = [
    {
      key: 'type',
      header: t('type'),
      cell: () => (
        <span className="record-type">
          {apex ? dns('aliasOrAname') : record.type}
        </span>
      ),
    },
    {
      key: 'name',
      header: t('name'),
      cell: () => <CopyableCode text={record.name} what="name" onCopy={copy} />,
    },
    {
      key: 'value',
      header: t('value'),
      cell: () =>
        record.value ? (
          <CopyableCode text={record.value} what="value" onCopy={copy} />
        ) : (
          <span className="not-configured">
            {rich('notKnownYet', { recordValue: <RecordValueLink /> })}
          </span>
        ),
    },
    {
      key: 'ttl',
      header: t('ttl'),
      cell: () => <CopyableCode text={ttl} what="ttl" onCopy={copy} />,
    },
  ]
  const forProvider =
    record.value &&
    t(apex ? 'forProviderApex' : 'forProviderSubdomain', {
      host: record.name,
      domain: domain.name,
      value: record.value,
      ttl,
    })

  return (
    <div className="record">
      <Table
        region={t('recordRegion', { domain: domain.unicode })}
        caption={t('recordCaption', { domain: domain.unicode })}
        className="record-table"
        columns={columns}
        rows={[record]}
        rowKey={(row) => row.fqdn}
      />
      {forProvider && (
        <div className="provider-message">
          <p>
            <strong>{t('forProvider')}</strong>
          </p>
          <CopyableCode text={forProvider} what="message" onCopy={copy} />
        </div>
      )}
      <p role="status" className="copy-status">
        {message}
      </p>
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
            value: <RecordValue value={record.value} />,
          })}
        </li>
        <li className="warning">
          {apex ? t('apexInTheWay') : t('hostInTheWay', { host: record.name })}
        </li>
        <li>{t('propagation', { hours: PROPAGATION_HOURS })}</li>
      </ul>
    </div>
  )
}
