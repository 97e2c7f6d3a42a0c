import { storeWords } from '../../../lib/activity/stored-words'
import { isApiError, type ApiError } from '../../../lib/http/api-error'
import type { NewPet, Pet } from '../../../lib/pets/pet-schemas'
import { MAX_WAIT_MS } from '../../../lib/rate-limit/wait-policy'
import { sleep } from '../../../lib/util/sleep'
import * as machine from './import-machine'
import type { StoredRow } from './import-storage'
import type { Change, RunnerContext } from './runner-context'

// One row, never sent twice: it is marked "sending", stored and read back
// before its request leaves; then its outcome is stored with the Activity
// entry that recorded it. A request that was not processed puts the row back.

/** Whether the loop goes on to the next row. */
export type Next = 'go' | 'stop'

/** The request leaves only once storage says the mark is recorded. */
async function markSending(ctx: RunnerContext, index: number) {
  const { job } = ctx
  const stored = await ctx.commit((current) =>
    machine.markSending(current, index),
  )
  const marked = job.get()
  // The row alone is read back: its cost does not grow with the job.
  let back: StoredRow | null = null
  if (stored) {
    try {
      back = await ctx.deps.storage.readRow(index)
    } catch {
      back = null
    }
  }
  if (
    stored &&
    marked &&
    back?.id === marked.id &&
    back.version === marked.version &&
    back.row?.outcome === 'sending'
  )
    return true
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
  if (!(await markSending(ctx, index))) return 'stop'
  // Settings may have saved another key while the mark was stored: the
  // request would go with it (createPet takes the connection of the
  // moment), so this job's row stays unsent.
  if (!ctx.deps.connectionMatches()) {
    await ctx.commit((j) =>
      machine.pause(machine.notProcessed(j, index), {
        reason: 'connection-changed',
      }),
    )
    return 'stop'
  }
  let created: Pet
  let entry: string | null = null
  // The outcome and the entry that recorded it are stored in one write.
  const finish =
    (change: Change): Change =>
    (j) => {
      const next = change(j)
      return next && entry !== null ? machine.logged(next, index, entry) : next
    }
  try {
    created = await ctx.deps.send(pet, (id) => {
      entry = id
    })
  } catch (error) {
    return afterFailure(ctx, index, error, finish)
  }
  const stored = await ctx.commit(
    finish((j) => machine.added(j, index, created.id)),
  )
  ctx.deps.onAdded?.(created)
  return stored ? 'go' : 'stop'
}

async function afterFailure(
  ctx: RunnerContext,
  index: number,
  error: unknown,
  finish: (change: Change) => Change,
): Promise<Next> {
  const { commit, now } = ctx
  // The page is unloading and took the request with it: the stored
  // "sending" mark makes it Unknown when the job is restored.
  if (ctx.deps.isLeaving?.()) return 'stop'
  if (!isApiError(error)) {
    const message = error instanceof Error ? error.message : String(error)
    return (await commit(finish((j) => machine.unknown(j, index, { message }))))
      ? 'go'
      : 'stop'
  }
  const why = notProcessedWhy(ctx, error)
  if (why !== null) {
    await commit((j) => machine.pause(machine.notProcessed(j, index), why))
    return 'stop'
  }
  if (error.kind === 'rate-limited') {
    // Not processed either: the row goes again once the shared wait is over.
    if (!(await commit((j) => machine.notProcessed(j, index)))) return 'stop'
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
      ? (j) => machine.refused(j, index, said)
      : (j) =>
          machine.unknown(j, index, {
            message: error.message,
            words: storeWords(error.said),
          })
  return (await commit(finish(change))) ? 'go' : 'stop'
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
