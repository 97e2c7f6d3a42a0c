import type { Translation } from '../../../lib/i18n/messages'
import type { resultsMessages } from './results-messages'

export const es: Translation<typeof resultsMessages> = {
  namespace: 'results',
  messages: {
    copyHeading: 'Copia de una importación de otra pestaña',
    elsewhereHeading: 'Importación en curso en otra pestaña',
    previousVersionHeading:
      'Importación en curso en una pestaña de la versión anterior',
    pausing: 'Pausando…',
    cancelling: 'Cancelando…',
    running: 'Importando…',
    paused: 'Importación en pausa',
    cancelled: 'Importación cancelada',
    done: 'Importación terminada',
    added: { one: '{count} añadida', other: '{count} añadidas' },
    refused: { one: '{count} rechazada', other: '{count} rechazadas' },
    unknown: {
      one: '{count} desconocida',
      other: '{count} desconocidas',
    },
    notSent: {
      one: '{count} no enviada',
      other: '{count} no enviadas',
    },
    skippedProblems: {
      one: '{count} omitida por problemas',
      other: '{count} omitidas por problemas',
    },
    leftOut: {
      one: '{count} dejada fuera como posible duplicado',
      other: '{count} dejadas fuera como posibles duplicados',
    },
    rowChecked: 'Fila {row}: {finding}',
    rowCheckedPlain: 'Fila {row}: revisada.',
    rowNotApplied:
      'Fila {row}: no se aplicó el resultado de revisar la lista: la importación cambió mientras tanto (aquí o en otra pestaña), o no se pudo guardar. No cambió nada; vuelva a revisar si la fila sigue como Desconocida.',
    rowCheckFailed:
      'No se pudo revisar la lista para la fila {row}: {error} No cambió nada; inténtelo de nuevo.',
    rowMarked: 'Fila {row}: marcada como Añadida con el ID {id}.',
    copyNotice:
      'Esta pestaña se copió de la pestaña que ejecuta esta importación (Duplicar pestaña la copia), y esa pestaña la ha cambiado desde entonces. Puede que esta copia no esté al día, así que desde aquí no se puede enviar ni cambiar nada: podría añadir animales dos veces. Siga la importación en la pestaña donde se ejecuta.',
    removeCopy: 'Quitar esta copia de esta pestaña',
    previousVersionNotice:
      'Una pestaña que sigue en la versión anterior del escritorio está enviando esta importación. Lo que se muestra aquí es una copia hecha al abrir esta página. Las filas que envíe desde entonces aparecen como Desconocidas, y desde aquí no se puede enviar ni cambiar nada. Siga la importación en esa pestaña; cuando se cierre, recargue esta página para ver cómo terminó.',
    elsewhereNotice:
      'Otra pestaña está enviando esta importación. Su progreso se muestra aquí a medida que avanza; páusela o cancélela en esa pestaña. Solo se ejecuta una importación por conexión a la vez.',
    interrupted:
      'La importación se detuvo al cerrarse la página. Las filas que se estaban enviando quedan como Desconocidas; el resto espera a Reanudar.',
    keyRefused:
      'Clave de API rechazada: corríjala en Ajustes y pulse Reanudar. No se perdió nada.',
    storage:
      'Este navegador no tiene espacio para registrar la importación; libere espacio o exporte los resultados, y pulse Reanudar',
    connectionChanged:
      'La conexión cambió en Ajustes. Vuelva a la conexión con la que empezó esta importación y pulse Reanudar.',
    openSettings: 'Abrir Ajustes',
    progress: 'Progreso de la importación',
    progressText: '{finished} de {total}',
    timeLeft: 'quedan {duration}',
    pause: 'Pausar',
    resume: 'Reanudar',
    cancel: 'Cancelar',
    download: 'Descargar resultados',
    startAnother: 'Empezar otra importación',
    outcomeSkipped: 'Omitida',
    outcomePending: 'En espera',
    outcomeSending: 'Enviando',
    outcomeAdded: 'Añadida',
    outcomeRefused: 'Rechazada',
    outcomeUnknown: 'Desconocida',
    outcomeNotSent: 'No enviada',
    outcomeResend: 'Reenviando',
    outcomeLeftOut: 'Dejada fuera',
    id: 'ID {id}',
    seeInActivity: 'Verla en Actividad',
    activityRow: '(fila {row})',
    unknownHelp:
      'Puede que se haya añadido: use Revisar la lista antes de volver a enviarla. Puede que la conexión se cortara después de que el servidor la guardara, y el propio navegador puede haber enviado la solicitud dos veces por una conexión reutilizada.',
    unknownError: '{error} {help}',
    unknownClosed: 'La página se cerró mientras se enviaba esta fila. {help}',
    unknownNotResent:
      'No se volvió a enviar: la solicitud no se procesó. {help}',
    marked:
      'Marcada como Añadida por usted, con el ID {id}: encontrada con este nombre y categoría.',
    serverSaid: 'El servidor dijo: {message}',
    needsYou: 'Desconocidas o rechazadas',
    needsYouNone: 'Ahora no hay ninguna desconocida ni rechazada.',
    column: 'Resultado',
    checkList: 'Revisar la lista',
    markAdded: 'Marcar la fila {row} como Añadida',
    sendRowAgain: 'Enviar de nuevo la fila {row}…',
    resendTitle: '¿Enviar de nuevo la fila {row}?',
    sendAgain: 'Enviar de nuevo',
    dontSend: 'No enviar',
    resendText:
      'Puede que {name} ya se haya añadido: su solicitud llegó al servidor, que nunca dijo si lo guardó. Enviarla de nuevo puede crear un duplicado. Si puede, revise antes la lista de Animales.',
    thisAnimal: 'este animal',
    resendFound:
      'Revisar la lista encontró un animal con este nombre y categoría, ID {id}, que puede ser uno anterior o el de esta fila.',
    newKeyTitle: '¿Continuar esta importación con la clave nueva?',
    newKeyText:
      'Una importación a este servidor quedó en pausa con la clave anterior. Las filas que faltan se enviarán con la clave que acaba de guardar, y la importación sigue en pausa hasta que la reanude. Todavía no se ha enviado ninguna fila con la clave nueva.',
    continueNewKey: 'Continuar con la clave nueva',
    declineNewKey: 'No continuarla',
  },
}
