import { defineMessages } from '../i18n/messages'

/** Why a category pair cannot be added (category-rules.ts); Settings → Categories speaks them. */
export const categoryRulesMessages = defineMessages('categoryRules', {
  idTooLarge:
    'Category ID is too large: it must be between -9223372036854775808 and 9223372036854775807',
  idNotWhole: 'Category ID must be a whole number, for example 1',
  enterName: 'Enter a category name',
  nameTooLong: 'Category name is too long: at most {max} characters',
  nameIsNumber: 'Category name cannot be only a number: it would read as an ID',
  idTaken:
    "Category ID {id} already has the name '{name}': remove it first to rename it",
  nameTaken: "The name '{name}' is already used by category ID {id}",
})
