import { PET_STATUS_LABELS, PET_STATUSES } from '../lib/pets/pet-schemas'

/** `noneLabel` differs by use: "All" to filter, "Not set" to add. */
export function StatusOptions({ noneLabel }: { noneLabel: string }) {
  return (
    <>
      <option value="">{noneLabel}</option>
      {PET_STATUSES.map((status) => (
        <option key={status} value={status}>
          {PET_STATUS_LABELS[status]}
        </option>
      ))}
    </>
  )
}
