import type { Translation } from '../i18n/messages'
import type { petFormMessages } from './pet-form-messages'

export const es: Translation<typeof petFormMessages> = {
  namespace: 'petForm',
  messages: {
    nameEmpty: 'Escriba un nombre',
    categoryIdEmpty: 'Escriba un ID de categoría',
    categoryIdNotWhole:
      'Escriba el ID de la categoría como número entero, por ejemplo 3',
    categoryIdTooLarge:
      'Ese número es demasiado grande para un ID de categoría (el máximo es {max})',
  },
}
