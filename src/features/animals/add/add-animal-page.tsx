import { useDeferredValue } from 'react'
import { Link } from 'wouter'
import { ErrorSummary } from '../../../components/error-summary'
import { PageTitle } from '../../../components/page-title'
import { useConnection } from '../../../lib/connection/use-connection'
import { isApiError } from '../../../lib/http/api-error'
import { AnimalFields, summaryOf } from './animal-fields'
import { CreatedNotice } from './created-notice'
import { DuplicateCheck } from './duplicate-check'
import { FailureNotice } from './failure-notice'
import { matchesOf } from './known-animals'
import { SendControls } from './send-controls'
import { describeFailure } from './send-failure'
import { SittingList } from './sitting'
import { useAddAnimal } from './use-add-animal'
import { type ReadKeptRows, useKnownAnimals } from './use-known-animals'
import './add-animal.css'

export interface AddAnimalPageProps {
  /** The kept import job's rows (src/app hands it in: features do not import each other). */
  readKeptRows: ReadKeptRows
}

export function AddAnimalPage({ readKeptRows }: AddAnimalPageProps) {
  const { scope } = useConnection()
  const add = useAddAnimal()
  const { form, values } = add
  const errors = form.formState.errors
  const known = useKnownAnimals(readKeptRows)
  // Compared after each keystroke is shown: typing never waits for the check.
  const name = useDeferredValue(values.name ?? '')
  const categoryId = useDeferredValue(values.categoryId ?? '')
  const matches = matchesOf(known, name, categoryId)

  const failure =
    add.mutation.error && isApiError(add.mutation.error)
      ? describeFailure(add.mutation.error)
      : null

  return (
    <section className="form-page">
      <p className="breadcrumb">
        <Link to="/animals">Animals</Link> <span aria-hidden="true">›</span> Add
        animal
      </p>
      <PageTitle>Add an animal</PageTitle>

      {add.created && <CreatedNotice created={add.created} />}

      <ErrorSummary errors={summaryOf(errors)} attempt={add.attempt} />

      {failure && <FailureNotice failure={failure} />}

      <form
        className="settings-form panel"
        onSubmit={(event) => void add.onSubmit(event)}
        noValidate
      >
        <AnimalFields form={form} errors={errors} categoryId={categoryId} />
        <DuplicateCheck matches={matches} name={name} categoryId={categoryId} />
        <SendControls
          sending={add.sending}
          sendingElsewhere={add.sendingElsewhere}
          pressed={add.pressedFor ?? null}
          duplicate={matches.length > 0}
        />
      </form>
      <SittingList entries={add.sitting} scope={scope} />
    </section>
  )
}
