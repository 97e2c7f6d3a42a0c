import { PET_STATUSES } from '../lib/pets/pet-schemas'
import { useStatusLabel } from './status-label'

/** `noneLabel` differs by use: "All" to filter, "Not set" to add. */
export function StatusOptions({ noneLabel }: { noneLabel: string }) {
  const label = useStatusLabel()
  return (
    <>
      <option value="">{noneLabel}</option>
      {PET_STATUSES.map((status) => (
        <option key={status} value={status}>
          {label(status)}
        </option>
      ))}
    </>
  )
}
