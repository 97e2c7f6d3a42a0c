import type { Translation } from '../../lib/i18n/messages'
import type { importMessages } from './import-messages'

export const es: Translation<typeof importMessages> = {
  namespace: 'import',
  messages: {
    animals: 'Animales',
    crumb: 'Importar',
    title: 'Importar animales',
    needsKey:
      'Al importar, cada fila se envía con su clave de API y la importación se guarda con ella. Primero, {link}.',
    addKey: 'añada su clave de API en Ajustes',
    moveRefused:
      'El navegador no permitió guardar la importación con la clave nueva. No se envió nada; sigue en pausa con la clave anterior. Libere espacio o salga de la navegación privada e inténtelo de nuevo.',
    moveKeptBoth:
      'La importación ya se guarda con la clave nueva, pero no se pudo quitar su copia con la clave anterior. No se ha enviado nada con la clave nueva. Reanúdela solo aquí, no con la clave anterior.',
    moveNotMoved:
      'La importación no se movió: cambió en otra pestaña, o el navegador no permitió cambiar lo que guarda. No se envió nada con la clave nueva.',
    looking: 'Buscando una importación en curso…',
    recording:
      'Anotando los últimos 100 animales antes de enviar la primera fila…',
    lead: 'Añada muchos animales a la vez desde una hoja de cálculo. Las filas se revisan antes de enviar nada y luego se envían de una en una, al ritmo de su plan. Puede pausarla y volver a ella después de cerrar la página. Una importación admite hasta {rows} filas y archivos de hasta {size} MB: divida un archivo mayor e importe las partes una tras otra.',
    csvFile: 'Archivo CSV',
    rows: 'Filas',
    rowsHint:
      'Pegue celdas copiadas de una hoja de cálculo, o CSV. La primera fila nombra las columnas: {name}, {category} y, si quiere, {status}. Una categoría es su nombre en Ajustes → Categorías, o su ID. Un estado es Disponible, Pendiente o Adoptado.',
    checkRows: 'Revisar filas',
    checking:
      'Revisando las filas con los últimos 100 animales, las listas cargadas y Actividad…',
    fileRead:
      'Se leyó {file} en Filas, abajo: corrija allí lo que haga falta y vuelva a revisar.',
    fileReadAs:
      '{note} Se leyó {file} en Filas, abajo: corrija allí lo que haga falta y vuelva a revisar.',
    fileUnreadable:
      'No se pudo leer {file}. Elíjalo de nuevo, o pegue sus filas abajo.',
    fileTooLarge:
      '{file} ocupa {size} MB: una importación lee como máximo {limit} MB. Divida el archivo en archivos más pequeños e impórtelos uno tras otro.',
    noRoomInTab:
      'Esta importación es demasiado grande para el almacenamiento de esta pestaña, donde se guarda la importación mientras su clave de API se guarda solo para esta pestaña. No se envió nada. Marque Recordar en este dispositivo en Ajustes, para que la importación se guarde en la base de datos del navegador, o divida el archivo en partes más pequeñas.',
    empty: 'Primero pegue filas o elija un archivo CSV.',
    rowsTooLarge:
      'El texto de Filas ocupa {size} MB: una importación lee como máximo {limit} MB. Divídalo en archivos más pequeños e impórtelos uno tras otro.',
    missingColumns:
      'La primera fila debe nombrar las columnas: name, categoryId y (si quiere) status. Falta: {missing}. Se encontró: {found}.',
    noRows: 'Hay una fila de encabezado, pero ningún animal debajo.',
    tooManyRows: {
      one: 'Hay {count} fila: una importación admite como máximo {max}. Divida el archivo en partes de hasta {max} filas e impórtelas una tras otra.',
      other:
        'Hay {count} filas: una importación admite como máximo {max}. Divida el archivo en partes de hasta {max} filas e impórtelas una tras otra.',
    },
    costTitle: 'Antes de importar',
    requests: { one: '{count} solicitud', other: '{count} solicitudes' },
    costRequests: {
      one: '{count} solicitud, una por animal.',
      other: '{count} solicitudes, una por animal, enviadas de una en una.',
    },
    costRecord: 'Antes, 1 solicitud para los últimos 100 animales.',
    costNoRecord:
      'Primero se anotan los últimos 100 animales, recién cargados, sin ninguna solicitud.',
    costLatestWhy:
      'Para que Revisar la lista pueda distinguir los animales que añade esta importación de otros más antiguos con el mismo nombre.',
    costTime:
      'Tarda {duration} al ritmo de su plan ({perMinute} solicitudes por minuto, repartidas de forma uniforme).',
    costDemo:
      'Modo de demostración: se envían a la API de demostración y no cuentan para ninguna cuota diaria.',
    costLeft: {
      one: 'Queda {count} solicitud de la cuota de hoy, de {limit}.',
      other: 'Quedan {count} solicitudes de la cuota de hoy, de {limit}.',
    },
    costLeftEnough: {
      one: 'Queda {count} solicitud de la cuota de hoy, de {limit}: suficiente para esta importación.',
      other:
        'Quedan {count} solicitudes de la cuota de hoy, de {limit}: suficientes para esta importación.',
    },
    costTooMany: {
      one: 'Esta importación necesita {requests}, más de lo que queda de la cuota de hoy: solo cabe {count} fila. Quite filas para importar como máximo {count} hoy, y el resto mañana.',
      other:
        'Esta importación necesita {requests}, más de lo que queda de la cuota de hoy: solo caben {count} filas. Quite filas para importar como máximo {count} hoy, y el resto mañana.',
    },
    importRows: {
      one: 'Importar {count} animal',
      other: 'Importar {count} animales',
    },
    fewSeconds: 'unos pocos segundos',
    about: 'alrededor de {duration}',
    aboutHoursMinutes: 'alrededor de {hours} y {minutes}',
    row: 'Fila',
    name: 'Nombre',
    category: 'Categoría',
    status: 'Estado',
    show: 'Mostrar',
    allRows: 'Todas las filas ({count})',
    attentionRows: '{label} ({count})',
    pages: 'Páginas de filas',
    tableRegion: 'Tabla de filas para importar',
    caption: 'Filas para importar',
  },
}
