import { useEffect, useRef } from 'react'
import { Link } from 'wouter'
import { useMessages } from '../../../lib/i18n/use-messages'
import type { CreatedPet } from '../../../lib/pets/use-create-pet'
import { addMessages } from './add-messages'

/** The animal just added: its exact ID and where to go next. Takes focus when it appears. */
export function CreatedNotice({ created }: { created: CreatedPet }) {
  const { t, rich } = useMessages(addMessages)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [created])
  const { pet, entryId, found } = created
  return (
    <div className="notice ok confirmation" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {t('wasAdded', { name: pet.name })}
      </h2>
      {found && <p>{t('foundAdded')}</p>}
      <p>
        {rich('createdId', {
          id: <span className="readonly-url">{pet.id}</span>,
        })}{' '}
        ·{' '}
        <Link to={`/animals/${pet.id}`}>
          {t('openPage', { name: pet.name })}
        </Link>{' '}
        · <Link to="/animals">{t('backToList')}</Link>
        {entryId && (
          <>
            {' '}
            ·{' '}
            <Link to={`/activity#entry-${entryId}`}>{t('seeInActivity')}</Link>
          </>
        )}
      </p>
      <p className="muted">{t('readyForAnother')}</p>
    </div>
  )
}
