import { CopyButton } from '../copy'
import type { Domain } from '../domain-store'
import { zoneFile } from './records'
import { Field } from '../../../components/field'
import { Panel } from '../../../components/panel'
import { useMessages } from '../../../lib/i18n/use-messages'
import { recordsMessages } from './records-messages'

/** Every record as zone-file lines, for providers that import them; nothing before a domain is added. */
export function ZoneExport({
  domains,
  platformHost,
}: {
  domains: readonly Domain[]
  platformHost: string | null
}) {
  const { t } = useMessages(recordsMessages)
  const text = zoneFile(domains, platformHost)
  if (domains.length === 0) return null
  return (
    <Panel title={t('export')}>
      <Field
        id="zone-file-lines"
        label={t('zoneLines')}
        hint={t('zoneLinesHint')}
        hintPlacement="before"
      >
        <textarea
          className="zone-file"
          readOnly
          spellCheck={false}
          rows={Math.min(text.split('\n').length + 1, 16)}
          value={text}
        />
      </Field>
      <CopyButton text={text} label={t('copyZoneLines')} />
    </Panel>
  )
}
