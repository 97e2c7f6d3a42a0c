import { type ChangeEvent, useId, useState } from 'react'
import { readTextFile } from '../../../lib/util/read-text-file'
import { type SavedView, updateSavedViews } from './saved-views'
import {
  downloadViews,
  mergeViews,
  readViewsFile,
  type ViewsFile,
} from './views-file'

type ChosenFile = ViewsFile & { fileName: string; encodingNote: string | null }

const plural = (count: number) => (count === 1 ? 'view' : 'views')

/** Export the views as a file, or read one and choose how to use it. */
export function ViewsSharing({
  views,
  onResult,
}: {
  views: readonly SavedView[]
  onResult: (lines: string[]) => void
}) {
  const id = useId()
  const [file, setFile] = useState<ChosenFile | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const chosen = input.files?.[0]
    setProblem(null)
    setFile(null)
    if (!chosen) return
    try {
      const { text, note } = await readTextFile(chosen)
      const read = await readViewsFile(text)
      setFile({ ...read, fileName: chosen.name, encodingNote: note })
    } catch {
      setProblem(
        `Could not read ${chosen.name}. The saved views are unchanged; check the file and choose it again.`,
      )
    } finally {
      // Emptied, so choosing the same file again (after fixing it) is heard.
      input.value = ''
    }
  }

  function apply(mode: 'add' | 'replace') {
    if (!file) return
    let lines = [
      `The saved views are now the ${file.views.length} ${plural(file.views.length)} from ${file.fileName}.`,
    ]
    updateSavedViews((list) => {
      if (mode === 'replace') return file.views
      const merged = mergeViews(list, file.views)
      lines = [
        `Added ${merged.added} ${plural(merged.added)} from ${file.fileName}.`,
        ...merged.problems,
      ]
      return merged.list
    })
    setFile(null)
    onResult(lines)
  }

  return (
    <>
      <h3>Share the views</h3>
      <p className="muted">
        Export them as a file and import it in another browser, so one person
        can set the views up for a team.
      </p>
      <div className="actions">
        <button
          type="button"
          className="secondary"
          disabled={views.length === 0}
          onClick={() => downloadViews(views)}
        >
          Export views
        </button>
      </div>
      <div className="field views-file">
        <label htmlFor={id}>Import a views file</label>
        <p id={`${id}-hint`} className="hint">
          JSON as exported here. Nothing changes until you choose how to use it.
        </p>
        <input
          id={id}
          type="file"
          accept=".json,application/json"
          aria-describedby={`${id}-hint`}
          onChange={(event) => void choose(event)}
        />
      </div>
      {problem && (
        <p className="notice bad" role="alert">
          {problem}
        </p>
      )}
      {file && (
        <div className="notice" role="status">
          {file.encodingNote && <p>{file.encodingNote}.</p>}
          <p>
            {file.fileName}: {file.views.length} {plural(file.views.length)} to
            use
            {file.problems.length > 0 &&
              `, ${file.problems.length} ${file.problems.length === 1 ? 'entry' : 'entries'} left out`}
            .
          </p>
          {file.problems.length > 0 && (
            <ul>
              {file.problems.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
          {file.views.length > 0 && (
            <div className="actions">
              <button type="button" onClick={() => apply('add')}>
                Add to the saved views
              </button>
              <button
                type="button"
                className="secondary"
                onClick={() => apply('replace')}
              >
                Replace the saved views
              </button>
            </div>
          )}
        </div>
      )}
    </>
  )
}
