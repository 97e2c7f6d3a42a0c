import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { useMessages } from '../../../lib/i18n/use-messages'
import { readJson, removeItem, writeJson } from '../../../lib/tabs/web-storage'
import { addMessages } from './add-messages'

// Animals added with "Add and start another": a run of intake at the desk.
// Kept for this tab (a reload keeps it) until the person leaves the form.

const SITTING_KEY = 'adoption-desk:add-sitting'

export interface SittingEntry {
  id: string
  name: string
  /** The connection it was added with: its ID means nothing on another server. */
  scope: string
}

function readSitting(): SittingEntry[] {
  const value = readJson('session', SITTING_KEY)
  if (!Array.isArray(value)) return []
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return []
    const { id, name, scope } = item as Record<string, unknown>
    return typeof id === 'string' &&
      typeof name === 'string' &&
      typeof scope === 'string'
      ? [{ id, name, scope }]
      : []
  })
}

export function useSitting() {
  const [entries, setEntries] = useState(readSitting)
  useEffect(() => {
    if (entries.length) writeJson('session', SITTING_KEY, entries)
    // Leaving the form ends the sitting.
    return () => removeItem('session', SITTING_KEY)
  }, [entries])
  return {
    entries,
    add: (entry: SittingEntry) => setEntries((list) => [...list, entry]),
  }
}

/** "Added in this sitting": each animal with its ID linked, the newest last. */
export function SittingList({
  entries,
  scope,
}: {
  entries: readonly SittingEntry[]
  scope: string
}) {
  const { t, rich } = useMessages(addMessages)
  const mine = entries.filter((entry) => entry.scope === scope)
  const last = mine.at(-1)
  return (
    <div className="add-sitting">
      {/* Always there, so the next animal's name is announced as it is added. */}
      <p role="status" className="visually-hidden">
        {last ? t('sittingAdded', { name: last.name, id: last.id }) : ''}
      </p>
      {mine.length > 0 && (
        <section aria-labelledby="sitting-heading">
          <h2 id="sitting-heading">{t('sittingTitle')}</h2>
          <ol>
            {mine.map((entry) => (
              <li key={entry.id}>
                {rich('sittingEntry', {
                  name: entry.name,
                  link: <Link to={`/animals/${entry.id}`}>{entry.id}</Link>,
                })}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  )
}
