import { type Column, Table } from '../../../components/table'
import { CopyButton } from '../copy'
import type { Domain } from '../domain-store'
import { RecordValueLink } from './record-value-form'
import { type DnsRecordRow, recordFor } from './records'
import { dnsMessages } from '../dns/dns-messages'
import { PROPAGATION_HOURS } from '../domain-status'
import { useMessages } from '../../../lib/i18n/use-messages'
import { recordsMessages } from './records-messages'

/** The record to add at the DNS provider, and the message for the provider, to copy. */
export function RecordTable({
  domain,
  platformHost,
}: {
  domain: Domain
  platformHost: string | null
}) {
  const record = recordFor(domain, platformHost)
  const { t, rich } = useMessages(recordsMessages)
  const dns = useMessages(dnsMessages).t
  const apex = domain.kind === 'apex'
  const ttl = String(record.ttl) // a DNS value: digits as the provider takes them
  const columns: Column<DnsRecordRow>[] = [
    {
      key: 'type',
      header: t('type'),
      cell: () => (apex ? dns('aliasOrAname') : record.type),
      cellProps: () => ({ className: 'record-type' }),
    },
    { key: 'name', header: t('name'), cell: () => record.name },
    {
      key: 'value',
      header: t('value'),
      cell: () =>
        record.value ?? (
          <span className="not-configured">
            {rich('notKnownYet', { recordValue: <RecordValueLink /> })}
          </span>
        ),
    },
    { key: 'ttl', header: t('ttl'), cell: () => ttl },
  ]
  const host = record.name
  const forProvider =
    record.value &&
    t(apex ? 'forProviderApex' : 'forProviderSubdomain', {
      host,
      domain: domain.name,
      value: record.value,
      ttl,
    })
  const value = record.value ?? dns('thePlatformHost')
  const notes = [
    apex
      ? t('apexNote', { domain: domain.unicode })
      : t('hostNote', { host, apex: domain.apex, name: domain.name }),
    t('mustMatch', { value }),
    apex ? t('apexInTheWay') : t('hostInTheWay', { host }),
    t('propagation', { hours: PROPAGATION_HOURS }),
  ]

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
          <p>
            <code>{forProvider}</code>
          </p>
          <CopyButton text={forProvider} label={t('copyForProvider')} />
        </div>
      )}
      <ul className="record-notes">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  )
}
