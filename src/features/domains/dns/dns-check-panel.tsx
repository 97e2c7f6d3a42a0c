import { useMutation } from '@tanstack/react-query'
import { useEffect, useId, useRef } from 'react'
import { useConnection } from '../../../lib/connection/use-connection'
import { CopyableCode, useCopy } from '../copy'
import {
  describeCaa,
  describeCheckError,
  describeRecord,
  type Finding,
} from './describe-check'
import { useAuthority } from './authority-setting'
import { checkDomainDns, type DnsReport } from './dns-check'
import { dnsTransport } from './dns-transport'
import type { Domain } from '../domain-store'
import { formatAgo } from '../domain-status'
import { useMessages } from '../../../lib/i18n/use-messages'
import { useErrorText } from '../../../components/use-error-text'
import { type DnsT, dnsMessages } from './dns-messages'
import { domainsMessages } from '../domains-messages'

/** A check that did not finish, with what to say (null: it was cancelled; undefined: the error's own words). */
class CheckFailure extends Error {
  readonly said: string | null | undefined
  constructor(said: string | null | undefined, cause: unknown) {
    // A message for the console only; the page shows `said`.
    super(
      said === null
        ? 'Check DNS was cancelled.'
        : (said ?? 'Check DNS failed.'),
      { cause },
    )
    this.said = said
  }
}

/**
 * Check DNS for one domain: asks the resolver, reports each finding in plain
 * words, and keeps the last report with the domain (onReport) so a reload
 * shows it again. A TanStack Query mutation tracks the run; aborting is ours,
 * since mutations take no signal: a new check, Cancel, leaving the page or
 * switching between demo and live aborts the running one.
 */
export function DnsCheckPanel({
  domain,
  platformHost,
  resolver,
  report,
  now,
  onReport,
}: {
  domain: Domain
  /** The CNAME value the record is judged against. */
  platformHost: string | null
  resolver: string
  report: DnsReport | undefined
  now: number
  onReport: (report: DnsReport) => void
}) {
  const demo = useConnection().environment === 'demo'
  const { t } = useMessages(dnsMessages)
  const authority = useAuthority()
  const controller = useRef<AbortController | null>(null)
  const checkButton = useRef<HTMLButtonElement>(null)
  const cancelButton = useRef<HTMLButtonElement>(null)
  const headingId = useId()
  const check = useMutation({
    mutationFn: async (signal: AbortSignal) => {
      try {
        return await checkDomainDns({
          domain,
          platformHost,
          resolver,
          authority,
          signal,
          transport: await dnsTransport(demo, platformHost),
        })
      } catch (error) {
        // Said now: whether the device was offline is a fact of this moment.
        throw new CheckFailure(
          describeCheckError(t, error, resolver, navigator.onLine),
          error,
        )
      }
    },
  })

  // Demo answers must not land in a live project's records, nor the reverse.
  useEffect(() => () => controller.current?.abort(), [demo])

  function run() {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    check.mutate(current.signal, {
      // Only for the latest check: a replaced one never reports.
      onSuccess: onReport,
      onSettled: () => {
        if (controller.current === current) controller.current = null
        // Cancel goes away with the run: keep the keyboard focus on the panel.
        if (document.activeElement === cancelButton.current)
          checkButton.current?.focus()
      },
    })
  }

  const failure = check.error instanceof CheckFailure ? check.error : null
  const errorText = useErrorText(failure?.cause)
  const failureText = failure?.said === undefined ? errorText : failure.said
  const announcement = check.isPending
    ? t('checking', { domain: domain.unicode })
    : check.data
      ? summary(t, check.data, domain)
      : failure && failure.said === null
        ? t('cancelled', { domain: domain.unicode })
        : ''

  return (
    <section className="dns-check" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('checkDns')}</h4>
      <p className="hint">
        {t('asks', { resolver: hostOf(resolver), domain: domain.unicode })}
      </p>
      <div className="actions">
        {/* Pressed while a check runs, it starts over (the resolver setting may have changed). */}
        <button
          ref={checkButton}
          type="button"
          className="secondary"
          onClick={run}
        >
          {t('checkDns')}
        </button>
        {check.isPending && (
          <button
            ref={cancelButton}
            type="button"
            className="secondary"
            onClick={() => controller.current?.abort()}
          >
            {t('cancel')}
          </button>
        )}
        <p role="status" className="check-status">
          {announcement}
        </p>
      </div>
      {failure && failureText && (
        <p role="alert" className="notice bad">
          {failureText}
        </p>
      )}
      {report && !check.isPending && (
        <CheckReport
          report={report}
          domain={domain}
          now={now}
          platformHost={platformHost}
        />
      )}
    </section>
  )
}

function summary(t: DnsT, report: DnsReport, domain: Domain): string {
  const problems = findingsOf(t, report, domain).filter(
    (finding) => finding.tone !== 'ok',
  ).length
  return problems === 0
    ? t('noProblems', { domain: domain.unicode })
    : t('problems', { domain: domain.unicode, count: problems })
}

function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

function findingsOf(t: DnsT, report: DnsReport, domain: Domain): Finding[] {
  const shown = { name: domain.name, shown: domain.unicode, kind: domain.kind }
  return [
    describeRecord(t, report.record, shown, report.platformHost),
    describeCaa(t, report.caa, shown, report.authority),
  ]
}

const TONE_WORDS = {
  ok: 'toneOk',
  bad: 'toneBad',
  unsure: 'toneUnsure',
} as const
const TONE_MARKS = { ok: '✓', bad: '✗', unsure: '?' } as const

function CheckReport({
  report,
  domain,
  now,
  platformHost,
}: {
  report: DnsReport
  domain: Domain
  now: number
  platformHost: string | null
}) {
  const { message, copy } = useCopy()
  const { t } = useMessages(dnsMessages)
  const times = useMessages(domainsMessages).t
  return (
    <div className="check-report">
      <ul className="check-findings">
        {findingsOf(t, report, domain).map((finding) => (
          <li key={finding.title} className={`finding finding-${finding.tone}`}>
            <span aria-hidden="true" className="finding-mark">
              {TONE_MARKS[finding.tone]}
            </span>
            <div>
              <p className="finding-title">
                <span className="visually-hidden">
                  {t('tone', { tone: t(TONE_WORDS[finding.tone]) })}
                </span>
                <strong>{finding.title}</strong>
              </p>
              <p>{finding.detail}</p>
              {finding.fix && (
                <p>
                  <CopyableCode
                    text={finding.fix}
                    what="record"
                    onCopy={copy}
                  />
                </p>
              )}
              {finding.note && <p className="muted">{finding.note}</p>}
            </div>
          </li>
        ))}
      </ul>
      <p role="status" className="copy-status">
        {message}
      </p>
      <p className="muted check-when">
        {t('checkedWith', {
          ago: formatAgo(times, now - report.at),
          resolver: hostOf(report.resolver),
        })}
      </p>
      {report.platformHost !== platformHost && (
        <p className="notice">
          {report.platformHost
            ? t('changedSince', { host: report.platformHost })
            : t('changedSinceNone')}
        </p>
      )}
    </div>
  )
}
