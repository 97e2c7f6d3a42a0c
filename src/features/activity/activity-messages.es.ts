import type { Translation } from '../../lib/i18n/messages'
import type { activityMessages } from './activity-messages'

export const es: Translation<typeof activityMessages> = {
  namespace: 'activity',
  messages: {
    title: 'Actividad',
    intro:
      'Lo que este navegador envió que podía cambiar datos, y lo que respondió el servidor.',
    introWhy:
      'Se anota cada animal añadido, cada fila importada y cada reenvío. Muestra lo que envió este navegador, no lo que hicieron otros: la API no guarda un historial que un cliente pueda leer.',
    noKeyTitle: 'No hay clave de API',
    noKeyText:
      'Sin una clave no se puede enviar nada, así que no hay nada que mostrar. {link}.',
    enterKey: 'Introduzca la clave de API en Ajustes',
    keptDevice:
      'Se guarda en este dispositivo para {connection} con esta clave; {forgetKey} en Ajustes la borra. Se guardan como máximo las últimas {max} entradas: las más antiguas se descartan primero.',
    keptTab:
      'Se guarda solo en esta pestaña para {connection} con esta clave; {forgetKey} en Ajustes la borra. Se guardan como máximo las últimas {max} entradas: las más antiguas se descartan primero.',
    forgetKey: 'Olvidar clave',
    dropped: {
      one: 'Se descartó {count} entrada más antigua.',
      other: 'Se descartaron {count} entradas más antiguas.',
    },
    unreadable: {
      one: 'No se pudo leer {count} entrada guardada (dañada, o escrita por otra versión) y no se muestra.',
      other:
        'No se pudieron leer {count} entradas guardadas (dañadas, o escritas por otra versión) y no se muestran.',
    },
    loading: 'Cargando la actividad…',
    emptyTitle: 'Todavía no se ha enviado nada',
    emptyText:
      'Aquí aparecerán los animales añadidos o importados desde este navegador con esta conexión.',
    summary: {
      one: '{count} entrada, la más reciente primero.',
      other: '{count} entradas, las más recientes primero.',
    },
    exportCsv: 'Exportar CSV',
    tableRegion: 'Enviado desde este navegador, tabla',
    caption: 'Enviado desde este navegador',
    time: 'Hora',
    animal: 'Animal',
    category: 'Categoría',
    outcome: 'Resultado',
    unnamed: 'Sin nombre',
    waiting: 'Esperando',
    sending: 'Enviando',
    added: 'Añadido',
    refused: 'Rechazado',
    unknown: 'Desconocido',
    addedId: '{outcome} · ID {id}',
    refusedSaid: '{outcome}: {message}',
    unknownText: '{outcome}: puede que se haya añadido o no. {message}',
    waitingFor: '{outcome} a que pase el límite de solicitudes',
    waitingSaid: '{outcome}: {message}',
    waitingHeld:
      '{outcome}: retenido por el límite de solicitudes del servidor; no se procesó. {message}',
    sendingNow: '{outcome}…',
  },
}
