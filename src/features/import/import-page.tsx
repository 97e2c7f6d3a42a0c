import { useQueryClient } from '@tanstack/react-query'
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { Link } from 'wouter'
import { PageTitle } from '../../components/page-title'
import type { Connection } from '../../lib/connection/connection'
import { useConnection } from '../../lib/connection/use-connection'
import { useMessages } from '../../lib/i18n/use-messages'
import { useTabs } from '../../lib/tabs/tabs'
import type { CheckedRow } from './check/check-rows'
import { knownAnimals } from './check/known-animals'
import { recordLatest } from './check/latest-window'
import { createJob } from './job/import-job'
import type { ImportRunner } from './job/import-runner'
import {
  type EarlierJob,
  type ImportRunners,
  importRunnersOf,
  type JobOwner,
  jobOwner,
} from './job'
import { JobView } from './results/job-view'
import { importMessages } from './import-messages'
import { NewKeyPrompt } from './results/new-key-prompt'
import { RowsInput } from './rows-input'
import { limitsFor } from '../../lib/rate-limit/plan'
import { usePlan } from '../../lib/rate-limit/plan.view'
import { useShownJob } from './shown-job'
import { rowEveryMs } from './import-cost'
import { nextTask } from '../../lib/util/next-task'
import './import.css'

// The import page: the job of this server and key if there is one, else the
// rows to import. A job belongs to the key it was sent with, so without a
// key there is nothing to show or send.

/** Why moving a paused import to a new key did not go as asked (message keys). */
type MoveProblem = 'moveRefused' | 'moveKeptBoth' | 'moveNotMoved'

export function ImportPage() {
  const { t, rich } = useMessages(importMessages)
  const connection = useConnection()
  const owner = jobOwner(connection)
  return (
    <section className="import-page">
      <p className="breadcrumb">
        <Link to="/animals">{t('animals')}</Link>{' '}
        <span aria-hidden="true">›</span> {t('crumb')}
      </p>
      <PageTitle>{t('title')}</PageTitle>
      {owner ? (
        <ImportFor
          key={`${owner.name} ${owner.area}`}
          owner={owner}
          connection={connection}
        />
      ) : (
        <p className="notice">
          {rich('needsKey', {
            link: <Link to="/settings">{t('addKey')}</Link>,
          })}
        </p>
      )}
    </section>
  )
}

function ImportFor({
  owner,
  connection,
}: {
  owner: JobOwner
  connection: Connection
}) {
  const { t } = useMessages(importMessages)
  const { scope, environment } = connection
  const queryClient = useQueryClient()
  const runners = importRunnersOf(useTabs(), queryClient)
  const runner = runners.runnerFor(owner)
  const job = useShownJob(runner.job, rowEveryMs(limitsFor(usePlan())))
  const status = useSyncExternalStore(
    runner.status.subscribe,
    runner.status.get,
  )
  const { start, starting } = useStartImport(runner, scope)
  const onImport = useCallback(
    (rows: CheckedRow[]) => void start(rows),
    [start],
  )
  const known = useCallback(
    () => knownAnimals(queryClient, connection),
    [queryClient, connection],
  )
  const { earlier, moveProblem, continueWithNewKey, decline } = useEarlierJob(
    runners,
    runner,
    owner,
  )

  useEffect(() => {
    void runner.attach()
    // Another tab running (or finishing) the import says so on a channel.
    return runners.watchOtherTabs(owner.name, () => void runner.refresh())
  }, [runners, runner, owner.name])

  const looking = (
    <p role="status" className="hint">
      {t('looking')}
    </p>
  )
  if (!status.loaded) return looking
  const problem = moveProblem && (
    <p className="notice bad import-move-problem" role="alert">
      {t(moveProblem)}
    </p>
  )
  if (job)
    return (
      <>
        {problem}
        <JobView job={job} status={status} runner={runner} />
      </>
    )
  if (earlier === undefined) {
    return (
      <>
        {problem}
        {looking}
      </>
    )
  }
  if (earlier) {
    return (
      <>
        {problem}
        <NewKeyPrompt
          onContinue={() => continueWithNewKey(earlier)}
          onDecline={() => decline(earlier)}
        />
      </>
    )
  }
  return (
    <>
      {problem}
      {starting !== null && (
        <p role="status" className="hint">
          {t('recording')}
        </p>
      )}
      {starting !== 'leaving' && (
        <RowsInput
          environment={environment}
          scope={scope}
          onImport={onImport}
          known={known}
        />
      )}
    </>
  )
}

/**
 * Where a press of Import is: the latest 100 being recorded, then the
 * checked rows leaving the page; null: not starting.
 */
type Starting = 'recording' | 'leaving' | null

/**
 * Starts an import, once per press of Import, while the latest 100 are
 * recorded. The page changes in three tasks, none of them long with
 * 10,000 rows (decision 042): the press says "Noting…", the checked rows
 * unmount in the next task, and the job mounts in the one after.
 */
function useStartImport(runner: ImportRunner, scope: Connection['scope']) {
  const queryClient = useQueryClient()
  const pressed = useRef(false)
  const [starting, setStarting] = useState<Starting>(null)

  /** The latest 100 are recorded with the job before it is first stored, so before any row is sent. */
  const start = useCallback(
    async (rows: CheckedRow[]) => {
      if (pressed.current) return
      pressed.current = true
      setStarting('recording')
      try {
        const knownBefore = await recordLatest(queryClient, scope)
        await nextTask()
        setStarting('leaving')
        await nextTask()
        setStarting(null)
        await runner.start(createJob(rows, Date.now(), knownBefore))
      } finally {
        pressed.current = false
        setStarting(null)
      }
    },
    [queryClient, scope, runner],
  )
  return { start, starting }
}

/** A paused import kept with another key of this server, and moving it to this one. */
function useEarlierJob(
  runners: ImportRunners,
  runner: ImportRunner,
  owner: JobOwner,
) {
  // undefined: not looked for yet; null: none.
  const [earlier, setEarlier] = useState<EarlierJob | null | undefined>(
    undefined,
  )
  // Keyed by name and area, so the owner is the same for this component's life.
  const [mine] = useState(owner)
  // Bumped to look again after a move that did not happen.
  const [look, setLook] = useState(0)
  const [moveProblem, setMoveProblem] = useState<MoveProblem | null>(null)

  useEffect(() => {
    let current = true
    void runners.earlierJobOf(mine).then((found) => {
      if (current) setEarlier(found)
    })
    return () => {
      current = false
    }
  }, [runners, mine, look])

  /**
   * Stored under this key first, then let go by the other: never in
   * neither. If the other key's copy cannot be let go (changed in another
   * tab, or storage refused), the copy here is removed again, so the job is
   * never kept with both keys to be resumed twice; nothing is sent either way.
   */
  async function continueWithNewKey(from: EarlierJob) {
    setMoveProblem(null)
    if (!(await runner.adopt(from.job))) {
      // Another import stored for this key meanwhile is shown instead.
      if (!runner.job.get()) setMoveProblem('moveRefused')
      return
    }
    if (await from.remove()) {
      setEarlier(null)
      return
    }
    await runner.discard()
    if (runner.job.get()) {
      setMoveProblem('moveKeptBoth')
      return
    }
    setMoveProblem('moveNotMoved')
    setEarlier(undefined)
    setLook((count) => count + 1)
  }

  function decline(from: EarlierJob) {
    from.decline()
    setEarlier(null)
    setMoveProblem(null)
  }
  return { earlier, moveProblem, continueWithNewKey, decline }
}
