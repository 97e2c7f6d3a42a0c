import { useQueryClient } from '@tanstack/react-query'
import { useDeferredValue, useMemo, useState } from 'react'
import { Link } from 'wouter'
import { ErrorSummary } from '../../../components/error-summary'
import { PageTitle } from '../../../components/page-title'
import { useConnection } from '../../../lib/connection/use-connection'
import { isApiError } from '../../../lib/http/api-error'
import { useMessages } from '../../../lib/i18n/use-messages'
import { addMessages } from './add-messages'
import { AnimalFields, summaryOf, useFieldErrorText } from './animal-fields'
import { CreatedNotice } from './created-notice'
import { CheckLatest, DuplicateMatches, MarkAdded } from './duplicate-check'
import { FailureNotice } from './failure-notice'
import type { KnownAnimal } from './known-animals'
import { SendControls } from './send-controls'
import { describeFailure } from './send-failure'
import type { LitterFor } from './litter/litter-jobs'
import { LitterControls, LitterSection } from './litter/litter-section'
import { useLitterForm } from './litter/use-litter-form'
import { SittingList } from './sitting'
import { useAddAnimal } from './use-add-animal'
import { seenBeforeSend } from './unknown-send'
import {
  type FollowKeptRows,
  useKnownAnimals,
  useMatches,
} from './use-known-animals'
import './add-animal.css'

export interface AddAnimalPageProps {
  /** The kept import job's rows, followed (src/app hands it in: features do not import each other). */
  followKeptRows: FollowKeptRows
  /** A litter as an import job of this connection (src/app hands it in too). */
  litterFor: LitterFor
}

type AddAnimal = ReturnType<typeof useAddAnimal>

/**
 * One animal or several (a litter): its own component so the page reads as
 * its sections, and the name's trim on the way back sits beside the button.
 */
function SeveralToggle({
  several,
  setSeveral,
  form,
}: {
  several: boolean
  setSeveral: (several: boolean) => void
  form: AddAnimal['form']
}) {
  const { t } = useMessages(addMessages)
  return (
    <p className="several-toggle">
      {/* A toggle button, not a checkbox: a label holding "name" would also answer to "Name". */}
      <button
        type="button"
        className="secondary"
        aria-pressed={several}
        onClick={() => {
          setSeveral(!several)
          // One line back in a one-line field: never a name with line breaks.
          if (several)
            form.setValue(
              'name',
              (form.getValues('name').split('\n')[0] ?? '').trim(),
            )
        }}
      >
        {t('several')}
      </button>
    </p>
  )
}

/**
 * The form's end for one animal: the look-alikes, the send buttons and the
 * check after a send in doubt. Apart from the page so each section reads alone.
 */
function OneAnimalControls({
  add,
  matches,
  name,
  categoryId,
}: {
  add: AddAnimal
  matches: readonly KnownAnimal[]
  /** The deferred name and Category ID, as compared with the known animals. */
  name: string
  categoryId: string
}) {
  const candidates = add.doubt?.candidates ?? []
  return (
    <>
      <DuplicateMatches matches={matches} />
      <SendControls
        sending={add.sending}
        sendingElsewhere={add.sendingElsewhere}
        pressed={add.pressedFor ?? null}
        duplicate={matches.length > 0}
        demoted={candidates.length > 0}
      />
      <CheckLatest name={name} categoryId={categoryId} onChecked={add.settle} />
      <MarkAdded candidates={candidates} onMark={add.markAdded} />
    </>
  )
}

export function AddAnimalPage({
  followKeptRows,
  litterFor,
}: AddAnimalPageProps) {
  const { t } = useMessages(addMessages)
  const wordError = useFieldErrorText()
  const connection = useConnection()
  const client = useQueryClient()
  const litter = useMemo(() => litterFor(connection), [litterFor, connection])
  const known = useKnownAnimals(followKeptRows)
  const add = useAddAnimal((sentName, sentCategory) =>
    seenBeforeSend(
      client,
      connection.scope,
      known.matches(sentName, sentCategory),
    ),
  )
  const { form, values } = add
  const [several, setSeveral] = useState(() =>
    (values.name ?? '').includes('\n'),
  )
  const litterForm = useLitterForm(litter, form, add.countAttempt, several)
  const errors = form.formState.errors
  // Compared after each keystroke is shown: typing never waits for the check.
  const name = useDeferredValue(values.name ?? '')
  const categoryId = useDeferredValue(values.categoryId ?? '')
  const matches = useMatches(known, name, categoryId)

  const candidates = add.doubt?.candidates ?? []
  const failure =
    add.mutation.error && isApiError(add.mutation.error)
      ? describeFailure(add.mutation.error)
      : null

  return (
    <section className="form-page">
      <p className="breadcrumb">
        <Link to="/animals">{t('animals')}</Link>{' '}
        <span aria-hidden="true">›</span> {t('crumb')}
      </p>
      <PageTitle>{t('title')}</PageTitle>

      {add.created && <CreatedNotice created={add.created} />}

      <ErrorSummary
        errors={summaryOf(errors, wordError)}
        attempt={add.attempt}
      />

      {failure && <FailureNotice failure={failure} />}

      <form
        className="settings-form panel"
        onSubmit={(event) =>
          void (several ? litterForm.onCheck(event) : add.onSubmit(event))
        }
        noValidate
      >
        {candidates.length > 0 && (
          // Enter in a field presses a form's first submit button, here Add
          // anyway: a second animal, forever. While Mark as added is offered,
          // this disabled first one makes Enter do nothing (HTML's rule).
          <button
            type="submit"
            disabled
            hidden
            className="enter-stop"
            aria-label={t('chooseFirst')}
          />
        )}
        {litter && (
          <SeveralToggle
            several={several}
            setSeveral={setSeveral}
            form={form}
          />
        )}
        <AnimalFields form={form} errors={errors} several={several} />
        {several ? (
          <LitterControls
            checking={litterForm.checking}
            blocked={litterForm.blocked}
          />
        ) : (
          <OneAnimalControls
            add={add}
            matches={matches}
            name={name}
            categoryId={categoryId}
          />
        )}
      </form>
      {several && (
        <LitterSection
          litter={litterForm}
          values={{
            name: values.name ?? '',
            categoryId: values.categoryId ?? '',
            status: values.status ?? '',
          }}
        />
      )}
      <SittingList entries={add.sitting} scope={connection.scope} />
    </section>
  )
}
