import { useEffect, useRef } from 'react'
import { Link } from 'wouter'
import type { CreatedPet } from '../../../lib/pets/use-create-pet'

/** The animal just added: its exact ID and where to go next. Takes focus when it appears. */
export function CreatedNotice({ created }: { created: CreatedPet }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [created])
  const { pet, entryId } = created
  return (
    <div className="notice ok confirmation" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {pet.name} was added
      </h2>
      <p>
        ID <span className="readonly-url">{pet.id}</span> ·{' '}
        <Link to={`/animals/${pet.id}`}>Open {pet.name}’s page</Link> ·{' '}
        <Link to="/animals">Back to the list</Link>
        {entryId && (
          <>
            {' '}
            · <Link to={`/activity#entry-${entryId}`}>See it in Activity</Link>
          </>
        )}
      </p>
      <p className="muted">The form is ready for another animal.</p>
    </div>
  )
}
