import { useCopy } from '../copy'
import type { Domain } from '../domain-store'
import { zoneFile } from './records'
import { Panel } from '../../../components/panel'

/** Every record as zone-file lines, for providers that import them. */
export function ZoneExport({
  domains,
  platformHost,
}: {
  domains: readonly Domain[]
  platformHost: string | null
}) {
  const { message, copy } = useCopy()
  const text = zoneFile(domains, platformHost)
  return (
    <Panel title="Export">
      {domains.length === 0 ? (
        <p className="muted">
          Once you add a domain, its record appears here as a zone-file line,
          ready to paste into DNS providers that import zone files.
        </p>
      ) : (
        <>
          <div className="field">
            <label htmlFor="zone-file-lines">Zone-file lines</label>
            <p id="zone-file-lines-hint" className="hint">
              The records above in zone-file form, with full names ending in a
              dot. Lines starting with ; are comments.
            </p>
            <textarea
              id="zone-file-lines"
              className="zone-file"
              readOnly
              spellCheck={false}
              rows={Math.min(text.split('\n').length + 1, 16)}
              value={text}
              aria-describedby="zone-file-lines-hint"
            />
          </div>
          <div className="actions">
            <button
              type="button"
              className="secondary"
              onClick={() => void copy(text, 'zone-file lines')}
            >
              Copy zone-file lines
            </button>
            <p role="status" className="copy-status">
              {message}
            </p>
          </div>
        </>
      )}
    </Panel>
  )
}
