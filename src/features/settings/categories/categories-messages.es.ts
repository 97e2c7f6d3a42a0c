import type { Translation } from '../../../lib/i18n/messages'
import type { categoriesMessages } from './categories-messages'

export const es: Translation<typeof categoriesMessages> = {
  namespace: 'categories',
  messages: {
    settings: 'Ajustes',
    title: 'Categorías',
    intro:
      'La API solo conoce las categorías por número. Póngales nombre aquí y la lista, las páginas de los animales y las importaciones mostrarán «Perros · 1»; el formulario para añadir y las importaciones aceptan el nombre. Se guarda en este navegador para {connection} y lo comparten sus pestañas.',
    none: 'Todavía no hay categorías con nombre: los ID se muestran como números.',
    demoDefaults:
      'Estos son los nombres de ejemplo de la demostración para sus animales; si añade o quita uno, la lista pasa a ser suya.',
    buildDefaults:
      'Estos son los valores predeterminados de esta versión; si añade o quita uno, la lista pasa a ser suya.',
    removed: 'Se quitó {category}.',
    added: 'Se añadió {name} · {id}.',
    categoryId: 'ID de la categoría',
    categoryName: 'Nombre de la categoría',
    add: 'Añadir categoría',
    tableName: 'Categorías con nombre',
    id: 'ID',
    name: 'Nombre',
    actions: 'Acciones',
    remove: 'Quitar',
    share: 'Compartir la lista',
    shareIntro:
      'Exporte la lista como archivo e impórtela en otro navegador, para que una persona pueda preparar los nombres para todo el equipo.',
    exportJson: 'Exportar JSON',
    exportCsv: 'Exportar CSV',
    importFile: 'Importar un archivo de categorías',
    importHint:
      'JSON tal como se exporta aquí, o CSV con las columnas id y name. No cambia nada hasta que elija cómo usarlo.',
    preview: {
      one: '{file}: {count} categoría para usar.',
      other: '{file}: {count} categorías para usar.',
    },
    previewLeftOut: {
      one: '{file}: {categories}, {count} línea omitida.',
      other: '{file}: {categories}, {count} líneas omitidas.',
    },
    toUse: {
      one: '{count} categoría para usar',
      other: '{count} categorías para usar',
    },
    addToList: 'Añadir a la lista',
    replaceList: 'Reemplazar la lista',
    replaced: {
      one: 'La lista es ahora la {count} categoría de {file}.',
      other: 'La lista son ahora las {count} categorías de {file}.',
    },
    addedFrom: {
      one: 'Se añadió {count} categoría de {file}.',
      other: 'Se añadieron {count} categorías de {file}.',
    },
    fileTooLarge:
      '{file} ocupa {size} MB: un archivo de categorías puede ocupar como máximo {limit} MB. No se leyó nada, y la lista no ha cambiado.',
    tooManyLines:
      '{file} tiene {count} categorías: un archivo de categorías puede tener como máximo {max}. No se leyó nada, y la lista no ha cambiado.',
    unreadable:
      'No se pudo leer {file}. La lista no ha cambiado; revise el archivo y vuelva a elegirlo.',
    unreadableWhy:
      'No se pudo leer {file}: {why}. La lista no ha cambiado; revise el archivo y vuelva a elegirlo.',
    fileEmpty: 'Este archivo está vacío.',
    fileNotJson:
      'Este archivo no es JSON válido. Exporte una lista desde Ajustes → Categorías para ver el formato.',
    fileNoList:
      'Este JSON no tiene una lista de categorías: se esperaba {example}.',
    lineUnreadable:
      'Esta línea tiene un carácter que no se pudo leer (se muestra como �). Guarde el archivo como UTF-8 y vuelva a elegirlo.',
    atLine: 'Línea {line}: {problem}',
    atEntry: 'Entrada {entry}: {problem}',
    atPair: '{name} · {id}: {problem}',
  },
}
