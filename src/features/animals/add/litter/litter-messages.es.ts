import type { Translation } from '../../../../lib/i18n/messages'
import type { litterMessages } from './litter-messages'

export const es: Translation<typeof litterMessages> = {
  namespace: 'litter',
  messages: {
    checking: 'Revisando…',
    checkNames: 'Revisar nombres',
    cancel: 'Cancelar',
    checkFailed:
      'No se pudieron revisar los nombres: {message} No se añadió nada.',
    tooManyNames:
      'Hay {count} nombres: una camada es una importación, y una importación admite como máximo {max}. No se comprobó ni se envió nada; añádalos en partes de hasta {max}.',
    namesTooLarge:
      'Estos nombres ocupan {size} MB: una camada es una importación, y una importación lee como máximo {limit} MB. No se comprobó ni se envió nada; añádalos en partes más pequeñas.',
    noRoomInTab:
      'La camada no empezó: es demasiado grande para el almacenamiento de esta pestaña. Su clave de API se guarda solo para esta pestaña, así que sus importaciones también se guardan aquí. No se envió nada. Marque Recordar en este dispositivo en Ajustes, o añada menos nombres a la vez.',
    notStarted:
      'La camada no empezó: hay otra importación sin terminar para este servidor y esta clave, o el navegador no permitió guardarla. No se envió nada.',
    heading: 'Camada',
    finished:
      'Camada terminada: añadidos {added}, rechazados {refused}, desconocidos {unknown}.',
    cancelled:
      'Camada cancelada: añadidos {added}, rechazados {refused}, desconocidos {unknown}.',
    paused: 'Camada en pausa: {added} de {total} añadidos.',
    running: 'Añadiendo la camada: {added} de {total} añadidos.',
    rowAdded: '{name} · ID {link}',
    rowOutcome: '{name} · {outcome}',
    leftOut: 'dejado fuera',
    skipped: 'omitido: {message}',
    skippedProblems: 'omitido: tiene problemas.',
    pending: 'por enviar',
    sending: 'enviando',
    added: 'añadido',
    refused: 'rechazado',
    unknown: 'desconocido',
    'not-sent': 'no enviado',
    resend: 'por reenviar',
    isImport: 'Continúa aunque salga de esta página. {link}',
    why: '¿Por qué?',
    whyImport:
      'Una camada es una importación: se envía al ritmo de su plan, cada nombre una vez, y continúa en este navegador aunque salga de esta página.',
    followInImport: 'Sígala en Importar',
    blockedRunning:
      'Hay una importación sin terminar para este servidor y esta clave ({added} de {total} añadidos, en curso). Una camada también es una importación, así que podrá empezar cuando esa termine o se cancele.',
    blockedPaused:
      'Hay una importación sin terminar para este servidor y esta clave ({added} de {total} añadidos, en pausa). Una camada también es una importación, así que podrá empezar cuando esa termine o se cancele.',
    openUnfinished: 'Abrir la importación sin terminar',
    names: {
      one: 'Camada: {count} nombre',
      other: 'Camada: {count} nombres',
    },
    latestProblem:
      'No se pudieron leer los últimos 100 animales, así que los nombres solo se compararon con lo que tiene este navegador: {problem}',
    namePages: 'Páginas de nombres',
    includeRow: 'Incluir la fila {row}',
    include: 'Incluir',
    toAdd: '{count} por añadir.',
    toAddLeftOut: {
      one: '{toAdd} por añadir, {count} dejado fuera como posible duplicado.',
      other:
        '{toAdd} por añadir, {count} dejados fuera como posibles duplicados.',
    },
    replaces:
      'Esto reemplaza la importación terminada que se muestra en Importar; lo que añadió sigue en Actividad.',
    addAnimals: {
      one: 'Añadir {count} animal',
      other: 'Añadir {count} animales',
    },
  },
}
