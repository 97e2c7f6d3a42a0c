import { useId, useState } from 'react'
import { Link } from 'wouter'
import { useStatusLabel } from '../../components/status-label'
import { categoryLabel } from '../../lib/categories/categories'
import { useMessages } from '../../lib/i18n/use-messages'
import type { SeenAnimal } from '../../lib/seen/seen-record'
import { formatLoadedAt } from '../../lib/util/loaded-at'
import { useNow } from '../../lib/util/use-now'
import { type Changes, hasChanges } from './overview-changes'
import { overviewMessages } from './overview-messages'
import type { SeenState } from './use-seen-record'

interface SinceProps {
  seen: SeenState
  /** Null until all four lists have loaded. */
  changes: Changes | null
  addedHere: ReadonlySet<string>
  names: ReadonlyMap<string, string>
  area: 'device' | 'tab'
  demo: boolean
}

/** The region "Since you last looked": this view against the record. */
export function SinceYouLastLooked(props: SinceProps) {
  const { seen, changes, area, demo } = props
  const { t, locale } = useMessages(overviewMessages)
  const headingId = useId()
  const now = useNow(null, 60_000)
  const [marked, setMarked] = useState(false)
  const record = seen.record
  // The first look's own record, unchanged since: nothing to compare yet.
  const firstLook = Boolean(record?.first) && !hasChanges(changes ?? EMPTY)
  return (
    <section className="panel since" aria-labelledby={headingId}>
      <div className="since-head">
        <h2 id={headingId}>{t('since')}</h2>
        {record && changes && !firstLook && (
          <button
            type="button"
            className="secondary"
            onClick={() => {
              seen.markAsSeen()
              setMarked(true)
            }}
          >
            {t('markAsSeen')}
          </button>
        )}
      </div>
      {!seen.keeps ? (
        <p>{t('noKey')}</p>
      ) : !changes || !record ? (
        <p className="muted">{t('waitingForAll')}</p>
      ) : firstLook ? (
        <p>{t('firstLook')}</p>
      ) : (
        <>
          <p className="muted">
            {t('sinceHelp', {
              time: formatLoadedAt(record.at, now, locale),
              tabs: area === 'device' ? t('sinceHelpTabs') : '',
            })}{' '}
            {demo && t('demoYesterday')}
          </p>
          <ChangeLists {...props} changes={changes} />
          <p className="muted">{t('onlyBoth')}</p>
        </>
      )}
      <p role="status" className="since-marked">
        {marked && !hasChanges(changes ?? EMPTY) ? t('marked') : ''}
      </p>
      {seen.keeps && (
        <p className="muted">
          {t(area === 'device' ? 'keptDevice' : 'keptTab')}
        </p>
      )}
    </section>
  )
}

const EMPTY: Changes = {
  notSeenBefore: [],
  statusChanged: [],
  noLongerListed: [],
  windowed: false,
}

function ChangeLists({
  changes,
  addedHere,
  names,
}: SinceProps & { changes: Changes }) {
  const { t } = useMessages(overviewMessages)
  const statusLabel = useStatusLabel()
  if (!hasChanges(changes)) return <p>{t('noChanges')}</p>
  const item = (animal: SeenAnimal, extra?: string) => (
    <li key={animal.id}>
      <Link to={`/animals/${animal.id}`}>
        {animal.name.trim() || t('animalId', { id: animal.id })}
      </Link>{' '}
      <span className="muted">
        · {t('animalId', { id: animal.id })} ·{' '}
        {categoryLabel(names, animal.categoryId)}
      </span>
      {extra && <> · {extra}</>}
      {addedHere.has(animal.id) && (
        <span className="badge badge-here">{t('addedHere')}</span>
      )}
    </li>
  )
  return (
    <>
      {changes.statusChanged.length > 0 && (
        <>
          <h3>{t('changedHeading')}</h3>
          <ul className="change-list">
            {changes.statusChanged.map((change) =>
              item(
                change.animal,
                t('changedFromTo', {
                  from: statusLabel(change.from),
                  to: statusLabel(change.to),
                }),
              ),
            )}
          </ul>
        </>
      )}
      {changes.notSeenBefore.length > 0 && (
        <>
          <h3>{t(changes.windowed ? 'notSeenHeading' : 'newHeading')}</h3>
          {changes.windowed && <p className="muted">{t('notSeenWhy')}</p>}
          <ul className="change-list">
            {changes.notSeenBefore.map((animal) => item(animal))}
          </ul>
        </>
      )}
      {changes.noLongerListed.length > 0 && (
        <>
          <h3>{t(changes.windowed ? 'goneWindowHeading' : 'goneHeading')}</h3>
          <ul className="change-list">
            {changes.noLongerListed.map((animal) => item(animal))}
          </ul>
        </>
      )}
    </>
  )
}
