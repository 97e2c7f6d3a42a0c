import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { Link, useParams } from 'wouter'
import { ErrorPanel } from '../../components/error-panel'
import { PageTitle } from '../../components/page-title'
import { isApiError } from '../../lib/http/api-error'
import {
  categoryLabel,
  useCategoryNames,
} from '../../lib/categories/categories'
import { toInt64String } from '../../lib/http/int64'
import { useConnection } from '../../lib/connection/use-connection'
import {
  GET_PET_REMOVAL_TEXT,
  isGetPetRemoved,
  readDeprecationDate,
  timeUntilRemoval,
} from './deprecation'
import { FindAnimal } from './find-animal'
import { findCachedPet } from '../../lib/pets/cached-pets'
import { animalQueries } from '../../lib/pets/pet-queries'
import { displayName, type Pet } from '../../lib/pets/pet-schemas'
import { StatusBadge } from '../../components/status-badge'

// The card and its QR library load on the first press of Print card only.
const PrintOneCard = lazy(() =>
  import('./cards/kennel-card').then((module) => ({
    default: module.PrintOneCard,
  })),
)

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeZone: 'UTC',
})

export function AnimalPage() {
  const raw = useParams().id ?? ''
  const id = toInt64String(raw)
  if (id === null) {
    return (
      <section>
        <Breadcrumb />
        <PageTitle>Not an animal ID</PageTitle>
        <p>“{raw}” is not an animal ID: IDs are whole numbers.</p>
        <FindAnimal />
      </section>
    )
  }
  return <AnimalLookup id={id} />
}

function Breadcrumb({ current }: { current?: string }) {
  return (
    <p className="breadcrumb">
      <Link to="/animals">Animals</Link>
      {current && (
        <>
          {' '}
          <span aria-hidden="true">›</span> {current}
        </>
      )}
    </p>
  )
}

function AnimalLookup({ id }: { id: string }) {
  const { scope } = useConnection()
  const queryClient = useQueryClient()
  const removed = isGetPetRemoved()
  // An animal already in a loaded list needs no call to the deprecated operation.
  const cached = findCachedPet(queryClient, scope, id)
  const lookup = useQuery({
    ...animalQueries.detail(scope, id),
    enabled: !cached && !removed,
  })
  const pet = cached ?? lookup.data?.pet
  const notFound =
    !pet && isApiError(lookup.error) && lookup.error.status === 404

  // One heading for every state, so focus that landed on it while loading
  // stays on it when the animal (or the error) arrives.
  const heading = pet
    ? displayName(pet)
    : notFound
      ? `No animal with ID ${id}`
      : `Animal ${id}`

  return (
    <section>
      <Breadcrumb current={pet ? displayName(pet) : `ID ${id}`} />
      <PageTitle title={pet ? `${heading} (ID ${id})` : heading}>
        {heading}
      </PageTitle>
      {pet ? (
        <AnimalDetails
          pet={pet}
          fromCache={Boolean(cached) && !lookup.data}
          deprecation={lookup.data?.deprecation ?? null}
          sunset={lookup.data?.sunset ?? null}
        />
      ) : removed ? (
        <>
          <DeprecationNotice removed />
          <p>
            This animal is not in any list loaded in this session, so it cannot
            be shown. <Link to="/animals">Find it in the animals list</Link>,
            filtered by status.
          </p>
        </>
      ) : notFound ? (
        <>
          <p>
            The service has no animal with ID {id}. Check the number, or look
            for it in the list.
          </p>
          <FindAnimal />
          <p>
            <Link to="/animals">Back to the animals list</Link>
          </p>
          <DeprecationNotice />
        </>
      ) : lookup.isError ? (
        <>
          <ErrorPanel
            title="Couldn’t load this animal"
            error={lookup.error}
            onRetry={() => void lookup.refetch()}
          />
          <DeprecationNotice />
        </>
      ) : (
        <p role="status">Loading animal {id}…</p>
      )}
    </section>
  )
}

function AnimalDetails({
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
  const names = useCategoryNames()
  return (
    <>
      <dl className="details panel">
        <div>
          <dt>ID</dt>
          <dd className="readonly-url">{pet.id}</dd>
        </div>
        <div>
          <dt>Name</dt>
          <dd>{pet.name}</dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{categoryLabel(names, pet.categoryId)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={pet.status} />
          </dd>
        </div>
      </dl>
      {fromCache ? (
        <p className="muted">
          Shown from the list already loaded, so the deprecated lookup was not
          needed.
        </p>
      ) : null}
      <CardForOne pet={pet} />
      <DeprecationNotice
        removed={isGetPetRemoved()}
        deprecation={deprecation}
        sunset={sunset}
      />
      <p>
        <Link to="/animals">Back to the animals list</Link>
      </p>
    </>
  )
}

/** Print card: this animal's kennel card, shown and printed on each press. */
function CardForOne({ pet }: { pet: Pet }) {
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
          Print card
        </button>
      </p>
      {request > 0 && (
        <Suspense fallback={<p className="muted">Preparing the card…</p>}>
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

function DeprecationNotice({
  removed = false,
  deprecation = null,
  sunset = null,
}: {
  removed?: boolean
  deprecation?: string | null
  sunset?: string | null
}) {
  const since = readDeprecationDate(deprecation)
  return (
    <aside className="notice deprecation" aria-labelledby="deprecation-title">
      <h2 id="deprecation-title">Looking up by ID is deprecated</h2>
      {removed ? (
        <p>
          The service removed look-up by ID (<code>GET /pets/{'{petId}'}</code>)
          on {GET_PET_REMOVAL_TEXT}, so Adoption Desk no longer calls it.
          Animals already loaded in a list are still shown.
        </p>
      ) : (
        <p>
          Look-up by ID (<code>GET /pets/{'{petId}'}</code>) will be removed on{' '}
          {GET_PET_REMOVAL_TEXT}, in {timeUntilRemoval()}. After that, find
          animals in the list, filtered by status.
        </p>
      )}
      {(deprecation || sunset) && (
        <p className="muted">
          The server says:{' '}
          {deprecation && (
            <>
              <code>Deprecation: {deprecation}</code>
              {since && ` (deprecated since ${dateFormat.format(since)})`}
            </>
          )}
          {deprecation && sunset && '; '}
          {sunset && <code>Sunset: {sunset}</code>}
        </p>
      )}
    </aside>
  )
}
