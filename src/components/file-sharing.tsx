import { type ChangeEvent, useState } from 'react'
import { textFileMessages } from '../lib/files/text-file-messages'
import { useMessages } from '../lib/i18n/use-messages'

// Sharing a list as a file, as the saved views and the category names do:
// choose a file, see what it holds and what was left out, then add it to
// the list or replace the list with it. The words are each feature's.

/** What choosing a file gave: what it holds, or why it was not read. */
export type FileRead<F> = { file: F } | { problem: string }

/**
 * The chosen file and the problem that refused it. `read` checks the
 * file's limits before reading it (decision 028); `unreadable` words a
 * file the browser could not read (moved, deleted, locked, not text).
 */
export function useChosenFile<F>(
  read: (chosen: File) => Promise<FileRead<F>>,
  unreadable: (chosen: File, error: unknown) => string,
) {
  const [file, setFile] = useState<F | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const chosen = input.files?.[0]
    setProblem(null)
    setFile(null)
    if (!chosen) return
    try {
      const result = await read(chosen)
      if ('problem' in result) setProblem(result.problem)
      else setFile(result.file)
    } catch (error) {
      setProblem(unreadable(chosen, error))
    } finally {
      // Emptied, so choosing the same file again (say, after fixing it) is
      // a change the page hears; the preview names the file read.
      input.value = ''
    }
  }

  return { file, problem, choose, clear: () => setFile(null) }
}

interface FilePreviewProps {
  /** The file was not UTF-8: read as Windows-1252, a guess the preview says. */
  guessed?: boolean
  /** What the file holds, and how many entries were left out. */
  summary: string
  /** Each entry left out, and why. */
  problems: readonly string[]
  /** Whether anything is left to use. */
  usable: boolean
  add: string
  replace: string
  onApply: (mode: 'add' | 'replace') => void
  className?: string
}

/** What a chosen file holds and what was left out, before anything changes. */
export function FilePreview({
  guessed,
  summary,
  problems,
  usable,
  add,
  replace,
  onApply,
  className,
}: FilePreviewProps) {
  const textFile = useMessages(textFileMessages)
  return (
    <div className={className ? `notice ${className}` : 'notice'} role="status">
      {guessed && <p>{textFile.t('windows1252')}</p>}
      <p>{summary}</p>
      {problems.length > 0 && (
        <ul>
          {problems.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {usable && (
        <div className="actions">
          <button type="button" onClick={() => onApply('add')}>
            {add}
          </button>
          <button
            type="button"
            className="secondary"
            onClick={() => onApply('replace')}
          >
            {replace}
          </button>
        </div>
      )}
    </div>
  )
}
