import { sleep } from '../../../lib/util/sleep'
import * as machine from './import-machine'
import type { RunnerContext } from './runner-context'
import { sendRow } from './send-row'

// The loop of a running job: before each row it reads the job afresh (a
// Resume, a resend or another tab's write may have landed), stops if Pause
// or Cancel was asked or the connection changed, and waits for the plan's
// pace so that an import never spends the whole minute in one burst.

/** Sends the job's rows in file order until none is left or the job stops. */
export async function sendRows(ctx: RunnerContext): Promise<void> {
  const { commit, deps, now } = ctx
  let lastStart = Number.NEGATIVE_INFINITY
  for (;;) {
    const current = ctx.job.get()
    if (!current) return
    const stopping = ctx.status.get().stopping
    if (stopping === 'cancel') {
      await commit(machine.cancel)
      return
    }
    if (stopping === 'pause') {
      await commit((j) => machine.pause(j))
      return
    }
    const index = machine.nextToSend(current)
    const pet = current.rows[index]?.pet
    if (!pet) {
      await commit(machine.finishIfDone)
      // A Resume or a resend may have landed while that was stored.
      const latest = ctx.job.get()
      if (latest && machine.nextToSend(latest) !== -1) continue
      return
    }
    if (!deps.connectionMatches()) {
      await commit((j) => machine.pause(j, { reason: 'connection-changed' }))
      return
    }
    const wait = lastStart + deps.interval() - now()
    if (wait > 0) {
      await sleep(wait, ctx.status.wake())
      continue
    }
    lastStart = now()
    if ((await sendRow(ctx, index, pet)) === 'stop') return
  }
}
