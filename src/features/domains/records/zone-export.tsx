import { CopyButton } from '../copy'
import type { Domain } from '../domain-store'
import { zoneFile } from './records'
import { Panel } from '../../../components/panel'
import { useMessages } from '../../../lib/i18n/use-messages'
import { recordsMessages } from './records-messages'

/** Every record as zone-file lines, for providers that import them. */
export function ZoneExport({
  domains,
  platformHost,
}: {
  domains: readonly Domain[]
  platformHost: string | null
}) {
  const { t } = useMessages(recordsMessages)
  const text = zoneFile(domains, platformHost)
  return (
    <Panel title={t('export')}>
      {domains.length === 0 ? (
        <p className="muted">{t('exportEmpty')}</p>
      ) : (
        <>
          <div className="field">
            <label htmlFor="zone-file-lines">{t('zoneLines')}</label>
            <p id="zone-file-lines-hint" className="hint">
              {t('zoneLinesHint')}
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
          <CopyButton text={text} label={t('copyZoneLines')} />
        </>
      )}
    </Panel>
  )
}
