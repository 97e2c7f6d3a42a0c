import { downloadText } from '../../../lib/util/csv'
import type { ImportJob } from '../job/import-job'
import type { ImportRunner, RunnerStatus } from '../job/import-runner'
import { resultsCsv } from './results-csv'

/** Pause, Resume, Cancel, and the results once there is nothing in flight. */
export function JobActions({
  job,
  status,
  runner,
}: {
  job: ImportJob
  status: RunnerStatus
  runner: ImportRunner
}) {
  if (status.elsewhere || status.copy) return null
  const finished = job.state === 'done' || job.state === 'cancelled'
  return (
    <div className="actions">
      {status.running && job.state === 'running' && (
        <button
          type="button"
          disabled={status.stopping !== null}
          onClick={() => runner.pause()}
        >
          Pause
        </button>
      )}
      {job.state === 'paused' && (
        <button type="button" onClick={() => void runner.resume()}>
          Resume
        </button>
      )}
      {!finished && (
        <button
          type="button"
          className="secondary"
          disabled={status.stopping === 'cancel'}
          onClick={() => void runner.cancel()}
        >
          Cancel
        </button>
      )}
      {/* A paused job's results too: when storage is full, exporting them is how nothing is lost. */}
      {(finished || (job.state === 'paused' && !status.running)) && (
        <button
          type="button"
          className={finished ? undefined : 'secondary'}
          onClick={() =>
            downloadText(
              resultsCsv(job),
              `import-results-${new Date(job.createdAt).toISOString().slice(0, 10)}.csv`,
            )
          }
        >
          Download results
        </button>
      )}
      {finished && !status.running && (
        <button
          type="button"
          className="secondary"
          onClick={() => void runner.discard()}
        >
          Start another import
        </button>
      )}
    </div>
  )
}
