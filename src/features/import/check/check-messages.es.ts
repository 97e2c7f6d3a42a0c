import type { Translation } from '../../../lib/i18n/messages'
import type { checkMessages } from './check-messages'

export const es: Translation<typeof checkMessages> = {
  namespace: 'check',
  messages: {
    ready: { one: '{count} lista', other: '{count} listas' },
    withProblems: {
      one: '{count} con problemas',
      other: '{count} con problemas',
    },
    leftOutCount: {
      one: '{count} dejada fuera como posible duplicado',
      other: '{count} dejadas fuera como posibles duplicados',
    },
    cannotRead: 'No se pueden leer estas filas',
    stale:
      'Las filas cambiaron después de revisarlas. Vuelva a revisar las filas antes de importar.',
    ignoredColumns: {
      one: 'Se ignoró una columna para la que el servicio no tiene campo: {columns}.',
      other:
        'Se ignoraron columnas para las que el servicio no tiene campo: {columns}.',
    },
    latestProblem:
      'No se pudieron cargar los últimos 100 animales para comparar: {problem} Las filas solo se compararon con las listas ya cargadas y con Actividad.',
    skippedHint:
      'Las filas con problemas se omiten. Corríjalas en {rows} y vuelva a revisar para incluirlas.',
    rows: 'Filas',
    duplicatesHint:
      'Se deja fuera una fila con el mismo nombre y categoría que un animal ya listado, que uno enviado desde este navegador o que una fila anterior. Podría añadir ese animal dos veces, para siempre. Marque {include} en una fila para enviarla de todos modos.',
    include: 'Incluir',
    includeRow: 'la fila {row}',
    column: 'Revisión',
    rowReady: 'Lista',
    problemLabel: 'Problema:',
    duplicateOfId: 'Posible duplicado de {id}',
    duplicateOfIdIncluded: 'Posible duplicado de {id}.',
    duplicateOfIdLeftOut: 'Posible duplicado de {id}: dejada fuera.',
    duplicateOfRow: 'Posible duplicado de la fila {row}',
    duplicateOfRowIncluded: 'Posible duplicado de la fila {row}.',
    duplicateOfRowLeftOut: 'Posible duplicado de la fila {row}: dejada fuera.',
    id: 'ID {id}',
    ids: { one: 'ID {ids}', other: 'ID {ids}' },
    quoteUnclosed:
      'Unas comillas (") abiertas en esta fila nunca se cierran, así que el resto del texto se leyó dentro de ellas. Ciérrelas o quítelas.',
    quoteMisplaced:
      'Unas comillas (") de esta fila están fuera de lugar. Ponga comillas alrededor de toda la celda, o quítelas.',
    tooFewCells: {
      one: 'Esta fila tiene {count} celda, pero el encabezado tiene {columns}: puede que falte un separador.',
      other:
        'Esta fila tiene {count} celdas, pero el encabezado tiene {columns}: puede que falte un separador.',
    },
    tooManyCells: {
      one: 'Esta fila tiene {count} celda, pero el encabezado tiene {columns}: un nombre con coma necesita comillas alrededor.',
      other:
        'Esta fila tiene {count} celdas, pero el encabezado tiene {columns}: un nombre con coma necesita comillas alrededor.',
    },
    unreadable:
      'Esta fila tiene un carácter que no se pudo leer (se muestra como �), así que puede que un nombre esté dañado. Escríbalo de nuevo aquí, o guarde el archivo como «CSV UTF-8» y elíjalo otra vez.',
    status: 'El estado debe ser uno de {statuses}, o quedar vacío',
    statusWords: 'Disponible, Pendiente o Adoptado',
    noCategory:
      "No hay ninguna categoría llamada '{name}': añádala en Ajustes → Categorías, o indique su ID como número entero",
    leftOut: 'Dejada fuera: {duplicate}',
    foundNone:
      'No está entre los últimos 100 animales: probablemente no se añadió. Envíela de nuevo si todavía la quiere.',
    foundOlder: {
      one: 'No se añadió, por lo que muestra la lista. El único animal con este nombre y categoría entre los últimos 100 ({ids}) ya estaba antes de que esta importación la enviara, o vino de otro envío. Envíela de nuevo si todavía la quiere.',
      other:
        'No se añadió, por lo que muestra la lista. Los únicos animales con este nombre y categoría entre los últimos 100 ({ids}) ya estaban antes de que esta importación la enviara, o vinieron de otro envío. Envíela de nuevo si todavía la quiere.',
    },
    foundAdded: {
      one: 'Añadida como {ids}.',
      other:
        'Se encontraron {count} animales con este nombre y categoría añadidos desde que empezó esta importación: {ids}. Puede que la solicitud de esta fila llegara al servidor más de una vez (un navegador puede reenviarla si se corta la conexión), o que otra persona añadiera uno. Revise cada uno antes de hacer nada.',
    },
    foundMaybe: {
      one: 'Existe un animal con este nombre y categoría: {ids}. Puede que sea uno anterior.',
      other:
        'Existen animales con este nombre y categoría: {ids}. Cualquiera puede ser uno anterior.',
    },
  },
}
