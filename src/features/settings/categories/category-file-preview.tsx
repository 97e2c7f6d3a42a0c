import { type ChosenCategoryFile, plural } from './category-file-outcome'

interface CategoryFilePreviewProps {
  file: ChosenCategoryFile
  onApply: (mode: 'add' | 'replace') => void
}

/** What a chosen file holds and what was left out, before anything changes. */
export function CategoryFilePreview({
  file,
  onApply,
}: CategoryFilePreviewProps) {
  return (
    <div className="notice category-file-preview" role="status">
      {file.encodingNote && <p>{file.encodingNote}.</p>}
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
          <button type="button" onClick={() => onApply('add')}>
            Add to the list
          </button>
          <button
            type="button"
            className="secondary"
            onClick={() => onApply('replace')}
          >
            Replace the list
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
