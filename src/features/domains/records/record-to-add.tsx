import { CopyButton } from '../copy'
import type { Domain } from '../domain-store'
import { RECORD_TTL } from './records'
import { dnsMessages } from '../dns/dns-messages'
import { PROPAGATION_HOURS } from '../domain-status'
import { useMessages } from '../../../lib/i18n/use-messages'
import { recordsMessages } from './records-messages'

/** The record to add, as one message to copy whole for the DNS provider, with what to know about it. */
export function RecordToAdd({
  domain,
  platformHost,
}: {
  domain: Domain
  platformHost: string | null
}) {
  const { t } = useMessages(recordsMessages)
  const dns = useMessages(dnsMessages).t
  const apex = domain.kind === 'apex'
  const host = apex ? '@' : domain.host
  const message =
    platformHost &&
    t(apex ? 'forProviderApex' : 'forProviderSubdomain', {
      host,
      domain: domain.name,
      value: platformHost,
      ttl: String(RECORD_TTL), // digits as the provider takes them
    })
  const notes = [
    apex
      ? t('apexNote', { domain: domain.unicode })
      : t('hostNote', { host, apex: domain.apex, name: domain.name }),
    t('mustMatch', { value: platformHost ?? dns('thePlatformHost') }),
    ...(apex ? [] : [t('hostInTheWay', { host })]),
    t('propagation', { hours: PROPAGATION_HOURS }),
  ]

  return (
    <div className="record">
      {message ? (
        <>
          <p className="provider-message">
            <code>{message}</code>
          </p>
          <CopyButton text={message} label={t('copyForProvider')} />
        </>
      ) : (
        <p className="not-configured">{t('notKnownYet')}</p>
      )}
      <ul className="record-notes">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  )
}
