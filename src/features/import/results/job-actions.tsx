import { useMessages } from '../../../lib/i18n/use-messages'
import { downloadText } from '../../../lib/util/csv'
import { checkMessages } from '../check/check-messages'
import { petFormMessages } from '../../../lib/pets/pet-form-messages'
import type { ImportJob } from '../job/import-job'
import type { ImportRunner, RunnerStatus } from '../job/import-runner'
import { useErrorWords } from './error-words'
import { resultsCsv } from './results-csv'
import { resultsMessages, rowMessage } from './results-messages'

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
  const { t } = useMessages(resultsMessages)
  const check = useMessages(checkMessages)
  const form = useMessages(petFormMessages).t
  const words = useErrorWords()
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
          {t('pause')}
        </button>
      )}
      {job.state === 'paused' && (
        <button type="button" onClick={() => void runner.resume()}>
          {t('resume')}
        </button>
      )}
      {!finished && (
        <button
          type="button"
          className="secondary"
          disabled={status.stopping === 'cancel'}
          onClick={() => void runner.cancel()}
        >
          {t('cancel')}
        </button>
      )}
      {/* A paused job's results too: when storage is full, exporting them is how nothing is lost. */}
      {(finished || (job.state === 'paused' && !status.running)) && (
        <button
          type="button"
          className={finished ? undefined : 'secondary'}
          onClick={() =>
            downloadText(
              resultsCsv(job, (row) =>
                rowMessage(t, check.t, form, row, words),
              ),
              `import-results-${new Date(job.createdAt).toISOString().slice(0, 10)}.csv`,
            )
          }
        >
          {t('download')}
        </button>
      )}
      {finished && !status.running && (
        <button
          type="button"
          className="secondary"
          onClick={() => void runner.discard()}
        >
          {t('startAnother')}
        </button>
      )}
    </div>
  )
}
