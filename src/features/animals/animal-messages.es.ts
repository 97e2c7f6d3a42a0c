import type { Translation } from '../../lib/i18n/messages'
import type { animalMessages } from './animal-messages'

export const es: Translation<typeof animalMessages> = {
  namespace: 'animal',
  messages: {
    animals: 'Animales',
    crumbId: 'ID {id}',
    notAnId: 'No es un ID de animal',
    notAnIdText: '«{raw}» no es un ID de animal: los ID son números enteros.',
    noAnimal: 'No hay ningún animal con el ID {id}',
    animalId: 'Animal {id}',
    titleWithId: '{name} (ID {id})',
    notLoaded:
      'Este animal no está en ninguna lista cargada en esta sesión, así que no se puede mostrar. {link}, filtrada por estado.',
    findInList: 'Búsquelo en la lista de animales',
    noSuchAnimal:
      'El servicio no tiene ningún animal con el ID {id}. Revise el número o búsquelo en la lista.',
    backToList: 'Volver a la lista de animales',
    loadFailed: 'No se pudo cargar este animal',
    loading: 'Cargando el animal {id}…',
    id: 'ID',
    name: 'Nombre',
    category: 'Categoría',
    status: 'Estado',
    fromCache:
      'Se muestra desde la lista ya cargada, así que no hizo falta la consulta obsoleta.',
    printCard: 'Imprimir tarjeta',
    preparingCard: 'Preparando la tarjeta…',
    deprecated: 'La consulta por ID está obsoleta',
    removed:
      'El servicio eliminó la consulta por ID el {date}, así que Adoption Desk ya no la usa. Los animales ya cargados en una lista se siguen mostrando.',
    willBeRemoved:
      'Se eliminará el {date}, dentro de {left}. Después, busque los animales en la lista, filtrada por estado.',
    operationWhy:
      'Esta página consulta el animal con {operation}, que la API ha declarado obsoleta.',
    days: { one: '{count} día', other: '{count} días' },
    years: { one: '{count} año', other: '{count} años' },
    months: { one: '{count} mes', other: '{count} meses' },
    yearsAndMonths: '{years} y {months}',
    serverSays: 'El servidor dice: {header}',
    serverSaysBoth: 'El servidor dice: {deprecation}; {sunset}',
    deprecatedSince: '{header} (obsoleta desde el {date})',
  },
}
