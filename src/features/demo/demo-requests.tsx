import { useMemo, useSyncExternalStore } from 'react'
import { Panel } from '../../components/panel'
import { type Column, Table } from '../../components/table'
import type { DemoRequest, DemoRequestLog } from '../../lib/demo/demo-controls'
import { type Speak, useMessages } from '../../lib/i18n/use-messages'
import { demoMessages } from './demo-messages'

// Demo requests are answered in this page, so the browser's Network panel
// never sees them. This table shows what the app asked the demo API and what
// it answered, so the demo still teaches how the API behaves. HTTP reason
// phrases are the protocol's words and stay as the server would send them.

type T = Speak<typeof demoMessages.english>['t']

const REASONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
}

/** The status as a person reads it; no answer says why there was none. */
function describeOutcome(t: T, request: DemoRequest): string {
  switch (request.outcome) {
    case 'pending':
      return t('waiting')
    case 'answered': {
      const reason =
        request.status === null ? undefined : REASONS[request.status]
      return reason ? `${request.status} ${reason}` : String(request.status)
    }
    case 'no-handler':
      return t('noHandler')
    case 'dropped':
      return t('dropped')
    case 'abandoned':
      return t('abandoned')
  }
}

function useFormats(locale: string) {
  return useMemo(
    () => ({
      time: new Intl.DateTimeFormat(locale, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
      tenths: new Intl.NumberFormat(locale, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }),
    }),
    [locale],
  )
}

function formatDuration(
  t: T,
  tenths: Intl.NumberFormat,
  ms: number | null,
): string {
  if (ms === null) return '…'
  return ms < 1000
    ? t('milliseconds', { ms })
    : t('seconds', { seconds: tenths.format(ms / 1000) })
}

function isProblem(request: DemoRequest): boolean {
  return (
    request.outcome !== 'pending' &&
    (request.status === null || request.status >= 400)
  )
}

export function DemoRequests({ requests }: { requests: DemoRequestLog }) {
  const entries = useSyncExternalStore(requests.subscribe, requests.snapshot)
  const { t, locale } = useMessages(demoMessages)
  const formats = useFormats(locale)
  const columns: Column<DemoRequest>[] = [
    {
      key: 'method',
      header: t('method'),
      cell: (request) => request.method,
      cellProps: () => ({ className: 'demo-requests-method' }),
    },
    {
      key: 'path',
      header: t('path'),
      cell: (request) => <code>{request.path}</code>,
      cellProps: () => ({ className: 'demo-requests-path' }),
    },
    {
      key: 'status',
      header: t('status'),
      cell: (request) => describeOutcome(t, request),
      cellProps: (request) => ({
        className: isProblem(request) ? 'demo-requests-problem' : undefined,
      }),
    },
    {
      key: 'time',
      header: t('time'),
      cell: (request) => (
        <time dateTime={new Date(request.startedAt).toISOString()}>
          {formats.time.format(request.startedAt)}
        </time>
      ),
      cellProps: () => ({ className: 'num' }),
    },
    {
      key: 'took',
      header: t('took'),
      cell: (request) => formatDuration(t, formats.tenths, request.durationMs),
      cellProps: () => ({ className: 'num' }),
    },
  ]
  return (
    <Panel title={t('requestsTitle')} className="demo-requests">
      <p className="muted">{t('requestsIntro')}</p>
      {entries.length === 0 ? (
        <p>{t('requestsNone')}</p>
      ) : (
        <Table
          region={t('requestsRegion')}
          caption={t('requestsTitle')}
          columns={columns}
          rows={entries}
          rowKey={(request) => request.id}
        />
      )}
    </Panel>
  )
}
