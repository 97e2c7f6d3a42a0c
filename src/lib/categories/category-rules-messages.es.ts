import type { Translation } from '../i18n/messages'
import type { categoryRulesMessages } from './category-rules-messages'

export const es: Translation<typeof categoryRulesMessages> = {
  namespace: 'categoryRules',
  messages: {
    idTooLarge:
      'El ID de categoría es demasiado grande: debe estar entre -9223372036854775808 y 9223372036854775807',
    idNotWhole: 'El ID de categoría debe ser un número entero, por ejemplo 1',
    enterName: 'Introduzca un nombre de categoría',
    nameTooLong:
      'El nombre de la categoría es demasiado largo: como máximo {max} caracteres',
    nameIsNumber:
      'El nombre de la categoría no puede ser solo un número: se leería como un ID',
    idTaken:
      "El ID de categoría {id} ya tiene el nombre '{name}': quítelo primero para cambiarle el nombre",
    nameTaken: "El nombre '{name}' ya lo usa el ID de categoría {id}",
  },
}
