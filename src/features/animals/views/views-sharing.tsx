import { type ChangeEvent, useId, useState } from 'react'
import { useMessages } from '../../../lib/i18n/use-messages'
import { readTextFile } from '../../../lib/files/read-text-file'
import { textFileMessages } from '../../../lib/files/text-file-messages'
import { type SavedView, updateSavedViews } from './saved-views'
import {
  downloadViews,
  mergeViews,
  readViewsFile,
  type ViewsFile,
  viewsFileTooLarge,
} from './views-file'
import { viewsMessages } from './views-messages'

/** `guessed`: the file was not UTF-8, and was read as Windows-1252. */
type ChosenFile = ViewsFile & { fileName: string; guessed: boolean }

/** Export the views as a file, or read one and choose how to use it. */
export function ViewsSharing({
  views,
  onResult,
}: {
  views: readonly SavedView[]
  onResult: (lines: string[]) => void
}) {
  const id = useId()
  const { t } = useMessages(viewsMessages)
  const [file, setFile] = useState<ChosenFile | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const chosen = input.files?.[0]
    setProblem(null)
    setFile(null)
    if (!chosen) return
    // Refused before a byte is read: the size is the file's, not its text's.
    const tooLarge = viewsFileTooLarge(t, chosen.size)
    if (tooLarge) {
      setProblem(t('refused', { file: chosen.name, problem: tooLarge }))
      input.value = ''
      return
    }
    try {
      const { text, encoding } = await readTextFile(chosen)
      const read = await readViewsFile(t, text)
      setFile({
        ...read,
        fileName: chosen.name,
        guessed: encoding === 'windows-1252',
      })
    } catch {
      setProblem(t('unreadable', { file: chosen.name }))
    } finally {
      // Emptied, so choosing the same file again (after fixing it) is heard.
      input.value = ''
    }
  }

  function apply(mode: 'add' | 'replace') {
    if (!file) return
    let lines = [
      t('replaced', { count: file.views.length, file: file.fileName }),
    ]
    updateSavedViews((list) => {
      if (mode === 'replace') return file.views
      const merged = mergeViews(t, list, file.views)
      lines = merged.refused
        ? merged.problems
        : [
            t('added', { count: merged.added, file: file.fileName }),
            ...merged.problems,
          ]
      return merged.list
    })
    setFile(null)
    onResult(lines)
  }

  return (
    <>
      <h3>{t('share')}</h3>
      <p className="muted">{t('shareIntro')}</p>
      <div className="actions">
        <button
          type="button"
          className="secondary"
          disabled={views.length === 0}
          onClick={() => downloadViews(views)}
        >
          {t('exportViews')}
        </button>
      </div>
      <div className="field views-file">
        <label htmlFor={id}>{t('importFile')}</label>
        <p id={`${id}-hint`} className="hint">
          {t('importHint')}
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
        <ChosenFilePreview
          file={file}
          onAdd={() => apply('add')}
          onReplace={() => apply('replace')}
        />
      )}
    </>
  )
}

/** What the chosen file holds and leaves out, and the two ways to use it. */
function ChosenFilePreview({
  file,
  onAdd,
  onReplace,
}: {
  file: ChosenFile
  onAdd: () => void
  onReplace: () => void
}) {
  const { t } = useMessages(viewsMessages)
  const textFile = useMessages(textFileMessages)
  return (
    <div className="notice" role="status">
      {file.guessed && <p>{textFile.t('windows1252')}</p>}
      <p>
        {file.problems.length > 0
          ? t('previewLeftOut', {
              file: file.fileName,
              views: t('toUse', { count: file.views.length }),
              count: file.problems.length,
            })
          : t('preview', {
              file: file.fileName,
              count: file.views.length,
            })}
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
          <button type="button" onClick={onAdd}>
            {t('addToSaved')}
          </button>
          <button type="button" className="secondary" onClick={onReplace}>
            {t('replaceSaved')}
          </button>
        </div>
      )}
    </div>
  )
}
