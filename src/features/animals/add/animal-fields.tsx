import type { FieldError, FieldErrors, UseFormReturn } from 'react-hook-form'
import { checkOnBlurExceptToSubmit } from '../../../components/check-on-blur'
import { Field } from '../../../components/field'
import type { SummaryError } from '../../../components/error-summary'
import { StatusOptions } from '../../../components/status-options'
import { useCategoryNames } from '../../../lib/categories/categories'
import { useMessages } from '../../../lib/i18n/use-messages'
import { type AddAnimalForm, isFormProblem } from '../../../lib/pets/pet-form'
import {
  formProblemText,
  petFormMessages,
} from '../../../lib/pets/pet-form-messages'
import { addMessages } from './add-messages'
import { CategoryCombobox } from './category-combobox'

const FIELD_IDS: Record<keyof AddAnimalForm, string> = {
  name: 'animal-name',
  categoryId: 'animal-category',
  status: 'animal-status',
}
const FIELD_ORDER = ['name', 'categoryId', 'status'] as const

type WordError = (error: FieldError | undefined) => string | undefined

/**
 * A field's error in the chosen language: the rules (lib/pets) give a code as
 * the message, worded here. A server's words are shown as they came,
 * labelled as the server's.
 */
export function useFieldErrorText(): WordError {
  const { t } = useMessages(addMessages)
  const form = useMessages(petFormMessages).t
  return (error) => {
    if (!error?.message) return undefined
    const { type, message } = error
    if (type === 'server') return t('serverSaid', { message })
    return isFormProblem(message) ? formProblemText(form, message) : message
  }
}

/** The error summary's entries, in the order the fields are on screen. */
export function summaryOf(
  errors: FieldErrors<AddAnimalForm>,
  word: WordError,
): SummaryError[] {
  return FIELD_ORDER.flatMap((field) => {
    const message = word(errors[field])
    return message ? [{ fieldId: FIELD_IDS[field], message }] : []
  })
}

interface AnimalFieldsProps {
  form: UseFormReturn<AddAnimalForm>
  errors: FieldErrors<AddAnimalForm>
  /** A litter: Name becomes Names, one a line. */
  several?: boolean
}

/** Name, Category ID (with name suggestions once categories are named) and Status. */
export function AnimalFields({
  form,
  errors,
  several = false,
}: AnimalFieldsProps) {
  const { t } = useMessages(addMessages)
  const word = useFieldErrorText()
  const names = useCategoryNames()
  const register = (name: keyof AddAnimalForm) =>
    checkOnBlurExceptToSubmit(form.register(name), form.getFieldState)
  return (
    <>
      {several ? (
        <Field
          id={FIELD_IDS.name}
          label={t('names')}
          hint={t('namesHint')}
          error={word(errors.name)}
        >
          <textarea rows={6} autoComplete="off" {...register('name')} />
        </Field>
      ) : (
        <Field id={FIELD_IDS.name} label={t('name')} error={word(errors.name)}>
          <input autoComplete="off" {...register('name')} />
        </Field>
      )}

      <Field
        id={FIELD_IDS.categoryId}
        label={t('categoryId')}
        hint={names.size > 0 ? t('categoryHintNamed') : t('categoryHint')}
        error={word(errors.categoryId)}
      >
        {names.size > 0 ? (
          (control) => (
            <CategoryCombobox
              form={form.control}
              control={control}
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
        label={t('status')}
        hint={t('statusHint')}
        error={word(errors.status)}
      >
        <select className="input-narrow" {...register('status')}>
          <StatusOptions noneLabel={t('notSet')} />
        </select>
      </Field>
    </>
  )
}
