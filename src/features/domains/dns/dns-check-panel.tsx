import { useMutation } from '@tanstack/react-query'
import { use, useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import { useConnection } from '../../../lib/connection/use-connection'
import { CopyableCode, useCopy } from '../copy'
import {
  describeCaa,
  describeCheckError,
  describeFailures,
  describeRecord,
  type Finding,
  isTransient,
} from './describe-check'
import { useAuthority } from './check-settings'
import {
  checkDomainDns,
  type DnsReport,
  isMatching,
  MAX_QUESTIONS,
} from './dns-check'
import { itemMessages } from '../item/item-messages'
import { DemoDnsContext, dnsTransport } from './dns-transport'
import type { Domain } from '../domain-store'
import { formatAgo } from '../domain-status'
import { useMessages } from '../../../lib/i18n/use-messages'
import { useErrorText } from '../../../components/use-error-text'
import { type DnsT, dnsMessages } from './dns-messages'
import { domainsMessages } from '../domains-messages'

/** A check that did not finish: what to say (null: cancelled; undefined: the error's own words). */
class CheckFailure extends Error {
  // The message is for the console; the page shows `said`.
  constructor(
    readonly said: string | null | undefined,
    cause: unknown,
  ) {
    super('Check DNS did not finish.', { cause })
  }
}

/** Automatic re-checks while the page is open: the first after 5 minutes, then every 30. */
export const RECHECK = { firstMs: 5 * 60_000, everyMs: 30 * 60_000, max: 12 }

/**
 * Runs Check DNS and keeps the last report as long as the page. A TanStack
 * Query mutation tracks the run; aborting is ours, since mutations take no
 * signal: a new check, cancel, leaving the page or switching between demo
 * and live aborts the running one. While the record does not match yet, it
 * checks again by itself (RECHECK), a bounded number of times.
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
  const [autoRuns, setAutoRuns] = useState(0)
  const controller = useRef<AbortController | null>(null)
  const check = useMutation({
    mutationFn: async (signal: AbortSignal) => {
      try {
        const transport = demo
          ? await dnsTransport(demoDns, platformHost)
          : undefined
        const options = { domain, platformHost, resolver, authority }
        return await checkDomainDns({ ...options, signal, transport })
      } catch (error) {
        // Said now: whether the device was offline is a fact of this moment.
        const said = describeCheckError(t, error, resolver, navigator.onLine)
        throw new CheckFailure(said, error)
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
      onSuccess: setReport,
      onSettled: () => {
        if (controller.current === current) controller.current = null
        onSettled()
      },
    })
  }

  const waiting = ['added', 'record-set', 'needs-attention'].includes(
    domain.status,
  )
  const rechecking =
    waiting && !(report && isMatching(report.record)) && autoRuns < RECHECK.max
  const recheck = useEffectEvent(() => {
    setAutoRuns((count) => count + 1)
    if (!controller.current) run()
  })
  useEffect(() => {
    if (!rechecking) return
    const wait = autoRuns === 0 ? RECHECK.firstMs : RECHECK.everyMs
    const timer = setTimeout(recheck, wait)
    return () => clearTimeout(timer)
  }, [rechecking, autoRuns])

  const cancel = () => controller.current?.abort()
  return { check, report, rechecking, run, cancel }
}

interface PanelProps {
  domain: Domain
  /** The CNAME value the record is judged against. */
  platformHost: string | null
  resolver: string
  now: number
  onMarkRecordSet: () => void
}

/** Check DNS for one domain: asks the resolver and reports each finding in plain words. */
export function DnsCheckPanel(props: PanelProps) {
  const { domain, platformHost, resolver } = props
  const { t } = useMessages(dnsMessages)
  const authority = useAuthority()
  const checkButton = useRef<HTMLButtonElement>(null)
  const cancelButton = useRef<HTMLButtonElement>(null)
  const headingId = useId()
  const { check, report, rechecking, run, cancel } = useDnsCheck(
    props,
    authority,
    () => {
      // Cancel goes away with the run: keep the keyboard focus on the panel.
      if (document.activeElement === cancelButton.current)
        checkButton.current?.focus()
    },
  )

  const failure = check.error instanceof CheckFailure ? check.error : null
  const errorText = useErrorText(failure?.cause)
  const failureText = failure?.said === undefined ? errorText : failure.said
  const findings = report ? findingsOf(t, report, domain) : []
  const problems = findings.filter(({ tone }) => tone !== 'ok').length
  const shown = { domain: domain.unicode, count: problems }
  const announcement = check.isPending
    ? t('checking', shown)
    : check.isSuccess
      ? t(problems === 0 ? 'noProblems' : 'problems', shown)
      : failure?.said === null
        ? t('cancelled', shown)
        : ''
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
        <button
          type="button"
          ref={checkButton}
          className="secondary"
          onClick={run}
        >
          {t('checkDns')}
        </button>
        {check.isPending && (
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
          {announcement}
        </p>
      </div>
      {failure && failureText && (
        <div role="alert" className="notice bad">
          <p>{failureText}</p>
          {isTransient(failure.cause) && !check.isPending && (
            <button type="button" className="secondary" onClick={run}>
              {t('retry')}
            </button>
          )}
        </div>
      )}
      {report && !check.isPending && (
        <CheckReport
          report={report}
          findings={findings}
          now={props.now}
          judged={{ platformHost, authority }}
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
  judged,
  onMarkRecordSet,
}: {
  report: DnsReport
  findings: Finding[]
  now: number
  /** What a check now would be judged against. */
  judged: Pick<DnsReport, 'platformHost' | 'authority'>
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
                  <CopyableCode text={fix} onCopy={copy} />
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
      {report.platformHost !== judged.platformHost && (
        <p className="notice">
          {report.platformHost
            ? t('changedSince', { host: report.platformHost })
            : t('changedSinceNone')}
        </p>
      )}
      {report.authority !== judged.authority && (
        <p className="notice">{t('authorityChanged')}</p>
      )}
    </div>
  )
}
