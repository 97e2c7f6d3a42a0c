import { Link } from 'wouter'
import {
  MAX_FILE_BYTES,
  MAX_ROWS,
  megabytes,
} from '../../../../lib/files/input-limits'
import { useSaid } from '../../../../lib/i18n/use-said'
import { type Speak, useMessages } from '../../../../lib/i18n/use-messages'
import type { AddAnimalForm } from '../../../../lib/pets/pet-form'
import { isUnfinished } from './litter-jobs'
import { litterMessages } from './litter-messages'
import { LitterBlocked, LitterProgress, LitterReview } from './litter-panel'
import type { LitterProblem, useLitterForm } from './use-litter-form'

type LitterSay = Speak<typeof litterMessages.english>['t']

/** Why nothing was added, but for a failed check (said in its own words). */
function problemText(
  t: LitterSay,
  problem: Exclude<LitterProblem, { kind: 'check-failed' }>,
): string {
  if (problem.kind === 'refused')
    return t(problem.refusal === 'no-room' ? 'noRoomInTab' : 'notStarted')
  return problem.limit.limit === 'bytes'
    ? t('namesTooLarge', {
        size: Math.ceil(megabytes(problem.limit.bytes) * 10) / 10,
        limit: megabytes(MAX_FILE_BYTES),
      })
    : t('tooManyNames', { count: problem.limit.count, max: MAX_ROWS })
}

/** Under the form in litter mode: the unfinished import, the litter's progress, or the names as checked. */
export function LitterSection({
  litter,
  values,
}: {
  litter: ReturnType<typeof useLitterForm>
  values: AddAnimalForm
}) {
  const { t } = useMessages(litterMessages)
  const check = litter.checkedFor(values)
  const { problem } = litter
  const failed = problem?.kind === 'check-failed' ? problem.words : null
  const said = useSaid(failed?.said)
  return (
    <>
      {problem && (
        <p role="alert" className="notice bad">
          {problem.kind === 'check-failed'
            ? t('checkFailed', { message: said ?? problem.words.message })
            : problemText(t, problem)}
        </p>
      )}
      {litter.blocked && litter.job && <LitterBlocked job={litter.job} />}
      {litter.mine && <LitterProgress job={litter.mine} />}
      {check && !isUnfinished(litter.job) && (
        <LitterReview
          key={JSON.stringify(values)}
          check={check}
          replacesFinished={litter.job !== null}
          starting={litter.starting}
          onStart={(included) => void litter.start(included)}
        />
      )}
    </>
  )
}

/** The form's button in litter mode. */
export function LitterControls({
  checking,
  blocked,
}: {
  checking: boolean
  blocked: boolean
}) {
  const { t } = useMessages(litterMessages)
  return (
    <div className="actions">
      <button type="submit" aria-disabled={checking || blocked}>
        {checking ? t('checking') : t('checkNames')}
      </button>
      <Link to="/animals">{t('cancel')}</Link>
    </div>
  )
}
