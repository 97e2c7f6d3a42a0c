import { PET_STATUS_LABELS, type PetStatus } from '../lib/pets/pet-schemas'

/** The status as words, with colour only as a second cue. */
export function StatusBadge({ status }: { status: PetStatus | undefined }) {
  return (
    <span className={`badge badge-${status ?? 'unset'}`}>
      {status ? PET_STATUS_LABELS[status] : 'Not set'}
    </span>
  )
}
