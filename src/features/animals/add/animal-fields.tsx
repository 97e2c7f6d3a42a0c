import type { FieldErrors, UseFormReturn } from 'react-hook-form'
import { checkOnBlurExceptToSubmit, Field } from '../../../components/field'
import type { SummaryError } from '../../../components/error-summary'
import { StatusOptions } from '../../../components/status-options'
import { useCategoryNames } from '../../../lib/categories/categories'
import type { AddAnimalForm } from '../../../lib/pets/pet-form'
import { CategoryCombobox } from './category-combobox'

const FIELD_IDS: Record<keyof AddAnimalForm, string> = {
  name: 'animal-name',
  categoryId: 'animal-category',
  status: 'animal-status',
}
const FIELD_ORDER = ['name', 'categoryId', 'status'] as const

/** The error summary's entries, in the order the fields are on screen. */
export function summaryOf(errors: FieldErrors<AddAnimalForm>): SummaryError[] {
  return FIELD_ORDER.flatMap((field) => {
    const message = errors[field]?.message
    return message ? [{ fieldId: FIELD_IDS[field], message }] : []
  })
}

interface AnimalFieldsProps {
  form: UseFormReturn<AddAnimalForm>
  errors: FieldErrors<AddAnimalForm>
  /** The Category ID as typed, for the suggestions. */
  categoryId: string
  /** A litter: Name becomes Names, one a line. */
  several?: boolean
}

/** Name, Category ID (with name suggestions once categories are named) and Status. */
export function AnimalFields({
  form,
  errors,
  categoryId,
  several = false,
}: AnimalFieldsProps) {
  const names = useCategoryNames()
  const register = (name: keyof AddAnimalForm) =>
    checkOnBlurExceptToSubmit(form.register(name))
  return (
    <>
      {several ? (
        <Field
          id={FIELD_IDS.name}
          label="Names"
          hint="One name a line. Category and status are shared."
          error={errors.name?.message}
        >
          <textarea rows={6} autoComplete="off" {...register('name')} />
        </Field>
      ) : (
        <Field id={FIELD_IDS.name} label="Name" error={errors.name?.message}>
          <input autoComplete="off" {...register('name')} />
        </Field>
      )}

      <Field
        id={FIELD_IDS.categoryId}
        label="Category ID"
        hint={
          names.size > 0
            ? 'The number of the category the animal belongs to, or type its name to pick it.'
            : 'The number of the category the animal belongs to.'
        }
        error={errors.categoryId?.message}
      >
        {names.size > 0 ? (
          (control) => (
            <CategoryCombobox
              field={register('categoryId')}
              control={control}
              value={categoryId}
              names={names}
              onPick={(id) =>
                form.setValue('categoryId', id, {
                  shouldDirty: true,
                  shouldValidate: true,
                })
              }
            />
          )
        ) : (
          <input
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            className="input-narrow"
            {...register('categoryId')}
          />
        )}
      </Field>

      <Field
        id={FIELD_IDS.status}
        label="Status"
        hint="Optional. “Not set” sends no status."
        error={errors.status?.message}
      >
        <select className="input-narrow" {...register('status')}>
          <StatusOptions noneLabel="Not set" />
        </select>
      </Field>
    </>
  )
}
