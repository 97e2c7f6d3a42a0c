import type { Translation } from '../../../lib/i18n/messages'
import type { viewsMessages } from './views-messages'

export const es: Translation<typeof viewsMessages> = {
  namespace: 'views',
  messages: {
    keeps: 'Guarda lo que la lista muestra ahora:',
    viewName: 'Nombre de la vista',
    nameHint: 'Por ejemplo: Gatos disponibles',
    save: 'Guardar',
    cancel: 'Cancelar',
    saved: 'Se guardó la vista «{name}»: aparece encima de los filtros.',
    allStatuses: 'Todos los estados',
    withStatus: 'Estado: {status}',
    perPage: '{limit} por página',
    sortedBy: 'Ordenado por {key}, {order}',
    findsLoaded:
      'Buscar «{q}»: busca solo en las filas cargadas, no en todos los animales',
    nameEmpty: 'Escriba un nombre para la vista',
    nameLong:
      'El nombre de la vista es demasiado largo: como máximo {max} caracteres',
    nameTaken:
      'Ya hay una vista guardada con el nombre «{name}»: elija otro nombre',
    nameEarlier:
      'Una entrada anterior del archivo ya se llama «{name}»: elija otro nombre',
    keptFor:
      'Se guardan en este navegador para {connection} y las comparten sus pestañas. Cada vista es un enlace normal: guárdelo en marcadores o envíelo a un compañero.',
    noneSaved:
      'No hay vistas guardadas. Guarde una desde la lista con {saveView}.',
    rename: 'Cambiar nombre',
    renameView: 'Cambiar nombre de {name}',
    delete: 'Eliminar',
    deleteView: 'Eliminar {name}',
    deleted: 'Se eliminó la vista «{name}».',
    newName: 'Nuevo nombre para «{name}»',
    saveName: 'Guardar nombre',
    renamed: 'Se cambió el nombre de «{from}» a «{to}».',
    close: 'Cerrar',
    share: 'Compartir las vistas',
    shareIntro:
      'Expórtelas como archivo e impórtelo en otro navegador, para que una persona pueda preparar las vistas de todo un equipo.',
    exportViews: 'Exportar vistas',
    importFile: 'Importar un archivo de vistas',
    importHint:
      'JSON como el que se exporta aquí. No cambia nada hasta que elija cómo usarlo.',
    unreadable:
      'No se pudo leer {file}. Las vistas guardadas no cambiaron; revise el archivo y vuelva a elegirlo.',
    toUse: {
      one: '{count} vista para usar',
      other: '{count} vistas para usar',
    },
    preview: {
      one: '{file}: {count} vista para usar.',
      other: '{file}: {count} vistas para usar.',
    },
    previewLeftOut: {
      one: '{file}: {views}, {count} entrada omitida.',
      other: '{file}: {views}, {count} entradas omitidas.',
    },
    addToSaved: 'Añadir a las vistas guardadas',
    replaceSaved: 'Reemplazar las vistas guardadas',
    replaced: {
      one: 'Las vistas guardadas son ahora la {count} vista de {file}.',
      other: 'Las vistas guardadas son ahora las {count} vistas de {file}.',
    },
    added: {
      one: 'Se añadió {count} vista de {file}.',
      other: 'Se añadieron {count} vistas de {file}.',
    },
    fileEmpty: 'Este archivo está vacío.',
    fileTooLarge:
      'Este archivo ocupa {size} MB: un archivo de vistas puede ocupar como máximo {limit} MB. No se leyó nada.',
    tooManyViews:
      'Este archivo tiene {count} vistas: un archivo de vistas puede tener como máximo {max}. No se leyó nada; divídalo o quite vistas.',
    tooManySaved:
      'No se añadió nada: con este archivo habría {count} vistas guardadas (ahora {saved}), y se conservan como máximo {max}. Elimine algunas vistas o reemplace las vistas guardadas por el archivo.',
    refused:
      'No se pudo usar {file}: {problem} Las vistas guardadas no cambiaron.',
    notJson:
      'Este archivo no es JSON válido. Exporte sus vistas desde Administrar vistas para ver el formato.',
    noList: 'Este JSON no tiene una lista de vistas: se esperaba {example}.',
    entry: 'Entrada {number}: {problem}',
    named: '«{name}»: {problem}',
    notAView: 'se esperaba una vista como {example}',
    noName: 'la vista no tiene nombre',
    unknownField: 'campo desconocido «{field}» (una vista tiene {fields})',
    lostCharacter:
      'tiene un carácter que no se pudo leer (se muestra como �). Guarde el archivo como UTF-8 y vuelva a elegirlo',
    badStatus: 'el estado {value} no es uno de {values}',
    badLimit: 'el número por página {value} no es uno de {values}',
    badSort:
      'el orden {value} no es uno de {values} (con un - delante para el orden inverso)',
    badFind: 'el texto de búsqueda (q) debe ser texto',
    differentKept:
      '«{name}»: ya hay guardada otra vista llamada «{saved}», y se conserva',
  },
}
