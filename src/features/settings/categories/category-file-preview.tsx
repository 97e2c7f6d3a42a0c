import { useMessages } from '../../../lib/i18n/use-messages'
import { FilePreview } from '../../../components/file-sharing'
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
  const count = file.categories.length
  return (
    <FilePreview
      className="category-file-preview"
      guessed={file.guessed}
      summary={
        file.problems.length > 0
          ? t('previewLeftOut', {
              file: file.fileName,
              categories: t('toUse', { count }),
              count: file.problems.length,
            })
          : t('preview', { file: file.fileName, count })
      }
      problems={file.problems}
      usable={count > 0}
      add={t('addToList')}
      replace={t('replaceList')}
      onApply={onApply}
    />
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
