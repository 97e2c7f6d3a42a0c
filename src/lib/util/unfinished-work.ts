import { useEffect } from 'react'

// Work a reload would cut short: an import sending rows, a form with input
// not yet sent. Pages report it here in a line, and whoever is about to
// reload the page (the new-version notice) asks first, so it can say what
// would be interrupted instead of guessing from the page's DOM.

/** Says what would be interrupted right now, in a few words, or null. */
type Describe = () => string | null

const sources = new Set<Describe>()

export function reportUnfinishedWork(describe: Describe): () => void {
  sources.add(describe)
  return () => {
    sources.delete(describe)
  }
}

export function unfinishedWork(): string[] {
  return [...sources]
    .map((describe) => describe())
    .filter((reason): reason is string => reason !== null)
}

/** For components: reports `reason` while it is not null and the component is mounted. */
export function useUnfinishedWork(reason: string | null): void {
  useEffect(
    () => (reason === null ? undefined : reportUnfinishedWork(() => reason)),
    [reason],
  )
}
