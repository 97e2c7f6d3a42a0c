import { useEffect, useSyncExternalStore } from 'react'
import type { Litter, LitterJob, LitterRunnerStatus } from './litter-jobs'

const NO_STATUS: LitterRunnerStatus = {
  loaded: true,
  running: false,
  elsewhere: false,
}
const none = {
  get: () => null,
  subscribe: () => () => {},
}
const noStatus = { get: () => NO_STATUS, subscribe: () => () => {} }

/** The import job of this server and key as the runner has it, read and followed while shown. */
export function useLitterJob(litter: Litter | null): {
  job: LitterJob | null
  status: LitterRunnerStatus
} {
  const jobStore = litter?.job ?? none
  const statusStore = litter?.status ?? noStatus
  const job = useSyncExternalStore(jobStore.subscribe, jobStore.get)
  const status = useSyncExternalStore(statusStore.subscribe, statusStore.get)
  useEffect(() => litter?.watch(), [litter])
  return { job, status }
}
