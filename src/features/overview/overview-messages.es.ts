import type { Translation } from '../../lib/i18n/messages'
import type { overviewMessages } from './overview-messages'

export const es: Translation<typeof overviewMessages> = {
  namespace: 'overview',
  messages: {
    title: 'Resumen',
    cost: 'Esta página cuesta como mucho cuatro solicitudes: 100 animales de cada estado y los 100 más recientes de todos. Las listas cargadas en los últimos 30 segundos no se vuelven a pedir.',
    refresh: 'Actualizar',
    loading: 'Cargando las cifras…',
    loadedAt: 'Cifras cargadas a las {time}.',
    refreshing: 'Cifras cargadas a las {time} · actualizando…',
    offline: 'Sin conexión: se muestran las cifras cargadas a las {time}.',
    loadFailed: 'No se pudieron cargar las cifras',
    refreshFailed: 'No se pudieron actualizar las cifras',
    byStatus: 'Por estado',
    hundredOrMore: '100 o más',
    noStatus: 'Sin estado',
    noStatusWhere: 'entre los 100 más recientes',
    notLoaded: 'sin cargar',
    byCategory: 'Por categoría',
    chartLabel:
      'Gráfico de barras de animales por categoría y estado. La tabla de abajo da sus cifras.',
    legend: 'Estado',
    tableName: 'Animales por categoría y estado',
    category: 'Categoría',
    total: 'Total',
    allCategories: 'Todas las categorías',
    barTitle: '{category}: {status} {count}',
    window:
      'La API no da totales. Las listas que trajeron 100 animales ({lists}) se cuentan solo hasta los 100 que envió el servidor.',
    allAnimals: 'todos los animales',
    since: 'Desde su última visita',
    sinceHelp:
      '«Desde su última visita» significa desde el último Marcar como visto ({time}). Hasta entonces estos cambios se mantienen, al recargar{tabs}.',
    sinceHelpTabs: ' y en otras pestañas',
    keptDevice:
      'Se guarda en este dispositivo para este servidor y esta clave; Olvidar clave en Ajustes lo borra.',
    keptTab:
      'Se guarda solo en esta pestaña, como la clave; Olvidar clave en Ajustes lo borra.',
    demoYesterday:
      'En la demostración, la primera visita se compara con un «ayer» que prepara la demostración.',
    firstLook:
      'Aún no hay nada que comparar: es la primera visita con esta conexión. El escritorio ha anotado lo que muestra esta página, y los cambios aparecerán aquí la próxima vez.',
    noKey: 'Sin clave de API no se anota nada.',
    noChanges: 'Nada ha cambiado entre los animales que tienen ambas visitas.',
    onlyBoth:
      'Solo se compara lo que tienen ambas visitas: hasta 100 animales de cada estado y los 100 más recientes de todos.',
    markAsSeen: 'Marcar como visto',
    marked:
      'Marcado como visto. Los cambios a partir de ahora aparecerán aquí.',
    newHeading: 'Nuevos',
    notSeenHeading: 'No estaban entre los vistos antes',
    notSeenWhy:
      'Una lista trajo 100 animales, así que un animal más antiguo puede haber entrado en la vista: no son necesariamente nuevos.',
    changedHeading: 'Cambió de estado',
    changedFromTo: 'de {from} a {to}',
    goneHeading: 'Ya no aparecen',
    goneWindowHeading: 'Ya no están entre los 100 que envió el servidor',
    addedHere: 'añadido aquí',
    animalId: 'ID {id}',
    waitingForAll:
      'Los cambios se muestran cuando las cuatro listas se han cargado.',
  },
}
