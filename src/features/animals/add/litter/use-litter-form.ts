import { useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { AddAnimalForm } from '../../../../lib/pets/pet-form'
import { readJson, writeJson } from '../../../../lib/tabs/web-storage'
import {
  isUnfinished,
  type Litter,
  type LitterCheck,
  namesOfLines,
} from './litter-jobs'
import { type Words, wordsOf } from '../send-failure'
import { useLitterJob } from './use-litter-job'

// The litter started from this tab's form, so a reload still shows its
// progress here rather than as "another import".
const STARTED_KEY = 'adoption-desk:add-litter-job'

/** Why nothing was added: the check failed (its error's words), or the job did not start. */
type LitterProblem =
  { kind: 'check-failed'; words: Words } | { kind: 'not-started' }

/**
 * Check names (the import's check, one request at most for the latest 100),
 * then start the litter as an import job once the person has looked.
 */
export function useLitterForm(
  litter: Litter | null,
  form: UseFormReturn<AddAnimalForm>,
  onInvalid: () => void,
) {
  const { job, status } = useLitterJob(litter)
  const [checked, setChecked] = useState<{
    key: string
    result: LitterCheck
  } | null>(null)
  const [checking, setChecking] = useState(false)
  const [problem, setProblem] = useState<LitterProblem | null>(null)
  const [startedId, setStartedId] = useState(() => {
    const stored = readJson('session', STARTED_KEY)
    return typeof stored === 'string' ? stored : null
  })
  const blocked = isUnfinished(job) && job?.id !== startedId

  const onCheck = form.handleSubmit(async (valid) => {
    if (!litter || checking || isUnfinished(job)) return
    const key = JSON.stringify(form.getValues())
    setChecking(true)
    setProblem(null)
    try {
      const result = await litter.check(
        namesOfLines(valid.name),
        valid.categoryId,
        valid.status,
      )
      setChecked({ key, result })
    } catch (error) {
      setProblem({ kind: 'check-failed', words: wordsOf(error) })
    } finally {
      setChecking(false)
    }
  }, onInvalid)

  async function start(included: ReadonlySet<number>) {
    if (!checked) return
    setProblem(null)
    const id = await checked.result.start(included)
    if (!id) {
      setProblem({ kind: 'not-started' })
      return
    }
    writeJson('session', STARTED_KEY, id)
    setStartedId(id)
    setChecked(null)
    form.reset({ ...form.getValues(), name: '' })
  }

  return {
    job,
    loaded: status.loaded,
    mine: job !== null && job.id === startedId ? job : null,
    blocked,
    checking,
    problem,
    /** The check of the names as they are now; null once they changed. */
    checkedFor: (values: AddAnimalForm) =>
      checked && checked.key === JSON.stringify(values) ? checked.result : null,
    onCheck,
    start,
  }
}
