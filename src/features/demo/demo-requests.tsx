import { useSyncExternalStore } from 'react'
import { Panel } from '../../components/panel'
import type { DemoRequest, DemoRequestLog } from '../../lib/demo/demo-controls'

// Demo requests are answered in this page, so the browser's Network panel
// never sees them. This table shows what the app asked the demo API and what
// it answered, so the demo still teaches how the API behaves.

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
function describeOutcome(request: DemoRequest): string {
  switch (request.outcome) {
    case 'pending':
      return 'Waiting…'
    case 'answered': {
      const reason =
        request.status === null ? undefined : REASONS[request.status]
      return reason ? `${request.status} ${reason}` : String(request.status)
    }
    case 'no-handler':
      return 'No answer: no handler'
    case 'dropped':
      return 'No answer: connection dropped'
    case 'abandoned':
      return 'No answer: timed out or cancelled'
  }
}

function formatDuration(ms: number | null): string {
  if (ms === null) return '…'
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`
}

const TIME = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

function isProblem(request: DemoRequest): boolean {
  return (
    request.outcome !== 'pending' &&
    (request.status === null || request.status >= 400)
  )
}

export function DemoRequests({ requests }: { requests: DemoRequestLog }) {
  const entries = useSyncExternalStore(requests.subscribe, requests.snapshot)
  return (
    <Panel title="Demo requests" className="demo-requests">
      <p className="muted">
        Demo mode answers in this page, so the browser’s developer tools do not
        show its requests. Here are the last 50 this tab sent, newest first.
      </p>
      {entries.length === 0 ? (
        <p>No demo requests yet in this tab.</p>
      ) : (
        // Focusable so keyboard users can scroll it sideways on narrow screens.
        <div
          className="table-wrap"
          role="region"
          aria-label="Demo requests table"
          tabIndex={0}
        >
          <table>
            <caption className="visually-hidden">Demo requests</caption>
            <thead>
              <tr>
                <th scope="col">Method</th>
                <th scope="col">Path</th>
                <th scope="col">Status</th>
                <th scope="col">Time</th>
                <th scope="col">Took</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((request) => (
                <tr key={request.id}>
                  <td className="demo-requests-method">{request.method}</td>
                  <td className="demo-requests-path">
                    <code>{request.path}</code>
                  </td>
                  <td
                    className={
                      isProblem(request) ? 'demo-requests-problem' : undefined
                    }
                  >
                    {describeOutcome(request)}
                  </td>
                  <td className="num">
                    <time dateTime={new Date(request.startedAt).toISOString()}>
                      {TIME.format(request.startedAt)}
                    </time>
                  </td>
                  <td className="num">{formatDuration(request.durationMs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  )
}
