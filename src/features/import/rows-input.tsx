import { memo, useEffect, useId, useRef, useState } from 'react'
import { Field } from '../../components/field'
import { useCategoryNames } from '../../lib/categories/categories'
import { useConnection } from '../../lib/connection/use-connection'
import { useMessages } from '../../lib/i18n/use-messages'
import { readTextFile } from '../../lib/files/read-text-file'
import { textFileMessages } from '../../lib/files/text-file-messages'
import { type CheckedRow, checkRows } from './check/check-rows'
import { CheckResults, type RowsCheck } from './check/check-results'
import type { KnownAnimals } from './check/known-animals'
import { createJob } from './job/import-job'
import { jobOwner } from './job/import-runners'
import { fitsThisTab } from './job/session-jobs'
import {
  fileTooLargeText,
  importMessages,
  type ImportSay,
} from './import-messages'
import { MAX_FILE_BYTES, MAX_ROWS } from '../../lib/files/input-limits'
import { parseRows } from './parse-rows'

// The first step of an import: the rows, pasted or from a file, checked
// with the add form's rules before anything can be sent. The limits (rows,
// file size, this tab's storage) are said before reading and checked before
// anything is stored, so no import stops half way for want of room.

/** The file's machine form, the same in every language: column names and a status value. */
const EXAMPLE = 'name\tcategoryId\tstatus\nBiscuit\t3\tavailable\nPepper\t3\t'
const code = (column: string) => <code>{column}</code>

/** What choosing a file said, put in words as it shows (so in the language of the moment). */
type FileNote =
  | { note: 'too-large'; file: string; bytes: number }
  | { note: 'read'; file: string; guessed: boolean }
  | { note: 'unreadable'; file: string }

/** `guessed`: the words for a file read as Windows-1252. */
function fileNoteText(
  t: ImportSay,
  locale: string,
  guessed: string,
  note: FileNote,
): string {
  switch (note.note) {
    case 'too-large':
      return fileTooLargeText(t, locale, note.file, note.bytes)
    case 'unreadable':
      return t('fileUnreadable', { file: note.file })
    case 'read':
      return note.guessed
        ? t('fileReadAs', { note: guessed, file: note.file })
        : t('fileRead', { file: note.file })
  }
}

/**
 * Memoised: the page around it renders at the press of Import ("Recording…",
 * then the job), and the 100 checked rows need not render with it.
 */
export const RowsInput = memo(function RowsInput({
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
  const { t, rich } = useMessages(importMessages)
  const [checked, setChecked] = useState<RowsCheck | null>(null)
  const [noRoom, setNoRoom] = useState(false)
  const tabOnly = jobOwner(useConnection())?.area === 'tab'
  const names = useCategoryNames()
  const [checking, setChecking] = useState(false)
  // Only the last Check rows counts, if it is pressed again while one looks.
  const checks = useRef(0)
  const resultsRef = useRef<HTMLHeadingElement>(null)
  const rowsId = useId()

  async function check(value: string) {
    const ticket = ++checks.current
    setNoRoom(false)
    const result = parseRows(value)
    setChecking(true)
    const { animals, latestError } = result.ok
      ? await known()
      : { animals: [], latestError: null }
    if (ticket !== checks.current) return
    setChecking(false)
    setChecked({
      text: value,
      result,
      rows: result.ok ? checkRows(result.rows, animals, names) : [],
      latestError,
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

  return (
    <>
      <p className="lead">
        {t('lead', { rows: MAX_ROWS, size: MAX_FILE_BYTES / 1024 / 1024 })}
      </p>
      <div className="panel import-input">
        <FileField
          onRead={(content) => {
            setText(content)
            void check(content)
          }}
        />
        <Field
          id={rowsId}
          label={t('rows')}
          hintPlacement="before"
          hint={rich('rowsHint', {
            name: code('name'),
            category: code('category'),
            status: code('status'),
          })}
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
            {t('checkRows')}
          </button>
        </div>
        <p role="status" className={checking ? 'hint' : 'visually-hidden'}>
          {checking ? t('checking') : ''}
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
          {/* This tab's sessionStorage holds about 5 MB. */}
          {t('noRoomInTab')}
        </p>
      )}
    </>
  )
})

/** A file of rows: read within its limit, and what reading it said. */
function FileField({ onRead }: { onRead: (content: string) => void }) {
  const { t, locale } = useMessages(importMessages)
  const fileSay = useMessages(textFileMessages)
  const [fileNote, setFileNote] = useState<FileNote | null>(null)
  const fileId = useId()
  const fileNoteId = useId()

  async function readFile(file: File) {
    if (file.size > MAX_FILE_BYTES) {
      setFileNote({ note: 'too-large', file: file.name, bytes: file.size })
      return
    }
    try {
      const { text: content, encoding } = await readTextFile(file)
      setFileNote({
        note: 'read',
        file: file.name,
        guessed: encoding === 'windows-1252',
      })
      onRead(content)
    } catch {
      setFileNote({ note: 'unreadable', file: file.name })
    }
  }

  return (
    <Field
      id={fileId}
      label={t('csvFile')}
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
              {fileNoteText(t, locale, fileSay.t('windows1252'), fileNote)}
            </p>
          )}
        </>
      )}
    </Field>
  )
}
