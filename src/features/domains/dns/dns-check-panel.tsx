import { use, useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import { useConnection } from '../../../lib/connection/use-connection'
import { useMessages } from '../../../lib/i18n/use-messages'
import { CopyableCode, useCopy } from '../copy'
import type { Domain } from '../domain-store'
import { formatAgo } from '../domain-status'
import { domainsMessages } from '../domains-messages'
import { itemMessages } from '../item/item-messages'
import { DemoDnsContext, useAuthority } from './check-settings'
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
  /** The CNAME value the record is judged against. */
  platformHost: string | null
  resolver: string
  now: number
  onMarkRecordSet: () => void
}

type Run =
  | { state: 'idle' | 'checking' | 'cancelled' | 'done' }
  | { state: 'failed'; text: string; transient: boolean }

/**
 * Runs Check DNS and keeps the last report as long as the page. A new check,
 * Cancel, leaving the page or switching between demo and live aborts the
 * running one, whose answers are then dropped. While the record does not
 * match yet, it checks again by itself (RECHECK), a bounded number of times.
 */
function useDnsCheck(
  { domain, platformHost, resolver }: PanelProps,
  authority: string | null,
  /** Called when the latest check ends, however it ends. */
  onSettled: () => void,
) {
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
      const options = { domain, platformHost, resolver, authority, transport }
      const found = await checkDomainDns({ ...options, signal: current.signal })
      if (controller.current === current) setReport(found)
    } catch (error) {
      // Said now: whether the device was offline is a fact of this moment.
      const said = describeCheckError(t, error, resolver, navigator.onLine)
      next = said ? { state: 'failed', ...said } : { state: 'cancelled' }
    }
    if (controller.current !== current) return
    controller.current = null
    setRun(next)
    onSettled()
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

  const cancel = () => controller.current?.abort()
  return { run, report, rechecking, check, cancel }
}

/** Check DNS for one domain: asks the resolver and reports each finding in plain words. */
export function DnsCheckPanel(props: PanelProps) {
  const { domain, platformHost, resolver } = props
  const { t } = useMessages(dnsMessages)
  const authority = useAuthority()
  const checkButton = useRef<HTMLButtonElement>(null)
  const cancelButton = useRef<HTMLButtonElement>(null)
  const headingId = useId()
  const { run, report, rechecking, check, cancel } = useDnsCheck(
    props,
    authority,
    () => {
      // Cancel goes away with the run: keep the keyboard focus on the panel.
      if (document.activeElement === cancelButton.current)
        checkButton.current?.focus()
    },
  )
  const checking = run.state === 'checking'
  const findings = report ? findingsOf(t, report, domain) : []
  const count = findings.filter(({ tone }) => tone !== 'ok').length
  const shown = { domain: domain.unicode, count }
  const announcement: Partial<Record<Run['state'], string>> = {
    checking: t('checking', shown),
    done: t('problems', shown),
    cancelled: t('cancelled', shown),
  }
  const canMark =
    report !== null &&
    isMatching(report.record) &&
    (domain.status === 'added' || domain.status === 'needs-attention')
  const changed =
    report !== null &&
    (report.platformHost !== platformHost || report.authority !== authority)

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
        <button
          type="button"
          ref={checkButton}
          className="secondary"
          onClick={() => void check()}
        >
          {t('checkDns')}
        </button>
        {checking && (
          <button
            type="button"
            ref={cancelButton}
            className="secondary"
            onClick={cancel}
          >
            {t('cancel')}
          </button>
        )}
        <p role="status" className="check-status">
          {announcement[run.state]}
        </p>
      </div>
      {run.state === 'failed' && (
        <div role="alert" className="notice bad">
          <p>{run.text}</p>
          {run.transient && (
            <button
              type="button"
              className="secondary"
              onClick={() => void check()}
            >
              {t('retry')}
            </button>
          )}
        </div>
      )}
      {report && !checking && (
        <CheckReport
          report={report}
          findings={findings}
          now={props.now}
          changed={changed}
          onMarkRecordSet={canMark ? props.onMarkRecordSet : null}
        />
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

const TONES = {
  ok: ['✓', 'toneOk'],
  bad: ['✗', 'toneBad'],
  unsure: ['?', 'toneUnsure'],
} as const

function CheckReport({
  report,
  findings,
  now,
  changed,
  onMarkRecordSet,
}: {
  report: DnsReport
  findings: Finding[]
  now: number
  /** The CNAME value or the authority differs from what it was judged against. */
  changed: boolean
  onMarkRecordSet: (() => void) | null
}) {
  const { message, copy } = useCopy()
  const { t } = useMessages(dnsMessages)
  const times = useMessages(domainsMessages).t
  const item = useMessages(itemMessages).t
  return (
    <div className="check-report">
      <ul className="check-findings">
        {findings.map(({ tone, title, detail, fix, note }) => (
          <li key={title} className={`finding finding-${tone}`}>
            <span aria-hidden="true" className="finding-mark">
              {TONES[tone][0]}
            </span>
            <div>
              <p className="finding-title">
                <span className="visually-hidden">
                  {t('tone', { tone: t(TONES[tone][1]) })}
                </span>
                <strong>{title}</strong>
              </p>
              <p>{detail}</p>
              {fix && (
                <p>
                  <CopyableCode text={fix} what="record" onCopy={copy} />
                </p>
              )}
              {note && <p className="muted">{note}</p>}
            </div>
          </li>
        ))}
      </ul>
      {onMarkRecordSet && (
        <div className="actions">
          <button type="button" onClick={onMarkRecordSet}>
            {item('markRecordSet')}
          </button>
        </div>
      )}
      <p role="status" className="copy-status">
        {message}
      </p>
      <p className="muted check-when">
        {t('checkedWith', {
          ago: formatAgo(times, now - report.at),
          resolver: new URL(report.resolver).host,
        })}
      </p>
      {changed && <p className="notice">{t('changedSince')}</p>}
    </div>
  )
}
