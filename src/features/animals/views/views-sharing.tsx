import { useId } from 'react'
import { FilePreview, useChosenFile } from '../../../components/file-sharing'
import { useMessages } from '../../../lib/i18n/use-messages'
import { readTextFile } from '../../../lib/files/read-text-file'
import { type SavedView, updateSavedViews } from './saved-views'
import {
  downloadViews,
  mergeViews,
  readViewsFile,
  type ViewsFile,
  viewsFileTooLarge,
} from './views-file'
import { viewsMessages } from './views-messages'
import { useTabs } from '../../../lib/tabs/tabs'

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
  const tabs = useTabs()
  const id = useId()
  const { t } = useMessages(viewsMessages)
  const { file, problem, choose, clear } = useChosenFile<ChosenFile>(
    async (chosen) => {
      // Refused before a byte is read: the size is the file's, not its text's.
      const tooLarge = viewsFileTooLarge(t, chosen.size)
      if (tooLarge)
        return {
          problem: t('refused', { file: chosen.name, problem: tooLarge }),
        }
      const { text, encoding } = await readTextFile(chosen)
      const read = await readViewsFile(t, text)
      const guessed = encoding === 'windows-1252'
      return { file: { ...read, fileName: chosen.name, guessed } }
    },
    (chosen) => t('unreadable', { file: chosen.name }),
  )

  function apply(mode: 'add' | 'replace') {
    if (!file) return
    let lines = [
      t('replaced', { count: file.views.length, file: file.fileName }),
    ]
    updateSavedViews(tabs, (list) => {
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
    clear()
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
        <FilePreview
          guessed={file.guessed}
          summary={
            file.problems.length > 0
              ? t('previewLeftOut', {
                  file: file.fileName,
                  views: t('toUse', { count: file.views.length }),
                  count: file.problems.length,
                })
              : t('preview', { file: file.fileName, count: file.views.length })
          }
          problems={file.problems}
          usable={file.views.length > 0}
          add={t('addToSaved')}
          replace={t('replaceSaved')}
          onApply={apply}
        />
      )}
    </>
  )
}
