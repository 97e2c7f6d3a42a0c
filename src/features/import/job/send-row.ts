import type { LogStep } from '../../../lib/activity/activity-log'
import { storeWords } from '../../../lib/activity/stored-words'
import { isApiError, type ApiError } from '../../../lib/http/api-error'
import type { Pet } from '../../../lib/pets/pet-schemas'
import type { NewPet } from '../../../lib/pets/new-pet-schema'
import { MAX_WAIT_MS } from '../../../lib/rate-limit/wait-policy'
import { sleep } from '../../../lib/util/sleep'
import * as machine from './import-machine'
import type { Change, RunnerContext, SaveWith } from './runner-context'

// One row, never sent twice: it is marked "sending" and stored, with its
// Activity entry, before its request leaves; then its outcome is stored with
// the entry's, in one step each (decision 041). A request that was not
// processed puts the row back.

/** Whether the loop goes on to the next row. */
export type Next = 'go' | 'stop'

/**
 * The request leaves only once storage says the mark is recorded, with the
 * send's Activity entry in the same step (decision 041). Told to no other
 * tab: the row's outcome tells both.
 */
async function markSending(
  ctx: RunnerContext,
  index: number,
  log: LogStep | null,
) {
  const { job } = ctx
  const stored = await ctx.commit(
    (current) => machine.markSending(current, index),
    { log, quiet: true },
  )
  // Stored is stored: the transaction that compared and set it completed
  // (no read-back, decision 041).
  if (stored && job.get()?.rows[index]?.outcome === 'sending') return true
  // Not recorded, so not sent: the row is shown where it was, and the
  // import waits for the person.
  // (After a conflict the job shown is another tab's newer copy: left as it is.)
  const shown = job.get()
  const conflict =
    !stored && (ctx.status.get().copy || shown?.reason !== 'storage')
  if (!conflict && shown?.rows[index]?.outcome === 'sending')
    job.set(
      machine.pause(machine.notProcessed(shown, index), { reason: 'storage' }),
    )
  return false
}

export async function sendRow(
  ctx: RunnerContext,
  index: number,
  pet: NewPet,
): Promise<Next> {
  const logged = ctx.deps.record?.(pet) ?? null
  if (!(await markSending(ctx, index, logged?.first ?? null))) return 'stop'
  // Settings may have saved another key while the mark was stored: the
  // request would go with it (createPet takes the connection of the
  // moment), so this job's row stays unsent.
  if (!ctx.deps.connectionMatches()) {
    logged?.drop()
    await ctx.commit((j) =>
      machine.pause(machine.notProcessed(j, index), {
        reason: 'connection-changed',
      }),
    )
    return 'stop'
  }
  let created: Pet
  let entry: string | undefined
  // The outcome and the entry that recorded it are stored in one write:
  // the entry's id on the row (in the outcome's own copy of the rows), and
  // the entry's outcome in the same step.
  const logEntry = () => entry
  const outcome = async (): Promise<SaveWith> => ({
    log: logged && (await logged.last()),
  })
  try {
    created = await ctx.deps.send(
      pet,
      (id) => {
        entry = id
      },
      logged?.record,
    )
  } catch (error) {
    return afterFailure(ctx, index, error, logEntry, outcome)
  }
  const stored = await ctx.commit(
    (j) => machine.added(j, index, created.id, entry),
    await outcome(),
  )
  ctx.deps.onAdded?.(created)
  return stored ? 'go' : 'stop'
}

async function afterFailure(
  ctx: RunnerContext,
  index: number,
  error: unknown,
  logEntry: () => string | undefined,
  outcome: () => Promise<SaveWith>,
): Promise<Next> {
  const { commit, now } = ctx
  // The page is unloading and took the request with it: the stored
  // "sending" mark makes it Unknown when the job is restored.
  if (ctx.deps.isLeaving?.()) return 'stop'
  if (!isApiError(error)) {
    const message = error instanceof Error ? error.message : String(error)
    return (await commit(
      (j) => machine.unknown(j, index, { message }, logEntry()),
      await outcome(),
    ))
      ? 'go'
      : 'stop'
  }
  const why = notProcessedWhy(ctx, error)
  if (why !== null) {
    await commit(
      (j) => machine.pause(machine.notProcessed(j, index), why),
      await outcome(),
    )
    return 'stop'
  }
  if (error.kind === 'rate-limited') {
    // Not processed either: the row goes again once the shared wait is over.
    if (!(await commit((j) => machine.notProcessed(j, index), await outcome())))
      return 'stop'
    await sleep(
      Math.max(0, (error.retryAt ?? now()) - now()),
      ctx.status.wake(),
    )
    return 'go'
  }
  const said: machine.ErrorSaid =
    error.serverMessage !== null
      ? { message: error.serverMessage, server: true }
      : { message: error.message, words: storeWords(error.said) }
  const change: Change =
    error.kind === 'http' && error.status !== null && error.status < 500
      ? (j) => machine.refused(j, index, said, logEntry())
      : (j) =>
          machine.unknown(
            j,
            index,
            { message: error.message, words: storeWords(error.said) },
            logEntry(),
          )
  return (await commit(change, await outcome())) ? 'go' : 'stop'
}

/**
 * Why the job pauses with the row back in the queue; null: it does not. An
 * error's English is kept with its words as data, spoken when shown.
 */
function notProcessedWhy(
  ctx: RunnerContext,
  error: ApiError,
): machine.PauseWhy | null {
  if (error.isUnauthorized) return { reason: 'key-refused' }
  // Offline, the client sent nothing.
  if (
    error.kind === 'config' ||
    error.kind === 'offline' ||
    error.kind === 'aborted'
  )
    // Called off because Settings moved to another connection: say that.
    return error.kind === 'aborted' && !ctx.deps.connectionMatches()
      ? { reason: 'connection-changed' }
      : { notice: error.message, noticeWords: storeWords(error.said) }
  // A wait beyond a day is not slept out (nor could a timer hold it: past
  // 24.8 days it fires at once): the person Retries and Resumes.
  if (
    error.kind === 'rate-limited' &&
    (error.retryAt === null || error.retryAt - ctx.now() > MAX_WAIT_MS)
  )
    return { notice: error.message, noticeWords: storeWords(error.said) }
  return null
}
