import type { PetStatus } from '../lib/pets/pet-schemas'
import { useStatusLabel } from './status-label'

/** The status as words, with colour only as a second cue. */
export function StatusBadge({ status }: { status: PetStatus | undefined }) {
  const label = useStatusLabel()
  return (
    <span className={`badge badge-${status ?? 'unset'}`}>{label(status)}</span>
  )
}
