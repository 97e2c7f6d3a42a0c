import { useRef, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { AddAnimalForm } from '../../../../lib/pets/pet-form'
import { readJson, writeJson } from '../../../../lib/tabs/web-storage'
import {
  isUnfinished,
  type Litter,
  type LitterCheck,
  type LitterLimit,
  litterLimit,
  type LitterRefusal,
  namesOfLines,
} from './litter-jobs'
import { type Words, wordsOf } from '../send-failure'
import { useLitterJob } from './use-litter-job'

// The litter started from this tab's form, so a reload still shows its
// progress here rather than as "another import".
const STARTED_KEY = 'adoption-desk:add-litter-job'

/** Why nothing was added: past a limit, the check failed (its error's words), or the job did not start. */
export type LitterProblem =
  | { kind: 'limit'; limit: LitterLimit }
  | { kind: 'check-failed'; words: Words }
  | { kind: 'refused'; refusal: LitterRefusal }

/**
 * Check names (the import's check, one request at most for the latest 100),
 * then start the litter as an import job once the person has looked.
 */
export function useLitterForm(
  litter: Litter | null,
  form: UseFormReturn<AddAnimalForm>,
  onInvalid: () => void,
  /** Several animals is on: only then is the job read and followed, so an import elsewhere costs the form nothing. */
  shown: boolean,
) {
  const { job, status } = useLitterJob(shown ? litter : null)
  const [checked, setChecked] = useState<{
    key: string
    result: LitterCheck
  } | null>(null)
  const [checking, setChecking] = useState(false)
  // A ref as well as state: a second press in the same moment sees it.
  const starting = useRef(false)
  const [isStarting, setStarting] = useState(false)
  const [problem, setProblem] = useState<LitterProblem | null>(null)
  const [startedId, setStartedId] = useState(() => {
    const stored = readJson('session', STARTED_KEY)
    return typeof stored === 'string' ? stored : null
  })
  const blocked = isUnfinished(job) && job?.id !== startedId

  const onCheck = form.handleSubmit(async (valid) => {
    if (!litter || checking || isUnfinished(job)) return
    const key = JSON.stringify(form.getValues())
    const names = namesOfLines(valid.name)
    // The import's limits, before the check's request (decision 028).
    const limit = litterLimit(valid.name, names)
    if (limit) {
      setChecked(null)
      setProblem({ kind: 'limit', limit })
      return
    }
    setChecking(true)
    setProblem(null)
    try {
      const result = await litter.check(names, valid.categoryId, valid.status)
      setChecked({ key, result })
    } catch (error) {
      setProblem({ kind: 'check-failed', words: wordsOf(error) })
    } finally {
      setChecking(false)
    }
  }, onInvalid)

  async function start(included: ReadonlySet<number>) {
    if (!checked || starting.current) return
    starting.current = true
    setStarting(true)
    setProblem(null)
    try {
      const result = await checked.result.start(included)
      if ('refused' in result) {
        // The names stay in the form: nothing was stored or sent.
        setProblem({ kind: 'refused', refusal: result.refused })
        return
      }
      writeJson('session', STARTED_KEY, result.started)
      setStartedId(result.started)
      setChecked(null)
      form.reset({ ...form.getValues(), name: '' })
    } finally {
      starting.current = false
      setStarting(false)
    }
  }

  return {
    job,
    loaded: status.loaded,
    mine: job !== null && job.id === startedId ? job : null,
    blocked,
    checking,
    /** A start was pressed and the job is not stored yet: another press does nothing. */
    starting: isStarting,
    problem,
    /** The check of the names as they are now; null once they changed. */
    checkedFor: (values: AddAnimalForm) =>
      checked && checked.key === JSON.stringify(values) ? checked.result : null,
    onCheck,
    start,
  }
}
