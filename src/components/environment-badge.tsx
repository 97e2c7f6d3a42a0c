import type { Connection } from '../lib/connection/connection'
import { useConnection } from '../lib/connection/use-connection'
import { useMessages } from '../lib/i18n/use-messages'
import { componentsMessages } from './components-messages'

/** The connection's name in the chosen language: a custom one is its host, as it is. */
export function useConnectionLabel(connection: Connection): string {
  const { t } = useMessages(componentsMessages)
  return connection.environment === 'custom' && connection.baseUrl
    ? connection.label
    : t(connection.environment)
}

export function EnvironmentBadge() {
  const connection = useConnection()
  const { t } = useMessages(componentsMessages)
  const label = useConnectionLabel(connection)
  return (
    <p className={`env-badge env-${connection.environment}`}>
      <span className="visually-hidden">{t('environment')}</span>
      <span aria-hidden="true" className="env-dot" />
      {label}
    </p>
  )
}
