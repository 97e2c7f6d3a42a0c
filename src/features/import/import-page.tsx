import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { Link } from 'wouter'
import { PageTitle } from '../../components/page-title'
import { loadedPets } from '../../lib/cached-pets'
import { useConnection } from '../../lib/use-connection'
import { createJob } from './import-job'
import {
  type EarlierJob,
  importRunnerFor,
  type JobOwner,
  jobOwner,
  pausedJobOfAnotherKey,
  watchOtherTabs,
} from './import-runners'
import { JobView } from './job-view'
import { NewKeyPrompt } from './new-key-prompt'
import { RowsInput } from './rows-input'
import './import.css'

// The import page: the job of this server and key if there is one, else the
// rows to import. A job belongs to the key it was sent with, so without a
// key there is nothing to show or send.

export function ImportPage() {
  const connection = useConnection()
  const owner = jobOwner(connection)
  return (
    <section className="import-page">
      <p className="breadcrumb">
        <Link to="/animals">Animals</Link> /
      </p>
      <PageTitle>Import animals</PageTitle>
      {owner ? (
        <ImportFor
          key={`${owner.name} ${owner.area}`}
          owner={owner}
          scope={connection.scope}
          environment={connection.environment}
        />
      ) : (
        <p className="notice">
          Importing sends each row with your API key, and keeps the import with
          it. <Link to="/settings">Add your API key in Settings</Link> first.
        </p>
      )}
    </section>
  )
}

function ImportFor({
  owner,
  scope,
  environment,
}: {
  owner: JobOwner
  scope: string
  environment: string
}) {
  const queryClient = useQueryClient()
  const runner = importRunnerFor(owner, queryClient)
  const job = useSyncExternalStore(runner.job.subscribe, runner.job.get)
  const status = useSyncExternalStore(
    runner.status.subscribe,
    runner.status.get,
  )

  // undefined: not looked for yet; null: none.
  const [earlier, setEarlier] = useState<EarlierJob | null | undefined>(
    undefined,
  )
  // Keyed by name and area, so the owner is the same for this component's life.
  const [mine] = useState(owner)
  useEffect(() => {
    let current = true
    void pausedJobOfAnotherKey(mine).then((found) => {
      if (current) setEarlier(found)
    })
    return () => {
      current = false
    }
  }, [mine])

  useEffect(() => {
    void runner.attach()
    // Another tab running (or finishing) the import says so on a channel.
    return watchOtherTabs(owner.name, () => void runner.refresh())
  }, [runner, owner.name])

  if (!status.loaded) {
    return (
      <p role="status" className="hint">
        Looking for an import in progress…
      </p>
    )
  }
  if (job) return <JobView job={job} status={status} runner={runner} />
  if (earlier === undefined) {
    return (
      <p role="status" className="hint">
        Looking for an import in progress…
      </p>
    )
  }
  if (earlier) {
    return (
      <NewKeyPrompt
        onContinue={async () => {
          // Stored under this key first, then let go by the other: never in neither.
          if (await runner.adopt(earlier.job)) await earlier.remove()
          setEarlier(null)
        }}
        onDecline={() => {
          earlier.decline()
          setEarlier(null)
        }}
      />
    )
  }
  return (
    <RowsInput
      environment={environment}
      onImport={(rows) => void runner.start(createJob(rows, Date.now()))}
      loaded={() => loadedPets(queryClient, scope)}
    />
  )
}
