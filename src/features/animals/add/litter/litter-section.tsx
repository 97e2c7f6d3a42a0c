import { Link } from 'wouter'
import { useSaid } from '../../../../lib/i18n/said'
import { useMessages } from '../../../../lib/i18n/use-messages'
import type { AddAnimalForm } from '../../../../lib/pets/pet-form'
import { isUnfinished } from './litter-jobs'
import { litterMessages } from './litter-messages'
import { LitterBlocked, LitterProgress, LitterReview } from './litter-panel'
import type { useLitterForm } from './use-litter-form'

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
          {failed
            ? t('checkFailed', { message: said ?? failed.message })
            : t('notStarted')}
        </p>
      )}
      {litter.blocked && litter.job && <LitterBlocked job={litter.job} />}
      {litter.mine && <LitterProgress job={litter.mine} />}
      {check && !isUnfinished(litter.job) && (
        <LitterReview
          key={JSON.stringify(values)}
          check={check}
          replacesFinished={litter.job !== null}
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
