import { useMessages } from '../../../lib/i18n/use-messages'
import { textFileMessages } from '../../../lib/files/text-file-messages'
import { categoriesMessages } from './categories-messages'
import type { ChosenCategoryFile } from './category-file-outcome'

interface CategoryFilePreviewProps {
  file: ChosenCategoryFile
  onApply: (mode: 'add' | 'replace') => void
}

/** What a chosen file holds and what was left out, before anything changes. */
export function CategoryFilePreview({
  file,
  onApply,
}: CategoryFilePreviewProps) {
  const { t } = useMessages(categoriesMessages)
  const textFile = useMessages(textFileMessages)
  const count = file.categories.length
  return (
    <div className="notice category-file-preview" role="status">
      {file.guessed && <p>{textFile.t('windows1252')}</p>}
      <p>
        {file.problems.length > 0
          ? t('previewLeftOut', {
              file: file.fileName,
              categories: t('toUse', { count }),
              count: file.problems.length,
            })
          : t('preview', { file: file.fileName, count })}
      </p>
      {file.problems.length > 0 && (
        <ul>
          {file.problems.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {file.categories.length > 0 && (
        <div className="actions">
          <button type="button" onClick={() => onApply('add')}>
            {t('addToList')}
          </button>
          <button
            type="button"
            className="secondary"
            onClick={() => onApply('replace')}
          >
            {t('replaceList')}
          </button>
        </div>
      )}
    </div>
  )
}

/** What adding or replacing did: a first line, then each pair left out. */
export function CategoryFileResult({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null
  return (
    <div className="notice" role="status">
      <p>{lines[0]}</p>
      {lines.length > 1 && (
        <ul>
          {lines.slice(1).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
