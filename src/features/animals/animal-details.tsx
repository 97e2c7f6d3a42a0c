import { lazy, Suspense, useState } from 'react'
import { Link } from 'wouter'
import { StatusBadge } from '../../components/status-badge'
import {
  categoryLabel,
  useCategoryNames,
} from '../../lib/categories/categories'
import { useMessages } from '../../lib/i18n/use-messages'
import type { Pet } from '../../lib/pets/pet-schemas'
import { animalMessages } from './animal-messages'
import { isGetPetRemoved } from './deprecation'
import { DeprecationNotice } from './deprecation-notice'

// An animal's page once the animal is known: its details, its kennel card,
// and the lookup's deprecation line.

// The card and its QR library load on the first press of Print card only.
const PrintOneCard = lazy(() =>
  import('./cards/kennel-card').then((module) => ({
    default: module.PrintOneCard,
  })),
)

export function AnimalDetails({
  pet,
  fromCache,
  deprecation,
  sunset,
}: {
  pet: Pet
  fromCache: boolean
  deprecation: string | null
  sunset: string | null
}) {
  const { t } = useMessages(animalMessages)
  const names = useCategoryNames()
  return (
    <>
      <dl className="details panel">
        <div>
          <dt>{t('id')}</dt>
          <dd className="readonly-url">{pet.id}</dd>
        </div>
        <div>
          <dt>{t('name')}</dt>
          <dd>{pet.name}</dd>
        </div>
        <div>
          <dt>{t('category')}</dt>
          <dd>{categoryLabel(names, pet.categoryId)}</dd>
        </div>
        <div>
          <dt>{t('status')}</dt>
          <dd>
            <StatusBadge status={pet.status} />
          </dd>
        </div>
      </dl>
      {fromCache ? <p className="muted">{t('fromCache')}</p> : null}
      <CardForOne pet={pet} />
      <DeprecationNotice
        removed={isGetPetRemoved()}
        deprecation={deprecation}
        sunset={sunset}
      />
      <p>
        <Link to="/animals">{t('backToList')}</Link>
      </p>
    </>
  )
}

/** Print card: this animal's kennel card, shown and printed on each press. */
function CardForOne({ pet }: { pet: Pet }) {
  const { t } = useMessages(animalMessages)
  const [request, setRequest] = useState(0)
  const names = useCategoryNames()
  return (
    <div className="card-for-one">
      <p>
        <button
          type="button"
          className="secondary"
          onClick={() => setRequest((count) => count + 1)}
        >
          {t('printCard')}
        </button>
      </p>
      {request > 0 && (
        <Suspense fallback={<p className="muted">{t('preparingCard')}</p>}>
          <PrintOneCard
            pet={pet}
            category={categoryLabel(names, pet.categoryId)}
            request={request}
          />
        </Suspense>
      )}
    </div>
  )
}
