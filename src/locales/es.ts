import type { CompleteCatalog } from './catalog'

// Spanish, for translators: one file, every key of every feature (English is
// beside each feature, in its messages.ts). The build fails on a key missing
// here. Keep `{placeholders}` as they are; plural messages need `one` and
// `other`. What a server wrote is never translated.

export const es: CompleteCatalog = {
  'layout.skipToContent': 'Saltar al contenido',
  'layout.brand': 'Adoption Desk',
  'layout.mainNavigation': 'Principal',
  'layout.animals': 'Animales',
  'layout.activity': 'Actividad',
  'layout.settings': 'Ajustes',
  'layout.loading': 'Cargando…',
  'layout.notFoundTitle': 'Página no encontrada',
  'layout.notFoundText': 'No hay ninguna página en esta dirección.',
  'layout.toAnimals': 'Ir a la lista de animales',
  'layout.brokenTitle': 'Algo salió mal en esta página',
  'layout.brokenText':
    'No se pudo mostrar la página. No se ha perdido nada de lo que guardó.',
  'layout.reload': 'Recargar la página',

  'language.settings': 'Ajustes',
  'language.title': 'Idioma',
  'language.help':
    'El escritorio habla este idioma en este navegador, en todas las pestañas. Los archivos mantienen en inglés los nombres de columna y los estados, para que un archivo exportado en un idioma se importe en otro. Lo que escribe un servidor se muestra tal como llegó.',
  'language.label': 'Idioma',
  'language.changing': 'Cargando {name}…',
  'language.failed':
    'No se pudo cargar {name}. Compruebe su conexión e inténtelo de nuevo.',
}
