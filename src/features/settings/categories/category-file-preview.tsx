import { categoryRulesMessages } from '../../../lib/categories/category-rules-messages'
import { type Said, spoken } from '../../../lib/i18n/said'
import { useMessages } from '../../../lib/i18n/use-messages'
import { petFormMessages } from '../../../lib/pets/pet-form-messages'
import { FilePreview } from '../../../components/file-sharing'
import { categoriesMessages } from './categories-messages'
import {
  type CategoryFileWords,
  categoryFileProblemText,
  type ChosenCategoryFile,
} from './category-file-outcome'

type Text = (key: string, values: Record<string, string | number>) => string

/** The page's words and a category rule's (which speaks petForm's or its own), in the chosen language. */
export function useCategoryFileWords(): CategoryFileWords {
  const { t } = useMessages(categoriesMessages)
  const rules = useMessages(categoryRulesMessages)
  const form = useMessages(petFormMessages)
  const rule = (said: Said) => {
    const speak = said.messages === petFormMessages ? form : rules
    return spoken(said, speak.t as Text, speak.locale)
  }
  return { t, rule }
}

interface CategoryFilePreviewProps {
  file: ChosenCategoryFile
  onApply: (mode: 'add' | 'replace') => void
}

/** What a chosen file holds and what was left out, before anything changes. */
export function CategoryFilePreview({
  file,
  onApply,
}: CategoryFilePreviewProps) {
  const words = useCategoryFileWords()
  const { t } = words
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
      problems={file.problems.map((problem) =>
        categoryFileProblemText(problem, words),
      )}
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
