import { type ChangeEvent, useId, useState } from 'react'
import {
  type Category,
  updateCategories,
} from '../../../lib/categories/categories'
import { useChosenFile } from '../../../components/file-sharing'
import { downloadCategories, readChosenFile } from './category-file'
import {
  applyCategoryFile,
  type ChosenCategoryFile,
  fileLimitMessage,
  unreadableFileMessage,
} from './category-file-outcome'
import {
  CategoryFilePreview,
  CategoryFileResult,
  useCategoryFileWords,
} from './category-file-preview'
import { useTabs } from '../../../lib/tabs/tabs'

/** "Share the list": export it as a file, or read one and choose how to use it. */
export function CategorySharing({ list }: { list: readonly Category[] }) {
  const tabs = useTabs()
  const words = useCategoryFileWords()
  const { t } = words
  const ids = { file: useId(), fileHint: useId() }
  const [fileResult, setFileResult] = useState<string[]>([])
  const {
    file,
    problem: fileProblem,
    choose,
    clear,
  } = useChosenFile<ChosenCategoryFile>(
    async (chosen) => {
      const read = await readChosenFile(chosen)
      if (read.refused)
        return { problem: fileLimitMessage(chosen.name, read.refused, t) }
      return { file: { ...read, fileName: chosen.name } }
    },
    (chosen, error) => unreadableFileMessage(chosen.name, error, t),
  )

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    setFileResult([])
    void choose(event)
  }

  function applyFile(mode: 'add' | 'replace') {
    if (!file) return
    const applied = applyCategoryFile(list, file, mode, words)
    updateCategories(tabs, () => applied.list)
    setFileResult(applied.result)
    clear()
  }

  return (
    <>
      <h3>{t('share')}</h3>
      <p className="muted">{t('shareIntro')}</p>
      <div className="actions">
        <button
          type="button"
          className="secondary"
          disabled={list.length === 0}
          onClick={() => downloadCategories(list, 'json')}
        >
          {t('exportJson')}
        </button>
        <button
          type="button"
          className="secondary"
          disabled={list.length === 0}
          onClick={() => downloadCategories(list, 'csv')}
        >
          {t('exportCsv')}
        </button>
      </div>
      <div className="field category-file">
        <label htmlFor={ids.file}>{t('importFile')}</label>
        <p id={ids.fileHint} className="hint">
          {t('importHint')}
        </p>
        <input
          id={ids.file}
          type="file"
          accept=".json,.csv,application/json,text/csv"
          aria-describedby={ids.fileHint}
          onChange={chooseFile}
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
