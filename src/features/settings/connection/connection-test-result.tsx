import { useState } from 'react'
import {
  type ConnectionTestResult,
  EXPOSE_HEADERS_LINE,
} from './connection-test'

/** What Test connection found, in one notice. */
export function TestResult({ result }: { result: ConnectionTestResult }) {
  switch (result.outcome) {
    case 'connected':
      return (
        <>
          <p className="notice ok">
            Connected to {result.host}.{' '}
            {result.rateLimit
              ? `Rate limit: ${result.rateLimit.limit} requests (${result.rateLimit.remaining} left in this window).`
              : 'The browser cannot read its rate limit.'}
          </p>
          {result.hiddenHeaders.length > 0 && (
            <HiddenHeaders hidden={result.hiddenHeaders} />
          )}
        </>
      )
    case 'key-refused':
      return <p className="notice bad">Key refused: {result.message}</p>
    case 'unreachable':
      return (
        <p className="notice bad">
          Server unreachable or blocked by CORS. {result.message}
        </p>
      )
    case 'rate-limited':
      return (
        <p className="notice bad">
          Rate limited: {result.message} The app waits before sending again.
        </p>
      )
    case 'other':
      return <p className="notice bad">The test failed: {result.message}</p>
  }
}

/** Says which headers CORS hides, what that costs, and the exact line that fixes it. */
function HiddenHeaders({ hidden }: { hidden: string[] }) {
  const [copied, setCopied] = useState(false)
  function copy() {
    // Absent on plain http: the line is selectable text too.
    if (!('clipboard' in navigator)) return
    void navigator.clipboard
      .writeText(EXPOSE_HEADERS_LINE)
      .then(() => setCopied(true))
  }
  return (
    <div className="notice warn hidden-headers">
      <p>
        <strong>This API hides headers the app needs:</strong>{' '}
        {hidden.join(', ')}. Without them the app cannot see how long the server
        asks it to wait after a 429, or how many requests are left, so it waits
        longer than it may need to (at least 5 s, then doubling) to keep the key
        safe.
      </p>
      <p>Ask the API’s operator to add this header to its responses:</p>
      <div className="input-row">
        <code className="header-line">{EXPOSE_HEADERS_LINE}</code>
        <button type="button" className="secondary" onClick={copy}>
          {copied ? 'Copied' : 'Copy line'}
        </button>
      </div>
    </div>
  )
}
