import { type ChangeEvent, useId, useState } from 'react'
import {
  type Category,
  updateCategories,
} from '../../../lib/categories/categories'
import { readTextFile } from '../../../lib/util/read-text-file'
import { downloadCategories, readCategoryFile } from './category-file'
import {
  applyCategoryFile,
  type ChosenCategoryFile,
  unreadableFileMessage,
} from './category-file-outcome'
import {
  CategoryFilePreview,
  CategoryFileResult,
} from './category-file-preview'

/** "Share the list": export it as a file, or read one and choose how to use it. */
export function CategorySharing({ list }: { list: readonly Category[] }) {
  const ids = { file: useId(), fileHint: useId() }
  const [file, setFile] = useState<ChosenCategoryFile | null>(null)
  const [fileResult, setFileResult] = useState<string[]>([])
  const [fileProblem, setFileProblem] = useState<string | null>(null)

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const chosen = input.files?.[0]
    setFileResult([])
    setFileProblem(null)
    if (!chosen) {
      setFile(null)
      return
    }
    try {
      const { text, note } = await readTextFile(chosen)
      const read = await readCategoryFile(text)
      setFile({ ...read, fileName: chosen.name, encodingNote: note })
    } catch (error) {
      setFile(null)
      setFileProblem(unreadableFileMessage(chosen.name, error))
    } finally {
      // Emptied, so choosing the same file again (say, after fixing it) is
      // a change the page hears; the preview names the file read.
      input.value = ''
    }
  }

  function applyFile(mode: 'add' | 'replace') {
    if (!file) return
    const applied = applyCategoryFile(list, file, mode)
    updateCategories(() => applied.list)
    setFileResult(applied.result)
    setFile(null)
  }

  return (
    <>
      <h3>Share the list</h3>
      <p className="muted">
        Export the list as a file and import it in another browser, so one
        person can set the names up for a team.
      </p>
      <div className="actions">
        <button
          type="button"
          className="secondary"
          disabled={list.length === 0}
          onClick={() => downloadCategories(list, 'json')}
        >
          Export JSON
        </button>
        <button
          type="button"
          className="secondary"
          disabled={list.length === 0}
          onClick={() => downloadCategories(list, 'csv')}
        >
          Export CSV
        </button>
      </div>
      <div className="field category-file">
        <label htmlFor={ids.file}>Import a categories file</label>
        <p id={ids.fileHint} className="hint">
          JSON as exported here, or CSV with the columns id and name. Nothing
          changes until you choose how to use it.
        </p>
        <input
          id={ids.file}
          type="file"
          accept=".json,.csv,application/json,text/csv"
          aria-describedby={ids.fileHint}
          onChange={(event) => void chooseFile(event)}
        />
      </div>
      {fileProblem && (
        <p className="notice bad" role="alert">
          {fileProblem}
        </p>
      )}
      {file && <CategoryFilePreview file={file} onApply={applyFile} />}
      <CategoryFileResult lines={fileResult} />
    </>
  )
}
