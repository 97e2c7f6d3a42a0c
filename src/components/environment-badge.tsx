import { useConnection } from '../lib/connection/use-connection'

export function EnvironmentBadge() {
  const connection = useConnection()
  return (
    <p className={`env-badge env-${connection.environment}`}>
      <span className="visually-hidden">Environment: </span>
      <span aria-hidden="true" className="env-dot" />
      {connection.label}
      {connection.environment === 'demo' && (
        <span className="muted"> · sample data</span>
      )}
    </p>
  )
}
