import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'wouter'
import { useCategoryNames } from '../../../lib/categories/categories'
import { useConnection } from '../../../lib/connection/use-connection'
import { animalQueries } from '../../../lib/pets/pet-queries'
import { animalKey, LATEST_WINDOW } from '../../../lib/pets/same-animal'
import { fromPets, type KnownAnimal, matchesOf } from './known-animals'

/** "Dogs" when the category is named in Settings → Categories, else "category 7". */
function useCategoryText() {
  const names = useCategoryNames()
  return (id: string) => names.get(id) ?? `category ${id}`
}

function MatchLine({ animal }: { animal: KnownAnimal }) {
  const category = useCategoryText()(animal.categoryId)
  if (animal.id === null)
    return (
      <li>
        Sent from this browser, outcome unknown: {animal.name} · {category} ·{' '}
        <Link
          to={`/activity${animal.entryId ? `#entry-${animal.entryId}` : ''}`}
        >
          see it in Activity
        </Link>
      </li>
    )
  return (
    <li>
      Already listed: {animal.name} · {category} · ID{' '}
      <Link to={`/animals/${animal.id}`}>{animal.id}</Link>
    </li>
  )
}

interface Checked {
  key: string
  text: string
}

/** The known animals like the one typed, above the buttons; announced as they appear. */
export function DuplicateMatches({
  matches,
}: {
  matches: readonly KnownAnimal[]
}) {
  return (
    <div aria-live="polite">
      {matches.length > 0 && (
        <ul className="notice warn duplicate-matches">
          {matches.map((animal) => (
            <MatchLine
              key={animal.id ?? animal.entryId ?? 'unknown'}
              animal={animal}
            />
          ))}
        </ul>
      )}
    </div>
  )
}

/**
 * Check the latest 100: one request to look further than the desk holds,
 * and what it covered. After the buttons, so adding in a run does not tab
 * through it.
 */
export function CheckLatest({
  name,
  categoryId,
}: {
  name: string
  categoryId: string
}) {
  const client = useQueryClient()
  const { scope } = useConnection()
  const categoryText = useCategoryText()
  const [checking, setChecking] = useState(false)
  const [checked, setChecked] = useState<Checked | null>(null)
  const ready = name.trim() !== '' && /^\s*-?\d+\s*$/.test(categoryId)
  const key = ready ? animalKey(name, categoryId) : ''

  async function checkLatest() {
    const asked = { key, name: name.trim(), categoryId: categoryId.trim() }
    setChecking(true)
    try {
      // One request, even when a list of them is cached: the point is to look again.
      const pets = await client.query({
        ...animalQueries.latest(scope),
        staleTime: 0,
      })
      const found = matchesOf(fromPets(pets), asked.name, asked.categoryId)
      const covered =
        pets.length < LATEST_WINDOW
          ? `all ${pets.length} animals`
          : `the latest ${LATEST_WINDOW} animals`
      const what = `${asked.name} in ${categoryText(asked.categoryId)}`
      setChecked({
        key: asked.key,
        text: found.length
          ? `Checked ${covered}: ${what} is listed as ID ${found.map((pet) => pet.id).join(', ')}.`
          : `Checked ${covered}: no other ${what}.`,
      })
    } catch (error) {
      setChecked({
        key: asked.key,
        text: `Could not check the latest ${LATEST_WINDOW}: ${error instanceof Error ? error.message : String(error)} Nothing was added.`,
      })
    } finally {
      setChecking(false)
    }
  }

  return (
    <div className="duplicate-latest">
      {ready && (
        <button
          type="button"
          className="secondary"
          aria-disabled={checking}
          onClick={() => {
            if (!checking) void checkLatest()
          }}
        >
          Check the latest {LATEST_WINDOW}
        </button>
      )}
      <p
        role="status"
        className={checked?.key === key ? 'hint' : 'visually-hidden'}
      >
        {checking ? 'Checking…' : checked?.key === key ? checked.text : ''}
      </p>
    </div>
  )
}
