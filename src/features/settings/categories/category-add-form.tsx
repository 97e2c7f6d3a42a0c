import {
  type RefObject,
  type SyntheticEvent,
  useId,
  useRef,
  useState,
} from 'react'
import { Field } from '../../../components/field'
import {
  addCategory,
  type CategoryProblem,
  MAX_CATEGORY_NAME,
} from '../../../lib/categories/category-rules'
import { useSaid } from '../../../lib/i18n/use-said'
import { useMessages } from '../../../lib/i18n/use-messages'
import { categoriesMessages } from './categories-messages'
import { useTabs } from '../../../lib/tabs/tabs'

interface CategoryAddFormProps {
  /** The ID field: the page puts focus there after a remove too. */
  idInput: RefObject<HTMLInputElement | null>
  /** What the page's status line says: the pair added, or nothing after a refusal. */
  onMessage: (message: string) => void
}

/** Names one category ID; a refusal is shown on the field it concerns, which takes focus. */
export function CategoryAddForm({ idInput, onMessage }: CategoryAddFormProps) {
  const tabs = useTabs()
  const { t } = useMessages(categoriesMessages)
  const ids = { id: useId(), name: useId() }
  const [idText, setIdText] = useState('')
  const [nameText, setNameText] = useState('')
  const [problem, setProblem] = useState<CategoryProblem | null>(null)
  const problemText = useSaid(problem?.said)
  const nameInput = useRef<HTMLInputElement>(null)

  function add(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = addCategory(tabs, idText, nameText)
    setProblem(found)
    if (found) {
      onMessage('')
      ;(found.field === 'id' ? idInput : nameInput).current?.focus()
      return
    }
    onMessage(t('added', { name: nameText.trim(), id: idText.trim() }))
    setIdText('')
    setNameText('')
    idInput.current?.focus()
  }

  return (
    <form className="category-add" onSubmit={add} noValidate>
      <Field
        id={ids.id}
        label={t('categoryId')}
        error={problem?.field === 'id' ? problemText : null}
        alert
      >
        <input
          ref={idInput}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={idText}
          onChange={(event) => setIdText(event.target.value)}
        />
      </Field>
      <Field
        id={ids.name}
        label={t('categoryName')}
        error={problem?.field === 'name' ? problemText : null}
        alert
      >
        <input
          ref={nameInput}
          autoComplete="off"
          maxLength={MAX_CATEGORY_NAME + 20}
          value={nameText}
          onChange={(event) => setNameText(event.target.value)}
        />
      </Field>
      <div className="category-add-button">
        <button type="submit">{t('add')}</button>
      </div>
    </form>
  )
}
