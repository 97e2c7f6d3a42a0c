import { Link } from 'wouter'
import type { AddAnimalForm } from '../../../../lib/pets/pet-form'
import { isUnfinished } from './litter-jobs'
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
  const check = litter.checkedFor(values)
  return (
    <>
      {litter.problem && (
        <p role="alert" className="notice bad">
          {litter.problem}
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
  return (
    <div className="actions">
      <button type="submit" aria-disabled={checking || blocked}>
        {checking ? 'Checking…' : 'Check names'}
      </button>
      <Link to="/animals">Cancel</Link>
    </div>
  )
}
