import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, type RouteComponentProps } from 'wouter'
import { ErrorPanel } from '../../components/error-panel'
import { PageTitle } from '../../components/page-title'
import { isApiError } from '../../lib/http/api-error'
import { toInt64String } from '../../lib/http/int64'
import { useConnection } from '../../lib/connection/use-connection'
import { useMessages } from '../../lib/i18n/use-messages'
import { animalMessages } from './animal-messages'
import { AnimalDetails } from './animal-details'
import { isGetPetRemoved } from './deprecation'
import { DeprecationNotice } from './deprecation-notice'
import { FindAnimal } from './find-animal'
import { findCachedPet } from '../../lib/pets/cached-pets'
import { animalQueries } from '../../lib/pets/pet-queries'
import { useDisplayName } from '../../components/use-display-name'

/** The route's own params (not useParams, which the first load would carry). */
export function AnimalPage({ params }: RouteComponentProps<{ id: string }>) {
  const { t } = useMessages(animalMessages)
  const raw = params.id
  const id = toInt64String(raw)
  if (id === null) {
    return (
      <section>
        <Breadcrumb />
        <PageTitle>{t('notAnId')}</PageTitle>
        <p>{t('notAnIdText', { raw })}</p>
        <FindAnimal />
      </section>
    )
  }
  return <AnimalLookup id={id} />
}

function Breadcrumb({ current }: { current?: string }) {
  const { t } = useMessages(animalMessages)
  return (
    <p className="breadcrumb">
      <Link to="/animals">{t('animals')}</Link>
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
  const { t, rich } = useMessages(animalMessages)
  const displayName = useDisplayName()
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
      ? t('noAnimal', { id })
      : t('animalId', { id })

  return (
    <section>
      <Breadcrumb current={pet ? displayName(pet) : t('crumbId', { id })} />
      <PageTitle
        title={pet ? t('titleWithId', { name: heading, id }) : heading}
      >
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
            {rich('notLoaded', {
              link: <Link to="/animals">{t('findInList')}</Link>,
            })}
          </p>
        </>
      ) : notFound ? (
        <>
          <p>{t('noSuchAnimal', { id })}</p>
          <FindAnimal />
          <p>
            <Link to="/animals">{t('backToList')}</Link>
          </p>
          <DeprecationNotice />
        </>
      ) : lookup.isError ? (
        <>
          <ErrorPanel
            title={t('loadFailed')}
            error={lookup.error}
            onRetry={() => void lookup.refetch()}
          />
          <DeprecationNotice />
        </>
      ) : (
        <p role="status">{t('loading', { id })}</p>
      )}
    </section>
  )
}
