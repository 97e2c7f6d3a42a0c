import { Why } from '../../components/why'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useMemo, useState } from 'react'
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
import { useMessages } from '../../lib/i18n/use-messages'
import { animalMessages } from './animal-messages'
import {
  GET_PET_REMOVAL,
  isGetPetRemoved,
  readDeprecationDate,
  type TimeLeft,
  timeUntilRemoval,
} from './deprecation'
import { FindAnimal } from './find-animal'
import { findCachedPet } from '../../lib/pets/cached-pets'
import { animalQueries } from '../../lib/pets/pet-queries'
import type { Pet } from '../../lib/pets/pet-schemas'
import { useDisplayName } from '../../components/use-display-name'
import { StatusBadge } from '../../components/status-badge'

// The card and its QR library load on the first press of Print card only.
const PrintOneCard = lazy(() =>
  import('./cards/kennel-card').then((module) => ({
    default: module.PrintOneCard,
  })),
)

/** The operation by its name in the API description: not words to translate. */
const GET_PET = 'GET /pets/{petId}'

export function AnimalPage() {
  const { t } = useMessages(animalMessages)
  const raw = useParams().id ?? ''
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

/** "4 years and 2 months", "34 days": the time left, worded in the chosen language. */
function useTimeLeftText(): (left: TimeLeft) => string {
  const { t } = useMessages(animalMessages)
  return (left) => {
    if ('days' in left) return t('days', { count: left.days })
    const { years, months } = left
    if (years > 0 && months > 0)
      return t('yearsAndMonths', {
        years: t('years', { count: years }),
        months: t('months', { count: months }),
      })
    return years > 0
      ? t('years', { count: years })
      : t('months', { count: months })
  }
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
  const { t, rich, locale } = useMessages(animalMessages)
  const timeLeft = useTimeLeftText()
  // English writes "5 December 2030", as the API's notice does.
  const dates = useMemo(
    () =>
      new Intl.DateTimeFormat(/^en(-|$)/.test(locale) ? 'en-GB' : locale, {
        dateStyle: 'long',
        timeZone: 'UTC',
      }),
    [locale],
  )
  const date = dates.format(GET_PET_REMOVAL)
  // The headers as the server sent them, by their names in HTTP.
  const since = readDeprecationDate(deprecation)
  const deprecationCode = deprecation && (
    <code>{`Deprecation: ${deprecation}`}</code>
  )
  const deprecationHeader =
    deprecationCode && since
      ? rich('deprecatedSince', {
          header: deprecationCode,
          date: dates.format(since),
        })
      : deprecationCode
  const sunsetHeader = sunset && <code>{`Sunset: ${sunset}`}</code>
  return (
    // A short line while the lookup still works; the HTTP detail behind Why?.
    // Once removed it is a notice: it says why the page shows less.
    <aside
      className={removed ? 'notice warn deprecation' : 'deprecation-line'}
      aria-labelledby="deprecation-title"
    >
      <p>
        <strong id="deprecation-title">{t('deprecated')}</strong>{' '}
        {t(removed ? 'removed' : 'willBeRemoved', {
          date,
          left: timeLeft(timeUntilRemoval()),
        })}
      </p>
      <Why>
        <p>{rich('operationWhy', { operation: <code>{GET_PET}</code> })}</p>
        {(deprecationHeader || sunsetHeader) && (
          <p>
            {deprecationHeader && sunsetHeader
              ? rich('serverSaysBoth', {
                  deprecation: deprecationHeader,
                  sunset: sunsetHeader,
                })
              : rich('serverSays', {
                  header: deprecationHeader || sunsetHeader,
                })}
          </p>
        )}
      </Why>
    </aside>
  )
}
