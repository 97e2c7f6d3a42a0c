import type { Translation } from '../../../lib/i18n/messages'
import type { addMessages } from './add-messages'

export const es: Translation<typeof addMessages> = {
  namespace: 'add',
  messages: {
    animals: 'Animales',
    crumb: 'Añadir animal',
    title: 'Añadir un animal',
    several: 'Varios animales (un nombre por línea)',
    name: 'Nombre',
    names: 'Nombres',
    namesHint:
      'Un nombre por línea. La categoría y el estado son los mismos para todos.',
    categoryId: 'ID de la categoría',
    categoryHint: 'El número de la categoría a la que pertenece el animal.',
    categoryHintNamed:
      'El número de la categoría a la que pertenece el animal, o escriba su nombre para elegirla.',
    status: 'Estado',
    statusHint: 'Opcional. «Sin indicar» no envía ningún estado.',
    notSet: 'Sin indicar',
    suggestions: 'Sugerencias de categoría',
    didYouMean: '¿Se refiere a…?',
    serverSaid: 'El servidor dijo: {message}',
    unfinished: 'el animal nuevo que está añadiendo',
    adding: 'Añadiendo…',
    add: 'Añadir animal',
    addAnyway: 'Añadir de todos modos',
    addAnother: 'Añadir y empezar otro',
    addAnywayAnother: 'Añadir de todos modos y empezar otro',
    cancel: 'Cancelar',
    rateLimited:
      'Se alcanzó el límite de solicitudes: todavía no se creó nada. Se volverá a enviar solo {when}.',
    inSeconds: 'en {seconds} s',
    whenWaitOver: 'cuando termine la espera',
    sendingElsewhere:
      'El animal que envió antes de salir de esta página todavía está en camino; este formulario se desbloquea cuando termine.',
    wasAdded: 'Se añadió {name}',
    createdId: 'ID {id}',
    openPage: 'Abrir la página de {name}',
    backToList: 'Volver a la lista',
    seeInActivity: 'Verlo en Actividad',
    readyForAnother: 'El formulario está listo para otro animal.',
    keyRefused: 'Se rechazó la clave de API',
    refused:
      '{keyRefused}, así que el animal no se añadió. El servidor dijo: “{message}”',
    checkKey: 'Revise la clave de API en Ajustes',
    checkKeyKept: '{link}. Lo que escribió se conserva aquí.',
    notAdded: 'El animal no se añadió.',
    notAccepted: 'El servidor no lo aceptó: {message}',
    mayHaveBeenAdded: 'Puede que el animal se haya añadido o no.',
    serverError: 'El servidor respondió con un error.',
    checkList: 'Revise la lista',
    checkListFirst:
      '{link} antes de volver a intentarlo, para no añadirlo dos veces. Lo que escribió se conserva aquí.',
    categoryNumber: 'categoría {id}',
    sentUnknown:
      'Enviado desde este navegador, resultado desconocido: {name} · {category} · {link}',
    seeItInActivity: 'verlo en Actividad',
    sentWaiting:
      'Esperando para enviarse desde este navegador, tras el límite de solicitudes: {name} · {category} · {link}',
    importRow:
      'Fila {row} de la importación, aún por enviar: {name} · {category} · {link}',
    followImport: 'sígala en Importar',
    alreadyListed: 'Ya está en la lista: {name} · {category} · ID {link}',
    checkLatest: 'Revisar los últimos {latest}',
    checkLatestWhy:
      'Pregunta al servidor si este animal está entre los últimos {latest} añadidos, para no añadirlo dos veces.',
    mayBeOlder:
      'Aparece con el ID {ids}. Puede ser el animal que envió, o uno anterior con el mismo nombre.',
    markAdded: 'Marcar como añadido (ID {id})',
    chooseFirst: 'Elija Marcar como añadido o Añadir de todos modos',
    foundAdded: 'El servidor lo había guardado: la revisión lo encontró.',
    checking: 'Revisando…',
    checkedAllFound: {
      one: 'Se revisó {count} animal: {name} en {category} figura con el ID {ids}.',
      other:
        'Se revisaron los {count} animales: {name} en {category} figura con el ID {ids}.',
    },
    checkedAllNone: {
      one: 'Se revisó {count} animal: no hay otro {name} en {category}.',
      other:
        'Se revisaron los {count} animales: no hay otro {name} en {category}.',
    },
    checkedLatestFound:
      'Se revisaron los últimos {latest} animales: {name} en {category} figura con el ID {ids}.',
    checkedLatestNone:
      'Se revisaron los últimos {latest} animales: no hay otro {name} en {category}.',
    checkFailed:
      'No se pudieron revisar los últimos {latest}: {message} No se añadió nada.',
    sittingAdded:
      'Se añadió {name}, ID {id}. El campo Nombre está listo para el siguiente animal.',
    sittingTitle: 'Añadidos en esta tanda',
    sittingEntry: '{name} · ID {link}',
  },
}
