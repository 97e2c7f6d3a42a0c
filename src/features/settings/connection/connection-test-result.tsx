import { useState } from 'react'
import { useSaid } from '../../../lib/i18n/use-said'
import { useMessages } from '../../../lib/i18n/use-messages'
import { connectionMessages } from './connection-messages'
import {
  type ConnectionTestResult,
  EXPOSE_HEADERS_LINE,
} from './connection-test'

/** What Test connection found, in one notice. */
export function TestResult({ result }: { result: ConnectionTestResult }) {
  const { t } = useMessages(connectionMessages)
  const said = useSaid(result.outcome === 'connected' ? null : result.said)
  switch (result.outcome) {
    case 'connected':
      return (
        <>
          <p className="notice ok">
            {t('connected', {
              host: result.host,
              // As the server sent them, as before: no grouping added.
              limit: result.rateLimit
                ? t('rateLimit', {
                    limit: String(result.rateLimit.limit),
                    remaining: String(result.rateLimit.remaining),
                  })
                : t('noRateLimit'),
            })}
          </p>
          {result.hiddenHeaders.length > 0 && (
            <HiddenHeaders hidden={result.hiddenHeaders} />
          )}
        </>
      )
    case 'key-refused':
      return (
        <p className="notice bad">
          {t('keyRefused', { message: said ?? result.message })}
        </p>
      )
    case 'unreachable':
      return (
        <p className="notice bad">
          {t('unreachable', { message: said ?? result.message })}
        </p>
      )
    case 'rate-limited':
      return (
        <p className="notice bad">
          {t('rateLimited', { message: said ?? result.message })}
        </p>
      )
    case 'other':
      return (
        <p className="notice bad">
          {t('failed', { message: said ?? result.message ?? t('unexpected') })}
        </p>
      )
  }
}

/** Says which headers CORS hides, what that costs, and the exact line that fixes it. */
function HiddenHeaders({ hidden }: { hidden: string[] }) {
  const { t } = useMessages(connectionMessages)
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
        <strong>{t('hiddenTitle')}</strong>{' '}
        {t('hiddenText', { headers: hidden.join(', ') })}
      </p>
      <p>{t('askOperator')}</p>
      <div className="input-row">
        <code className="header-line">{EXPOSE_HEADERS_LINE}</code>
        <button type="button" className="secondary" onClick={copy}>
          {copied ? t('copied') : t('copyLine')}
        </button>
      </div>
    </div>
  )
}
