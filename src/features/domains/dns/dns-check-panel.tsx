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

/** A check that did not finish, with what to say (null: it was cancelled). */
class CheckFailure extends Error {
  readonly said: string | null
  constructor(said: string | null, cause: unknown) {
    super(said ?? 'Check DNS was cancelled.', { cause })
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
          describeCheckError(error, resolver, navigator.onLine),
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
  const announcement = check.isPending
    ? `Checking DNS for ${domain.unicode}…`
    : check.data
      ? summary(check.data, domain)
      : failure && failure.said === null
        ? `Check DNS for ${domain.unicode} cancelled.`
        : ''

  return (
    <section className="dns-check" aria-labelledby={headingId}>
      <h4 id={headingId}>Check DNS</h4>
      <p className="hint">
        Asks the DNS-over-HTTPS resolver ({hostOf(resolver)}) for the CNAME, A,
        AAAA and CAA records of {domain.unicode}, as the internet sees them now.
      </p>
      <div className="actions">
        {/* Pressed while a check runs, it starts over (the resolver setting may have changed). */}
        <button
          ref={checkButton}
          type="button"
          className="secondary"
          onClick={run}
        >
          Check DNS
        </button>
        {check.isPending && (
          <button
            ref={cancelButton}
            type="button"
            className="secondary"
            onClick={() => controller.current?.abort()}
          >
            Cancel
          </button>
        )}
        <p role="status" className="check-status">
          {announcement}
        </p>
      </div>
      {failure?.said && (
        <p role="alert" className="notice bad">
          {failure.said}
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

function summary(report: DnsReport, domain: Domain): string {
  const problems = findingsOf(report, domain).filter(
    (finding) => finding.tone !== 'ok',
  ).length
  return problems === 0
    ? `DNS checked for ${domain.unicode}: no problems found.`
    : `DNS checked for ${domain.unicode}: ${problems === 1 ? '1 problem' : `${problems} problems`} found.`
}

function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

function findingsOf(report: DnsReport, domain: Domain): Finding[] {
  const shown = { name: domain.name, shown: domain.unicode, kind: domain.kind }
  return [
    describeRecord(report.record, shown, report.platformHost),
    describeCaa(report.caa, shown, report.authority),
  ]
}

const TONE_WORDS = { ok: 'Fine', bad: 'Problem', unsure: 'Unsure' } as const
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
  return (
    <div className="check-report">
      <ul className="check-findings">
        {findingsOf(report, domain).map((finding) => (
          <li key={finding.title} className={`finding finding-${finding.tone}`}>
            <span aria-hidden="true" className="finding-mark">
              {TONE_MARKS[finding.tone]}
            </span>
            <div>
              <p className="finding-title">
                <span className="visually-hidden">
                  {TONE_WORDS[finding.tone]}:{' '}
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
        Checked {formatAgo(now - report.at)} with {hostOf(report.resolver)}.
        Resolvers may keep an old answer for as long as its TTL says.
      </p>
      {report.platformHost !== platformHost && (
        <p className="notice">
          The CNAME value has changed since this check (
          {report.platformHost
            ? `it was judged against ${report.platformHost}`
            : 'it had none to judge against'}
          ): check again.
        </p>
      )}
    </div>
  )
}
