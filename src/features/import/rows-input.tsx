import { useEffect, useId, useRef, useState } from 'react'
import { Field } from '../../components/field'
import { useConnection } from '../../lib/connection/use-connection'
import { readTextFile } from '../../lib/util/read-text-file'
import { type CheckedRow, checkRows } from './check/check-rows'
import { CheckResults, type RowsCheck } from './check/check-results'
import type { KnownAnimals } from './check/known-animals'
import { createJob } from './job/import-job'
import { jobOwner } from './job/import-runners'
import { fitsThisTab } from './job/session-jobs'
import { MAX_FILE_BYTES, parseRows, TOO_LARGE } from './parse-rows'

// The first step of an import: the rows, pasted or from a file, checked
// with the add form's rules before anything can be sent. The limits (rows,
// file size, this tab's storage) are said before reading and checked before
// anything is stored, so no import stops half way for want of room.

/** A key typed for this tab keeps its import in sessionStorage, which holds about 5 MB. */
const NO_ROOM_IN_TAB =
  'This import is too large for this tab’s storage, where an import is kept while your API key is kept for this tab only. Nothing was sent. Tick Remember on this device in Settings, so the import is kept in the browser’s database, or split the file into smaller parts.'

const EXAMPLE = 'name\tcategoryId\tstatus\nBiscuit\t3\tavailable\nPepper\t3\t'

export function RowsInput({
  environment,
  scope,
  onImport,
  known,
}: {
  environment: string
  scope: string
  onImport: (rows: CheckedRow[]) => void
  /** What the rows are compared with: at most one request (check/known-animals.ts). */
  known: () => Promise<KnownAnimals>
}) {
  const [text, setText] = useState('')
  const [fileNote, setFileNote] = useState<string | null>(null)
  const [checked, setChecked] = useState<RowsCheck | null>(null)
  const [noRoom, setNoRoom] = useState(false)
  const tabOnly = jobOwner(useConnection())?.area === 'tab'
  const [checking, setChecking] = useState(false)
  // Only the last Check rows counts, if it is pressed again while one looks.
  const checks = useRef(0)
  const resultsRef = useRef<HTMLHeadingElement>(null)
  const fileId = useId()
  const rowsId = useId()
  const fileNoteId = useId()

  async function check(value: string) {
    const ticket = ++checks.current
    setNoRoom(false)
    const result = parseRows(value)
    setChecking(true)
    const { animals, latestProblem } = result.ok
      ? await known()
      : { animals: [], latestProblem: null }
    if (ticket !== checks.current) return
    setChecking(false)
    setChecked({
      text: value,
      result,
      rows: result.ok ? checkRows(result.rows, animals) : [],
      latestProblem,
    })
  }

  // Focus goes to what each check found, once shown, so it is read out and
  // next in the tab order.
  useEffect(() => {
    if (checked) resultsRef.current?.focus()
  }, [checked])

  function importRows(rows: CheckedRow[]) {
    // Refused before the first row rather than paused at its first save.
    if (tabOnly && !fitsThisTab(createJob(rows, Date.now()))) {
      setNoRoom(true)
      return
    }
    setNoRoom(false)
    onImport(rows)
  }

  async function readFile(file: File) {
    if (file.size > MAX_FILE_BYTES) {
      setFileNote(TOO_LARGE(file.name, file.size))
      return
    }
    try {
      const { text: content, note } = await readTextFile(file)
      setText(content)
      setFileNote(
        `${note ? `${note}. ` : ''}Read ${file.name} into Rows below: fix anything there, then check again.`,
      )
      void check(content)
    } catch {
      setFileNote(
        `Could not read ${file.name}. Choose it again, or paste its rows below.`,
      )
    }
  }

  return (
    <>
      <p className="lead">
        Add many animals at once from a spreadsheet. The rows are checked before
        anything is sent, then sent one at a time at your plan’s pace; you can
        pause, and come back to it after closing the page. An import takes up to
        10,000 rows and files of up to 5 MB: split a larger file and import the
        parts one after another.
      </p>
      <div className="panel import-input">
        <Field
          id={fileId}
          label="CSV file"
          describedBy={fileNote ? [fileNoteId] : []}
        >
          {(control) => (
            <>
              <input
                {...control}
                type="file"
                accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
                onChange={(event) => {
                  const file = event.target.files?.[0]
                  if (file) void readFile(file)
                }}
              />
              {fileNote && (
                <p id={fileNoteId} className="hint" role="status">
                  {fileNote}
                </p>
              )}
            </>
          )}
        </Field>
        <Field
          id={rowsId}
          label="Rows"
          hintPlacement="before"
          hint={
            <>
              Paste cells copied from a spreadsheet, or CSV. The first row names
              the columns: <code>name</code>, <code>category</code> (a name from
              Settings → Categories, or a category ID; <code>categoryId</code>{' '}
              works too) and, optionally, <code>status</code> (available,
              pending or sold).
            </>
          }
        >
          <textarea
            rows={8}
            spellCheck={false}
            placeholder={EXAMPLE}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        <div className="actions">
          <button type="button" onClick={() => void check(text)}>
            Check rows
          </button>
        </div>
        <p role="status" className={checking ? 'hint' : 'visually-hidden'}>
          {checking
            ? 'Checking the rows against the latest 100 animals, the lists loaded and Activity…'
            : ''}
        </p>
      </div>

      {checked && (
        <CheckResults
          checked={checked}
          stale={checked.text !== text}
          headingRef={resultsRef}
          environment={environment}
          scope={scope}
          onImport={importRows}
        />
      )}
      {noRoom && (
        <p className="notice bad" role="alert">
          {NO_ROOM_IN_TAB}
        </p>
      )}
    </>
  )
}
