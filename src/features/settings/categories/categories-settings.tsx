import {
  type ChangeEvent,
  type SyntheticEvent,
  useId,
  useRef,
  useState,
} from 'react'
import { Field } from '../../../components/field'
import { PageTitle } from '../../../components/page-title'
import { Panel } from '../../../components/panel'
import { SettingsTabs } from '../../../components/settings-tabs'
import {
  BUILT_IN_CATEGORIES,
  type Category,
  categoryLabel,
  namesOf,
  updateCategories,
  useCategories,
} from '../../../lib/categories/categories'
import {
  addCategory,
  type CategoryField,
  MAX_CATEGORY_NAME,
  removeCategory,
} from '../../../lib/categories/category-rules'
import { useConnection } from '../../../lib/connection/use-connection'
import {
  type CategoryFile,
  downloadCategories,
  mergeCategories,
  readCategoryFile,
} from './category-file'
import './categories-settings.css'

/**
 * Settings → Categories: names for the category IDs the API knows, kept in
 * this browser for the current API address. Changes save at once and reach
 * every open tab.
 */
export function CategoriesSettingsPage() {
  const connection = useConnection()
  const list = useCategories()
  const ids = { id: useId(), name: useId(), file: useId(), fileHint: useId() }
  const [idText, setIdText] = useState('')
  const [nameText, setNameText] = useState('')
  const [problem, setProblem] = useState<{
    field: CategoryField
    message: string
  } | null>(null)
  const [message, setMessage] = useState('')
  const [file, setFile] = useState<
    (CategoryFile & { fileName: string }) | null
  >(null)
  const [fileResult, setFileResult] = useState<string[]>([])
  const [fileProblem, setFileProblem] = useState<string | null>(null)
  const idInput = useRef<HTMLInputElement>(null)
  const nameInput = useRef<HTMLInputElement>(null)

  function add(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = addCategory(idText, nameText)
    setProblem(found)
    if (found) {
      setMessage('')
      ;(found.field === 'id' ? idInput : nameInput).current?.focus()
      return
    }
    setMessage(`Added ${nameText.trim()} · ${idText.trim()}.`)
    setIdText('')
    setNameText('')
    idInput.current?.focus()
  }

  function remove(category: Category) {
    removeCategory(category.id)
    setMessage(`Removed ${categoryLabel(namesOf([category]), category.id)}.`)
    // The button is gone: put focus where the next action starts.
    idInput.current?.focus()
  }

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
      const read = await readCategoryFile(await chosen.text())
      setFile({ ...read, fileName: chosen.name })
    } catch (error) {
      // Moved, deleted or locked since it was chosen, or not readable text.
      setFile(null)
      // Read as a shape: a DOMException (NotReadableError) is not an
      // Error in every realm.
      const why =
        typeof error === 'object' &&
        error !== null &&
        'message' in error &&
        typeof error.message === 'string' &&
        error.message
          ? `: ${error.message.replace(/\.$/, '')}`
          : ''
      setFileProblem(
        `Could not read ${chosen.name}${why}. The list is unchanged; check the file and choose it again.`,
      )
    } finally {
      // Emptied, so choosing the same file again (say, after fixing it) is
      // a change the page hears; the preview names the file read.
      input.value = ''
    }
  }

  function applyFile(mode: 'add' | 'replace') {
    if (!file) return
    if (mode === 'replace') {
      updateCategories(() => file.categories)
      setFileResult([
        `The list is now the ${file.categories.length} ${plural(file.categories.length)} from ${file.fileName}.`,
      ])
    } else {
      const merged = mergeCategories(list, file.categories)
      updateCategories(() => merged.list)
      setFileResult([
        `Added ${merged.added} ${plural(merged.added)} from ${file.fileName}.`,
        ...merged.problems,
      ])
    }
    setFile(null)
  }

  const usingDefaults = list === BUILT_IN_CATEGORIES && list.length > 0
  return (
    <section className="settings-grid">
      <PageTitle>Settings</PageTitle>
      <SettingsTabs />
      <Panel title="Categories" className="categories-settings">
        <p className="muted">
          The API knows categories only by number. Name them here and the list,
          animal pages and imports show “Dogs · 1”; the add form and imports
          accept the name. Kept in this browser for{' '}
          <strong>{connection.label}</strong>, and shared by its tabs.
        </p>

        <form className="category-add" onSubmit={add} noValidate>
          <Field
            id={ids.id}
            label="Category ID"
            error={problem?.field === 'id' ? problem.message : null}
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
            label="Category name"
            error={problem?.field === 'name' ? problem.message : null}
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
            <button type="submit">Add category</button>
          </div>
        </form>
        <p role="status" className="category-message">
          {message}
        </p>

        {list.length === 0 ? (
          <p className="empty-note">
            No categories are named yet: IDs show as numbers.
          </p>
        ) : (
          <div
            className="table-wrap"
            role="region"
            aria-label="Named categories"
            tabIndex={0}
          >
            <table className="category-table">
              <caption className="visually-hidden">Named categories</caption>
              <thead>
                <tr>
                  <th scope="col">ID</th>
                  <th scope="col">Name</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((category) => (
                  <tr key={category.id}>
                    <td className="num">{category.id}</td>
                    <td id={`category-${category.id}`}>{category.name}</td>
                    <td className="row-actions">
                      <button
                        type="button"
                        className="secondary"
                        aria-describedby={`category-${category.id}`}
                        onClick={() => remove(category)}
                      >
                        Remove
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {usingDefaults && (
          <p className="muted">
            These are this build’s defaults; adding or removing one makes the
            list yours.
          </p>
        )}

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
        {file && (
          <div className="notice category-file-preview" role="status">
            <p>
              {file.fileName}: {file.categories.length}{' '}
              {plural(file.categories.length)} to use
              {file.problems.length > 0 &&
                `, ${file.problems.length} ${file.problems.length === 1 ? 'line' : 'lines'} left out`}
              .
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
                <button type="button" onClick={() => applyFile('add')}>
                  Add to the list
                </button>
                <button
                  type="button"
                  className="secondary"
                  onClick={() => applyFile('replace')}
                >
                  Replace the list
                </button>
              </div>
            )}
          </div>
        )}
        {fileResult.length > 0 && (
          <div className="notice" role="status">
            <p>{fileResult[0]}</p>
            {fileResult.length > 1 && (
              <ul>
                {fileResult.slice(1).map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </Panel>
    </section>
  )
}

function plural(count: number): string {
  return count === 1 ? 'category' : 'categories'
}
