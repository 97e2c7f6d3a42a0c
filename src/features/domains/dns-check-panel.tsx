import { useEffect, useId, useRef, useState } from 'react'
import { CopyButton, useCopy } from './copy'
import {
  describeCaa,
  describeCheckError,
  describeRecord,
  type Finding,
} from './describe-check'
import { checkDomainDns, type DnsReport } from './dns-check'
import type { Domain } from './domain-store'
import { formatAgo } from './domain-status'

/**
 * Check DNS for one domain: asks the resolver, reports each finding in plain
 * words, and keeps the last report with the domain (onReport) so a reload
 * shows it again.
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
  platformHost: string | null
  resolver: string
  report: DnsReport | undefined
  now: number
  onReport: (report: DnsReport) => void
}) {
  const [running, setRunning] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const controller = useRef<AbortController | null>(null)
  const headingId = useId()

  // A check still running when the domain goes away is cancelled.
  useEffect(() => () => controller.current?.abort(), [])

  async function run() {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    setRunning(true)
    setError(null)
    setAnnouncement(`Checking DNS for ${domain.unicode}…`)
    try {
      const next = await checkDomainDns({
        domain,
        platformHost,
        resolver,
        signal: current.signal,
      })
      onReport(next)
      const problems = findingsOf(next, domain).filter(
        (finding) => finding.tone !== 'ok',
      ).length
      setAnnouncement(
        problems === 0
          ? `DNS checked for ${domain.unicode}: no problems found.`
          : `DNS checked for ${domain.unicode}: ${problems === 1 ? '1 problem' : `${problems} problems`} found.`,
      )
    } catch (caught) {
      const message = describeCheckError(caught, resolver, navigator.onLine)
      if (message === null) return
      setError(message)
      setAnnouncement('')
    } finally {
      if (controller.current === current) {
        controller.current = null
        setRunning(false)
      }
    }
  }

  return (
    <section className="dns-check" aria-labelledby={headingId}>
      <h4 id={headingId}>Check DNS</h4>
      <p className="hint">
        Asks the DNS-over-HTTPS resolver ({hostOf(resolver)}) for the CNAME, A,
        AAAA and CAA records of {domain.unicode}, as the internet sees them now.
      </p>
      <div className="actions">
        <button
          type="button"
          className="secondary"
          // Not disabled while running: a disabled button would drop the
          // keyboard focus that just pressed it.
          onClick={() => {
            if (!running) void run()
          }}
          aria-disabled={running || undefined}
        >
          Check DNS
        </button>
        <p role="status" className="check-status">
          {announcement}
        </p>
      </div>
      {error && (
        <p role="alert" className="notice bad">
          {error}
        </p>
      )}
      {report && !running && (
        <CheckReport report={report} domain={domain} now={now} />
      )}
    </section>
  )
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
}: {
  report: DnsReport
  domain: Domain
  now: number
}) {
  const { message, copy } = useCopy()
  const fixId = useId()
  return (
    <div className="check-report">
      <ul className="check-findings">
        {findingsOf(report, domain).map((finding, index) => (
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
                <p className="cell-copy">
                  <code id={`${fixId}-${index}`}>{finding.fix}</code>
                  <CopyButton
                    text={finding.fix}
                    what="record"
                    describedBy={`${fixId}-${index}`}
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
    </div>
  )
}
