import { PET_STATUS_LABELS, PET_STATUSES } from '../lib/pets/pet-schemas'

/**
 * The `<option>`s of a status `<select>`: first the choice that means no
 * status (its words differ: "All" to filter, "Not set" to add), then each
 * status by its label, in the interface's order.
 */
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
