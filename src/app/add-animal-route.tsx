import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { Connection } from '../lib/connection/connection'
import { useLanguage } from '../lib/i18n/use-language'
import { useTabs } from '../lib/tabs/tabs'
import { AddAnimalPage } from '../features/animals/add'
import { litterOf } from './add-animal-litter'
import { keptRowsOf } from './kept-rows'

/** Add animal with what it needs of the import: features do not import each other, so the app puts them together. */
export function AddAnimalRoute() {
  const tabs = useTabs()
  const client = useQueryClient()
  // Re-renders on a change of language, so the litter's words follow it.
  const language = useLanguage()
  const litterFor = useCallback(
    (connection: Connection) => litterOf(tabs, client, connection, language),
    [tabs, client, language],
  )
  // The desk's follower of the kept job, through the app's Tabs: nothing kept at module level.
  const followKeptRows = useMemo(() => keptRowsOf(tabs, client), [tabs, client])
  return <AddAnimalPage followKeptRows={followKeptRows} litterFor={litterFor} />
}
