import { use, useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import { useConnection } from '../../../lib/connection/use-connection'
import { useMessages } from '../../../lib/i18n/use-messages'
import type { Domain } from '../domain-store'
import { formatAgo } from '../domain-status'
import { domainsMessages } from '../domains-messages'
import { itemMessages } from '../item/item-messages'
import { config } from '../../../lib/connection/env'
import { DemoDnsContext, useResolver } from './check-settings'
import {
  describeCaa,
  describeCheckError,
  describeFailures,
  describeRecord,
  type Finding,
} from './describe-check'
import {
  checkDomainDns,
  type DnsReport,
  isMatching,
  MAX_QUESTIONS,
} from './dns-check'
import { type DnsT, dnsMessages } from './dns-messages'

/** Automatic re-checks while the page is open: the first after 5 minutes, then every 30. */
export const RECHECK = { firstMs: 5 * 60_000, everyMs: 30 * 60_000, max: 12 }

interface PanelProps {
  domain: Domain
  platformHost: string | null
  now: number
  onMarkRecordSet: () => void
}

type Run =
  | { state: 'idle' | 'checking' | 'done' }
  | { state: 'failed'; text: string; transient: boolean }

/**
 * Runs Check DNS, keeping the last report as long as the page; a new check,
 * leaving, or switching demo and live aborts the running one. Until the
 * record matches, it checks again by itself (RECHECK).
 */
function useDnsCheck({ domain, platformHost }: PanelProps) {
  const resolver = useResolver()
  const demo = useConnection().environment === 'demo'
  const demoDns = use(DemoDnsContext)
  const { t } = useMessages(dnsMessages)
  const [report, setReport] = useState<DnsReport | null>(null)
  const [run, setRun] = useState<Run>({ state: 'idle' })
  const [autoRuns, setAutoRuns] = useState(0)
  const controller = useRef<AbortController | null>(null)

  // Demo answers must not land in a live project's records, nor the reverse.
  useEffect(() => () => controller.current?.abort(), [demo])

  async function check() {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    setRun({ state: 'checking' })
    let next: Run = { state: 'done' }
    try {
      if (demo && !demoDns) throw new Error('Demo mode has no DNS answers.')
      const transport = demo ? await demoDns?.(platformHost) : undefined
      const { certificateAuthority: authority } = config
      const options = { domain, platformHost, resolver, authority, transport }
      const found = await checkDomainDns({ ...options, signal: current.signal })
      if (controller.current === current) setReport(found)
    } catch (error) {
      const said = describeCheckError(t, error, resolver)
      next = said ? { state: 'failed', ...said } : { state: 'idle' }
    }
    if (controller.current !== current) return
    controller.current = null
    setRun(next)
  }

  const waiting = ['added', 'record-set', 'needs-attention'].includes(
    domain.status,
  )
  const rechecking =
    waiting && !(report && isMatching(report.record)) && autoRuns < RECHECK.max
  const recheck = useEffectEvent(() => {
    setAutoRuns((count) => count + 1)
    if (!controller.current) void check()
  })
  useEffect(() => {
    if (!rechecking) return
    const wait = autoRuns === 0 ? RECHECK.firstMs : RECHECK.everyMs
    const timer = setTimeout(recheck, wait)
    return () => clearTimeout(timer)
  }, [rechecking, autoRuns])

  return { resolver, run, report, rechecking, check: () => void check() }
}

/** Check DNS for one domain: asks the resolver and reports each finding in plain words. */
export function DnsCheckPanel(props: PanelProps) {
  const { domain, platformHost } = props
  const { t } = useMessages(dnsMessages)
  const times = useMessages(domainsMessages).t
  const item = useMessages(itemMessages).t
  const headingId = useId()
  const { resolver, run, report, rechecking, check } = useDnsCheck(props)
  const findings = report ? findingsOf(t, report, domain) : []
  const count = findings.filter(({ tone }) => tone !== 'ok').length
  const shown = { domain: domain.unicode, count }
  const canMark =
    report !== null &&
    isMatching(report.record) &&
    (domain.status === 'added' || domain.status === 'needs-attention')

  return (
    <section className="dns-check" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('checkDns')}</h4>
      <p className="hint">
        {t('asks', {
          resolver: new URL(resolver).host,
          domain: domain.unicode,
        })}
        {rechecking &&
          ` ${t('autoRecheck', { max: RECHECK.max, questions: MAX_QUESTIONS })}`}
      </p>
      <div className="actions">
        {/* Pressed while a check runs, it starts over (the resolver setting may have changed). */}
        <button type="button" className="secondary" onClick={check}>
          {t('checkDns')}
        </button>
        <p role="status" className="check-status">
          {run.state === 'checking' && t('checking', shown)}
          {run.state === 'done' && t('problems', shown)}
        </p>
      </div>
      {run.state === 'failed' && (
        <div role="alert" className="notice bad">
          <p>{run.text}</p>
          {run.transient && (
            <button type="button" className="secondary" onClick={check}>
              {t('retry')}
            </button>
          )}
        </div>
      )}
      {report && run.state !== 'checking' && (
        <div className="check-report">
          <ul className="check-findings">
            {findings.map((finding) => (
              <FindingItem key={finding.title} {...finding} />
            ))}
          </ul>
          {canMark && (
            <div className="actions">
              <button type="button" onClick={props.onMarkRecordSet}>
                {item('markRecordSet')}
              </button>
            </div>
          )}
          <p className="muted check-when">
            {t('checkedWith', {
              ago: formatAgo(times, props.now - report.at),
              resolver: new URL(report.resolver).host,
            })}
          </p>
          {report.platformHost !== platformHost && (
            <p className="notice">{t('changedSince')}</p>
          )}
        </div>
      )}
    </section>
  )
}

function findingsOf(t: DnsT, report: DnsReport, domain: Domain): Finding[] {
  const shown = { ...domain, shown: domain.unicode }
  const failed = describeFailures(t, report.failures)
  return [
    describeRecord(t, report.record, shown, report.platformHost),
    describeCaa(t, report.caa, shown, report.authority),
    ...(failed ? [failed] : []),
  ]
}

const MARKS = { ok: '✓', bad: '✗', unsure: '?' } as const

function FindingItem({ tone, title, detail, fix, note }: Finding) {
  const { t } = useMessages(dnsMessages)
  return (
    <li className={`finding finding-${tone}`}>
      <span role="img" aria-label={t(tone)} className="finding-mark">
        {MARKS[tone]}
      </span>
      <div>
        <p className="finding-title">
          <strong>{title}</strong>
        </p>
        <p>{detail}</p>
        {fix && (
          <p>
            <code>{fix}</code>
          </p>
        )}
        {note && <p className="muted">{note}</p>}
      </div>
    </li>
  )
}
