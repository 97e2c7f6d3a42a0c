import type { CompleteCatalog } from './catalog'

// Spanish, for translators: one file, every key of every feature (English is
// beside each feature, in its messages.ts). The build fails on a key missing
// here. Keep `{placeholders}` as they are; plural messages need `one` and
// `other`. What a server wrote is never translated.

export const es: CompleteCatalog = {
  'layout.skipToContent': 'Saltar al contenido',
  'layout.brand': 'Adoption Desk',
  'layout.mainNavigation': 'Principal',
  'layout.overview': 'Resumen',
  'layout.animals': 'Animales',
  'layout.activity': 'Actividad',
  'layout.settings': 'Ajustes',
  'layout.loading': 'Cargando…',
  'demoBanner.sampleData': 'Está explorando datos de ejemplo.',
  'demoBanner.sampleDataText':
    'Nada de aquí llega a los registros de un refugio real.',
  'demoBanner.connectApi': 'Conecte su API',
  'demoBanner.dismiss': 'Descartar',
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

  'components.pageTitle': '{page} · Adoption Desk',
  'components.environment': 'Entorno: ',
  'components.demo': 'Demo',
  'components.production': 'Producción',
  'components.staging': 'Pruebas',
  'components.custom': 'Personalizado',
  'components.available': 'Disponible',
  'components.pending': 'Pendiente',
  'components.sold': 'Adoptado',
  'components.why': '¿Por qué?',
  'components.unset': 'Sin indicar',
  'components.error': 'Error: ',
  'components.problem': 'Hay un problema',
  'components.keyRefused': 'El servidor rechazó la clave de API.',
  'components.keyRefusedSaid':
    'El servidor rechazó la clave de API y dijo: “{message}”',
  'components.unexpected': 'Ocurrió un error inesperado.',
  'components.serverSaid': 'El servidor dijo: “{message}”',
  'components.checkKey': 'Revise la clave de API en Ajustes',
  'components.retry': 'Reintentar',
  'components.unnamed': 'Sin nombre (ID {id})',
  'components.retryWaiting': 'Reintentar (esperando el límite de solicitudes)',

  'settingsTabs.sections': 'Secciones de Ajustes',
  'settingsTabs.connection': 'Conexión',
  'settingsTabs.categories': 'Categorías',
  'settingsTabs.domains': 'Dominios propios',
  'settingsTabs.language': 'Idioma',
  'settingsTabs.demoTools': 'Herramientas de demostración',
  'settingsTabs.appearance': 'Apariencia',

  'wait.heldBeyond':
    'Se alcanzó el límite de solicitudes por más de un día: el servidor pidió esperar hasta {date}. La aplicación ya esperó un día y no envía nada por sí sola; pulse Reintentar ahora cuando quiera volver a intentarlo.',
  'wait.beyond':
    'Se alcanzó el límite de solicitudes por más de un día: el servidor dice que los envíos se reanudan el {date}. No se envía nada por sí solo; pulse Reintentar después de esa fecha.',
  'wait.dailyToday':
    'Se alcanzó el límite diario: los envíos se reanudan a las {time}.',
  'wait.dailyTomorrow':
    'Se alcanzó el límite diario: los envíos se reanudan mañana a las {time}.',
  'wait.noneLeft':
    'No quedan solicitudes en este periodo: la siguiente sale en {seconds} s.',
  'wait.limited':
    'Se alcanzó el límite de solicitudes: se reintenta en {seconds} s.',
  'wait.dateTime': '{date}, {time}',
  'wait.over':
    'Terminó la espera por el límite de solicitudes; se vuelve a enviar.',
  'wait.released':
    'Se anuló la espera por el límite de solicitudes. No se envió nada: pulse Reintentar, o Reanudar en una importación, para volver a enviar.',
  'wait.whyNoneLeft':
    'El servidor indicó que las solicitudes de este minuto se agotaron; todas las pestañas esperan a que se renueven en lugar de ser rechazadas, para no poner en riesgo su clave.',
  'wait.whyAsked':
    'El servidor pidió a la aplicación que espere; ninguna pestaña envía nada hasta entonces, para no poner en riesgo su clave.',
  'wait.progress': 'Tiempo esperado por el límite de solicitudes',
  'wait.retryNow': 'Reintentar ahora',

  'quota.unknown': 'Límite de solicitudes: desconocido',
  'quota.todayUsed': '⚠ Hoy: {count} de {limit} solicitudes usadas',
  'quota.todayReached':
    '⚠ Hoy: {count} de {limit} solicitudes usadas (límite diario alcanzado)',
  'quota.reachedSpoken':
    'Se alcanzó el límite diario: se usaron las {limit} solicitudes de hoy.',
  'quota.nearlySpoken':
    'Aviso: se usó al menos el {share} % de las {limit} solicitudes de hoy.',
  'quota.queued': {
    one: '{count} solicitud en cola para no superar el límite de su plan',
    other: '{count} solicitudes en cola para no superar el límite de su plan',
  },
  'quota.updatedMinutes': 'Actualizado hace {minutes} min',
  'quota.updatedHours': 'Actualizado hace {hours} h',
  'quota.requestsLeft': 'Solicitudes restantes',
  'quota.meterValue': '{left} de {limit}',
  'quota.left': 'Quedan {left} de {limit} solicitudes este minuto',
  'quota.resetsIn': 'se renueva en {wait}',
  'quota.hasReset': 'el periodo se renovó',

  'activity.title': 'Actividad',
  'activity.intro':
    'Lo que este navegador envió que podía cambiar datos, y lo que respondió el servidor.',
  'activity.introWhy':
    'Se anota cada animal añadido, cada fila importada y cada reenvío. Muestra lo que envió este navegador, no lo que hicieron otros: la API no guarda un historial que un cliente pueda leer.',
  'activity.noKeyTitle': 'No hay clave de API',
  'activity.noKeyText':
    'Sin una clave no se puede enviar nada, así que no hay nada que mostrar. {link}.',
  'activity.enterKey': 'Introduzca la clave de API en Ajustes',
  'activity.keptDevice':
    'Se guarda en este dispositivo para {connection} con esta clave; {forgetKey} en Ajustes la borra. Se guardan como máximo las últimas {max} entradas: las más antiguas se descartan primero.',
  'activity.keptTab':
    'Se guarda solo en esta pestaña para {connection} con esta clave; {forgetKey} en Ajustes la borra. Se guardan como máximo las últimas {max} entradas: las más antiguas se descartan primero.',
  'activity.forgetKey': 'Olvidar clave',
  'activity.dropped': {
    one: 'Se descartó {count} entrada más antigua.',
    other: 'Se descartaron {count} entradas más antiguas.',
  },
  'activity.unreadable': {
    one: 'No se pudo leer {count} entrada guardada (dañada, o escrita por otra versión) y no se muestra.',
    other:
      'No se pudieron leer {count} entradas guardadas (dañadas, o escritas por otra versión) y no se muestran.',
  },
  'activity.loading': 'Cargando la actividad…',
  'activity.emptyTitle': 'Todavía no se ha enviado nada',
  'activity.emptyText':
    'Aquí aparecerán los animales añadidos o importados desde este navegador con esta conexión.',
  'activity.summary': {
    one: '{count} entrada, la más reciente primero.',
    other: '{count} entradas, las más recientes primero.',
  },
  'activity.exportCsv': 'Exportar CSV',
  'activity.tableRegion': 'Enviado desde este navegador, tabla',
  'activity.caption': 'Enviado desde este navegador',
  'activity.time': 'Hora',
  'activity.animal': 'Animal',
  'activity.category': 'Categoría',
  'activity.outcome': 'Resultado',
  'activity.unnamed': 'Sin nombre',
  'activity.waiting': 'Esperando',
  'activity.sending': 'Enviando',
  'activity.added': 'Añadido',
  'activity.refused': 'Rechazado',
  'activity.unknown': 'Desconocido',
  'activity.addedId': '{outcome} · ID {id}',
  'activity.refusedSaid': '{outcome}: {message}',
  'activity.unknownText':
    '{outcome}: puede que se haya añadido o no. {message}',
  'activity.waitingFor': '{outcome} a que pase el límite de solicitudes',
  'activity.waitingSaid': '{outcome}: {message}',
  'activity.waitingHeld':
    '{outcome}: retenido por el límite de solicitudes del servidor; no se procesó. {message}',
  'activity.sendingNow': '{outcome}…',

  'settings.title': 'Ajustes',
  'settings.connection': 'Conexión',
  'settings.connectionIntro':
    'Elija con qué API trabaja Adoption Desk. El modo de demostración no necesita clave y funciona sin conexión con animales de ejemplo guardados en este navegador.',

  'connection.environment': 'Entorno',
  'connection.optionDemo': 'Demostración (sin conexión)',
  'connection.optionProduction': 'Producción',
  'connection.optionStaging': 'Pruebas',
  'connection.optionCustom': 'Personalizado',
  'connection.demoHint':
    'Datos de ejemplo en este navegador; no hace falta clave ni red.',
  'connection.requestsGoTo': 'Las solicitudes van a {url}',
  'connection.requestsGoBelow':
    'Las solicitudes van a la URL base que se indica abajo.',
  'connection.notConfigured': 'No está configurado en esta versión.',
  'connection.baseUrl': 'URL base de la API',
  'connection.baseUrlHint':
    'Incluya el segmento de la versión, p. ej. /v1. También sirven servidores locales como http://localhost:4010/v1.',
  'connection.blockedByPolicy':
    'La política de seguridad de esta versión no permite {origin}, así que el navegador bloqueará las solicitudes a esa dirección. Quien despliega Adoption Desk puede permitirla (CSP_CONNECT_SRC, consulte el README).',
  'connection.urlExample': 'https://api.example.com/v1',
  'connection.apiKey': 'Clave de API',
  'connection.savedKey': 'Clave guardada: {key} {forget}',
  'connection.savedKeyElsewhere':
    'Clave guardada: {key} es para {address}, otra dirección, así que no se envía aquí. {forget}',
  'connection.forgetKey': 'Olvidar clave',
  'connection.keyHint':
    'Se envía solo en la cabecera Authorization, nunca en un enlace.',
  'connection.keepSavedKey': 'Déjelo vacío para conservar la clave guardada',
  'connection.savedKeyOther': 'La clave guardada es para otra dirección',
  'connection.showKey': 'Mostrar clave',
  'connection.remember': 'Recordar en este dispositivo',
  'connection.rememberHint':
    'Desactivado: la clave se olvida al cerrar esta pestaña. Activado: se queda en este navegador hasta que la olvide; úselo solo en un dispositivo que sea suyo.',
  'connection.save': 'Guardar',
  'connection.testing': 'Probando…',
  'connection.test': 'Probar conexión',
  'connection.savedChanged':
    'Guardado. Ahora se usa {label}; se borraron los animales cargados desde la conexión anterior.',
  'connection.savedSame': 'Guardado. Se sigue usando {label}.',
  'connection.keyForgotten':
    'La clave de API guardada se eliminó de este navegador.',
  'connection.problemEmpty':
    'Introduzca la URL base de la API, por ejemplo https://api.example.com/v1',
  'connection.problemNotUrl':
    'Introduzca una URL completa que empiece por https:// o http://',
  'connection.problemProtocol':
    'La URL base de la API debe empezar por https:// o http://',
  'connection.problemCredentials':
    'No ponga credenciales en la URL; la clave de API va en su propio campo',
  'connection.problemQuery': 'La URL base de la API no puede contener ? ni #',
  'connection.noBuildUrl':
    'Esta versión no tiene configurada la URL de la API de {environment}. Elija Personalizado e introduzca la URL, o pida a quien despliega Adoption Desk que la configure.',
  'connection.enterKey': 'Introduzca la clave de API de este entorno',
  'connection.keySpaces':
    'Una clave de API no tiene espacios; revise lo que pegó',
  'connection.connected': 'Conectado a {host}. {limit}',
  'connection.rateLimit':
    'Límite de solicitudes: {limit} solicitudes (quedan {remaining} en este periodo).',
  'connection.noRateLimit':
    'El navegador no puede leer su límite de solicitudes.',
  'connection.keyRefused': 'Clave rechazada: {message}',
  'connection.unreachable':
    'No se puede acceder al servidor o CORS lo bloquea. {message}',
  'connection.rateLimited':
    'Límite de solicitudes alcanzado: {message} La aplicación espera antes de volver a enviar.',
  'connection.failed': 'La prueba falló: {message}',
  'connection.unexpected': 'Ocurrió un error inesperado.',
  'connection.hiddenTitle':
    'Esta API oculta cabeceras que la aplicación necesita:',
  'connection.hiddenText':
    '{headers}. Sin ellas la aplicación no puede saber cuánto le pide esperar el servidor después de un 429, ni cuántas solicitudes quedan, así que espera más de lo que quizá haga falta (al menos 5 s, y luego el doble) para proteger la clave.',
  'connection.askOperator':
    'Pida a quien opera la API que añada esta cabecera a sus respuestas:',
  'connection.copied': 'Copiada',
  'connection.copyLine': 'Copiar línea',

  'plan.title': 'Plan y límites de solicitudes',
  'plan.intro':
    'Adoption Desk espacia sus solicitudes para no superar el límite por minuto de su plan, y avisa cuando las solicitudes de hoy se acercan al límite diario. Elija el plan de su clave de API: los cambios se guardan en cuanto los hace.',
  'plan.plan': 'Plan',
  'plan.free': 'Free',
  'plan.pro': 'Pro',
  'plan.business': 'Business',
  'plan.enterprise': 'Enterprise',
  'plan.limits':
    '{perMinute} solicitudes por minuto, {perDay} solicitudes por día',
  'plan.freeMeanwhile':
    'Límites acordados con usted; introdúzcalos abajo. Mientras tanto, se aplican los de Free: {limits}.',
  'plan.agreed': 'Acordado: {limits}',
  'plan.saved': 'Guardado: {plan}, {limits}.',
  'plan.savedFreeMeanwhile':
    'Guardado: {plan}, {limits}. Se aplican los límites de Free hasta que se introduzcan los dos números acordados.',
  'plan.agreedLegend': 'Límites acordados de Enterprise',
  'plan.agreedHint':
    'Números enteros de su acuerdo. Cada uno se guarda al pulsar Intro o al salir de su campo.',
  'plan.perMinute': 'Solicitudes por minuto (acordadas)',
  'plan.perDay': 'Solicitudes por día (acordadas)',
  'plan.enterPerMinute':
    'Introduzca las solicitudes por minuto acordadas para su plan',
  'plan.enterPerDay':
    'Introduzca las solicitudes por día acordadas para su plan',
  'plan.empty': 'Introduzca un número de solicitudes',
  'plan.tooSmall': 'Introduzca al menos 1 solicitud',
  'plan.notWhole':
    'Introduzca un número entero de solicitudes, por ejemplo 2000',
  'plan.tooLarge': 'Ese número es demasiado grande; revise lo que escribió',
  'plan.today': 'Hoy:',
  'plan.serverUsage': {
    one: '{used} de {limit} solicitudes usadas, según el servidor para esta clave (todos los navegadores y dispositivos); se envió {count} solicitud desde este navegador.',
    other:
      '{used} de {limit} solicitudes usadas, según el servidor para esta clave (todos los navegadores y dispositivos); se enviaron {count} solicitudes desde este navegador.',
  },
  'plan.localUsage': {
    one: '{count} solicitud de {limit} enviada desde este navegador.',
    other: '{count} solicitudes de {limit} enviadas desde este navegador.',
  },
  'plan.reached': 'Se alcanzó el límite diario.',
  'plan.nearly': 'Casi se alcanza el límite diario.',
  'plan.demoNotCounted':
    'Las solicitudes del modo de demostración no cuentan: se quedan en este navegador.',

  'update.region': 'Nueva versión',
  'update.ready': 'Hay una nueva versión lista',
  'update.outdated':
    'Una versión más nueva del escritorio, abierta en otra pestaña, cambió dónde guarda su trabajo. Recargue esta página para seguir guardando.',
  'update.reload': 'Recargar',
  'update.wouldInterrupt': 'Recargar ahora interrumpiría {work}.',
  'update.reloadAnyway': 'Recargar de todos modos',
  'update.notNow': 'Ahora no',

  'categories.settings': 'Ajustes',
  'categories.title': 'Categorías',
  'categories.intro':
    'La API solo conoce las categorías por número. Póngales nombre aquí y la lista, las páginas de los animales y las importaciones mostrarán «Perros · 1»; el formulario para añadir y las importaciones aceptan el nombre. Se guarda en este navegador para {connection} y lo comparten sus pestañas.',
  'categories.none':
    'Todavía no hay categorías con nombre: los ID se muestran como números.',
  'categories.demoDefaults':
    'Estos son los nombres de ejemplo de la demostración para sus animales; si añade o quita uno, la lista pasa a ser suya.',
  'categories.buildDefaults':
    'Estos son los valores predeterminados de esta versión; si añade o quita uno, la lista pasa a ser suya.',
  'categories.removed': 'Se quitó {category}.',
  'categories.added': 'Se añadió {name} · {id}.',
  'categories.categoryId': 'ID de la categoría',
  'categories.categoryName': 'Nombre de la categoría',
  'categories.add': 'Añadir categoría',
  'categories.tableName': 'Categorías con nombre',
  'categories.id': 'ID',
  'categories.name': 'Nombre',
  'categories.actions': 'Acciones',
  'categories.remove': 'Quitar',
  'categories.share': 'Compartir la lista',
  'categories.shareIntro':
    'Exporte la lista como archivo e impórtela en otro navegador, para que una persona pueda preparar los nombres para todo el equipo.',
  'categories.exportJson': 'Exportar JSON',
  'categories.exportCsv': 'Exportar CSV',
  'categories.importFile': 'Importar un archivo de categorías',
  'categories.importHint':
    'JSON tal como se exporta aquí, o CSV con las columnas id y name. No cambia nada hasta que elija cómo usarlo.',
  'categories.preview': {
    one: '{file}: {count} categoría para usar.',
    other: '{file}: {count} categorías para usar.',
  },
  'categories.previewLeftOut': {
    one: '{file}: {categories}, {count} línea omitida.',
    other: '{file}: {categories}, {count} líneas omitidas.',
  },
  'categories.toUse': {
    one: '{count} categoría para usar',
    other: '{count} categorías para usar',
  },
  'categories.addToList': 'Añadir a la lista',
  'categories.replaceList': 'Reemplazar la lista',
  'categories.replaced': {
    one: 'La lista es ahora la {count} categoría de {file}.',
    other: 'La lista son ahora las {count} categorías de {file}.',
  },
  'categories.addedFrom': {
    one: 'Se añadió {count} categoría de {file}.',
    other: 'Se añadieron {count} categorías de {file}.',
  },
  'pager.previousPage': 'Página anterior',
  'pager.page': 'Página',
  'pager.ofPages': 'de {pages}',
  'pager.pageRange': '(filas {first}–{last} de {total})',
  'pager.nextPage': 'Página siguiente',

  'categories.fileTooLarge':
    '{file} ocupa {size} MB: un archivo de categorías puede ocupar como máximo {limit} MB. No se leyó nada, y la lista no ha cambiado.',
  'categories.tooManyLines':
    '{file} tiene {count} categorías: un archivo de categorías puede tener como máximo {max}. No se leyó nada, y la lista no ha cambiado.',
  'categories.unreadable':
    'No se pudo leer {file}. La lista no ha cambiado; revise el archivo y vuelva a elegirlo.',
  'categories.unreadableWhy':
    'No se pudo leer {file}: {why}. La lista no ha cambiado; revise el archivo y vuelva a elegirlo.',

  'appearance.settings': 'Ajustes',
  'appearance.title': 'Apariencia',
  'appearance.theme': 'Tema',
  'appearance.hint':
    'Sistema sigue el ajuste claro u oscuro de este dispositivo. Se guarda en este navegador.',
  'appearance.system': 'Sistema',
  'appearance.light': 'Claro',
  'appearance.dark': 'Oscuro',

  'demo.settings': 'Ajustes',
  'demo.pageTitle': 'Herramientas de demostración · Ajustes',
  'demo.notDemo':
    'Las herramientas de demostración solo funcionan en modo de demostración. {link} para elegirlo.',
  'demo.toConnection': 'Vaya a Conexión',
  'demo.faultsTitle': 'Interruptores de fallos de demostración',
  'demo.faultsIntro':
    'Haga que la API de demostración falle para ver cómo responde Adoption Desk. Solo afecta al modo de demostración, y todos los interruptores vuelven a apagarse al recargar la página.',
  'demo.faultsFailed':
    'No se pudieron cargar los interruptores de fallos: {message}',
  'demo.faultsLoading': 'Cargando los interruptores de fallos…',
  'demo.dataTitle': 'Datos de demostración',
  'demo.dataIntro':
    'Los animales que añada en modo de demostración se guardan solo en este navegador. Al restablecer vuelven los animales de ejemplo originales y se borran el registro de Actividad y la importación de la demostración.',
  'demo.resetData': 'Restablecer datos de demostración',
  'demo.stillLoading':
    'Los datos de demostración aún se están cargando; inténtelo de nuevo en un momento.',
  'demo.resetDone': {
    one: 'Datos de demostración restablecidos: ha vuelto {count} animal de ejemplo, los animales añadidos en la demostración ya no están, y se borraron el registro de Actividad y cualquier importación de demostración.',
    other:
      'Datos de demostración restablecidos: han vuelto {count} animales de ejemplo, los animales añadidos en la demostración ya no están, y se borraron el registro de Actividad y cualquier importación de demostración.',
  },
  'demo.resetNotCleared': {
    one: 'Datos de demostración restablecidos: ha vuelto {count} animal de ejemplo y los animales añadidos en la demostración ya no están, pero no se pudieron borrar el registro de Actividad ni la importación ({error}); inténtelo de nuevo.',
    other:
      'Datos de demostración restablecidos: han vuelto {count} animales de ejemplo y los animales añadidos en la demostración ya no están, pero no se pudieron borrar el registro de Actividad ni la importación ({error}); inténtelo de nuevo.',
  },
  'demo.requestsTitle': 'Solicitudes de demostración',
  'demo.requestsIntro':
    'El modo de demostración responde dentro de esta página, así que las herramientas de desarrollo del navegador no muestran sus solicitudes. Aquí están las últimas 50 que envió esta pestaña, de la más reciente a la más antigua.',
  'demo.requestsNone':
    'Aún no hay solicitudes de demostración en esta pestaña.',
  'demo.requestsRegion': 'Tabla de solicitudes de demostración',
  'demo.method': 'Método',
  'demo.path': 'Ruta',
  'demo.status': 'Estado',
  'demo.time': 'Hora',
  'demo.took': 'Duración',
  'demo.waiting': 'Esperando…',
  'demo.noHandler': 'Sin respuesta: ningún controlador',
  'demo.dropped': 'Sin respuesta: se cortó la conexión',
  'demo.abandoned': 'Sin respuesta: se agotó el tiempo o se canceló',
  'demo.milliseconds': '{ms} ms',
  'demo.seconds': '{seconds} s',
  'demo.rateLimit': 'Límite de solicitudes',
  'demo.rateLimitLabel': 'La próxima solicitud responde 429 Too Many Requests',
  'demo.rateLimitHint':
    'Solo una solicitud: la próxima se rechaza con 429 y el interruptor se apaga solo una vez usado. La aplicación espera lo que indique Retry-After y vuelve a enviar.',
  'demo.rateLimitName': '429 Too Many Requests',
  'demo.inSeconds': 'En segundos',
  'demo.httpDate': 'Como fecha HTTP',
  'demo.missing': 'Ausente',
  'demo.secondsLabel': 'Segundos',
  'demo.secondsHintNone':
    'La respuesta no lleva encabezado Retry-After, así que la aplicación espera por su cuenta.',
  'demo.secondsHintDate':
    'Retry-After es una fecha esta cantidad de segundos después de la respuesta.',
  'demo.secondsHint': 'Retry-After es esta cantidad de segundos.',
  'demo.retrySecondsProblem': 'Escriba segundos enteros de {min} a {max}.',
  'demo.retrySecondsFirst':
    'Primero escriba segundos enteros de {min} a {max} para Retry-After.',
  'demo.networkSpeed': 'Velocidad de la red',
  'demo.slowLabel': 'Red lenta',
  'demo.slowHint':
    'Cada solicitud espera antes de recibir respuesta, hasta que usted lo apague.',
  'demo.delayLabel': 'Retraso (segundos)',
  'demo.delayHint':
    'Las solicitudes se abandonan a los {seconds} segundos, así que un retraso mayor muestra el tiempo de espera agotado.',
  'demo.delayProblem': 'Escriba un retraso de {min} a {max} segundos.',
  'demo.delayFirst': 'Primero escriba un retraso de {min} a {max} segundos.',
  'demo.failingAnswers': 'Respuestas con fallo',
  'demo.failingHint':
    'Si hay varias activadas, cada solicitud recibe solo una; las demás esperan a las solicitudes siguientes.',
  'demo.appliesTo': 'Se aplica a',
  'demo.appliesNext': 'Solo la próxima solicitud',
  'demo.appliesEvery': 'Todas las solicitudes hasta apagarlo',
  'demo.serverError': 'Error del servidor 500',
  'demo.serverErrorHint':
    'Responde 500 Internal Server Error con el cuerpo de error habitual de la API.',
  'demo.badGateway': 'Página de error del proxy 502',
  'demo.badGatewayHint':
    'Responde 502 con una página HTML en lugar de JSON, como lo haría un proxy delante de la API.',
  'demo.malformedJson': 'JSON mal formado',
  'demo.malformedJsonHint':
    'Responde 200 con un JSON cortado a la mitad, de modo que el cuerpo no se puede leer.',
  'demo.cutAfterStore': 'Conexión cortada tras guardar',
  'demo.cutAfterStoreHint':
    'Hace lo que se pidió (añade el animal) y corta la conexión antes de responder, así que la aplicación no puede saber si funcionó.',
  'demo.unauthorized': 'Clave rechazada 401',
  'demo.unauthorizedHint':
    'Responde 401 Invalid API key, como si la clave se hubiera revocado.',
  'demo.allOffButton': 'Apagar todos los fallos',
  'demo.armedNext': 'Activado: esperando la próxima solicitud.',
  'demo.armedEvery': 'Activado para todas las solicitudes hasta apagarlo.',
  'demo.turnedOff': '{name}: apagado.',
  'demo.allOff': 'Todos los interruptores de fallos están apagados.',
  'demo.armed429Seconds': {
    one: '429 activado: la próxima solicitud recibe 429 Too Many Requests con Retry-After: {count} ({count} segundo) y luego el interruptor se apaga solo.',
    other:
      '429 activado: la próxima solicitud recibe 429 Too Many Requests con Retry-After: {count} ({count} segundos) y luego el interruptor se apaga solo.',
  },
  'demo.armed429Date': {
    one: '429 activado: la próxima solicitud recibe 429 Too Many Requests con Retry-After como fecha HTTP {count} segundo más tarde y luego el interruptor se apaga solo.',
    other:
      '429 activado: la próxima solicitud recibe 429 Too Many Requests con Retry-After como fecha HTTP {count} segundos más tarde y luego el interruptor se apaga solo.',
  },
  'demo.armed429None':
    '429 activado: la próxima solicitud recibe 429 Too Many Requests sin encabezado Retry-After y luego el interruptor se apaga solo.',
  'demo.slowOn': {
    one: 'Red lenta activada: cada solicitud espera {count} segundo hasta que usted la apague.',
    other:
      'Red lenta activada: cada solicitud espera {count} segundos hasta que usted la apague.',
  },
  'demo.answerArmedNext':
    '{name} activado: la próxima solicitud lo recibe y luego el interruptor se apaga solo.',
  'demo.answerOnEvery':
    '{name} activado: todas las solicitudes lo reciben hasta que usted lo apague.',
  'demo.nowApplyNext':
    'Las respuestas con fallo se aplican ahora solo a la próxima solicitud.',
  'demo.nowApplyEvery':
    'Las respuestas con fallo se aplican ahora a todas las solicitudes hasta apagarlas.',
  'demo.usedUp': {
    one: 'Usado: {names} respondió a una solicitud y ya está apagado.',
    other: 'Usados: {names} respondieron a solicitudes y ya están apagados.',
  },

  'dns.checkDns': 'Comprobar DNS',
  'dns.cancel': 'Cancelar',
  'dns.checking': 'Comprobando el DNS de {domain}…',
  'dns.cancelled': 'Se canceló la comprobación de DNS de {domain}.',
  'dns.noProblems': 'DNS de {domain} comprobado: no se encontraron problemas.',
  'dns.problems': {
    one: 'DNS de {domain} comprobado: se encontró {count} problema.',
    other: 'DNS de {domain} comprobado: se encontraron {count} problemas.',
  },
  'dns.asks':
    'Pide al resolvedor DNS sobre HTTPS ({resolver}) los registros CNAME, A, AAAA y CAA de {domain}, tal como los ve internet ahora.',
  'dns.toneOk': 'Correcto',
  'dns.toneBad': 'Problema',
  'dns.toneUnsure': 'Incierto',
  'dns.tone': '{tone}: ',
  'dns.checkedWith':
    'Comprobado {ago} con {resolver}. Los resolvedores pueden conservar una respuesta antigua durante el tiempo que indique su TTL.',
  'dns.changedSince':
    'El valor CNAME ha cambiado desde esta comprobación (se comparó con {host}): vuelva a comprobar.',
  'dns.changedSinceNone':
    'El valor CNAME ha cambiado desde esta comprobación (no había ninguno con qué compararlo): vuelva a comprobar.',
  'dns.autoRecheck':
    'Mientras esta página esté abierta, se vuelve a comprobar sola hasta que el registro coincida: a los 5 minutos y luego cada 30 minutos, como mucho {max} veces ({questions} preguntas DNS como mucho cada vez).',
  'dns.authorityChanged':
    'La autoridad de certificación ha cambiado desde esta comprobación: vuelva a comprobar.',
  'dns.cnameMatching': 'CNAME encontrado y coincidente',
  'dns.cnameMatchingDetail':
    '{name} apunta a {target}, exactamente el host de la plataforma.',
  'dns.aliasInPlace': 'ALIAS o ANAME configurado',
  'dns.aliasInPlaceDetail':
    '{name} responde con las direcciones propias del host de la plataforma ({addresses}), como lo hace un registro ALIAS o ANAME para {target}.',
  'dns.recordMissing': 'Falta el registro',
  'dns.aliasOrAname': 'ALIAS o ANAME',
  'dns.missingNxdomain':
    '{name} aún no existe en el DNS. Añada el registro {recordType} de la tabla. Si lo añadió hace poco, espere: la propagación puede tardar hasta {hours} horas.',
  'dns.missingNone':
    '{name} aún no tiene registro CNAME, A ni AAAA. Añada el registro {recordType} de la tabla. Si lo añadió hace poco, espere: la propagación puede tardar hasta {hours} horas.',
  'dns.elsewhere': 'El CNAME apunta a otro sitio',
  'dns.thePlatformHost': 'el host de la plataforma',
  'dns.elsewhereAppended':
    '{name} apunta a {target}: su proveedor de DNS añadió «{zone}» al final del valor. El valor debe ser exactamente {host}: escríbalo con un punto final ({host}.) o como indique la ayuda de su proveedor.',
  'dns.elsewhereDetail':
    '{name} apunta a {target}, no a {host}. Cambie el valor del registro a exactamente {host}, o la verificación fallará.',
  'dns.apexCname': 'Un CNAME en el dominio raíz',
  'dns.apexCnameDetail':
    '{name} tiene un registro CNAME (a {target}). Un CNAME no puede estar en un dominio raíz junto a sus registros SOA y NS, y allí rompe el correo. Sustitúyalo por un registro ALIAS o ANAME con el valor {host}.',
  'dns.noDomain': 'El dominio no existe en el DNS',
  'dns.noDomainDetail':
    '{name} no existe en el DNS (NXDOMAIN), y ningún registro puede arreglarlo. Compruebe que está bien escrito, que está registrado y que el registrador lo delega en los servidores de nombres de su proveedor de DNS.',
  'dns.otherRecords': 'Otros registros en el nombre',
  'dns.otherRecordsDetail':
    '{name} ya tiene otros registros ({types}): un CNAME no puede estar junto a ellos, y su proveedor de DNS lo rechazará. Eliminarlos puede romper el correo u otros servicios: trasládelos o use otro nombre.',
  'dns.inTheWay': 'Direcciones que estorban al CNAME',
  'dns.inTheWayDetail':
    '{name} responde con direcciones propias ({addresses}), no a través de un CNAME, y no son las del host de la plataforma. Si su proveedor de DNS hace de proxy para este nombre (el proxy de una CDN activado), desactívelo para {label}. Si no, elimine los registros A, AAAA y cualquier otro de {label} y luego añada el CNAME.',
  'dns.cachedFor':
    'Las cachés pueden conservar las direcciones antiguas hasta {ttl} segundos (su TTL) después del cambio.',
  'dns.wildcard': 'Solo responde un registro comodín',
  'dns.wildcardDetail':
    '{name} no tiene registros propios: sus direcciones ({addresses}) vienen de un registro comodín (*) superior. No hay nada que eliminar: añada el CNAME de {label}, que tiene prioridad sobre el comodín.',
  'dns.flattened': 'Su proveedor de DNS oculta el CNAME',
  'dns.flattenedDetail':
    '{name} responde con las direcciones propias del host de la plataforma ({addresses}), pero no se ve ningún CNAME: su proveedor de DNS lo aplana o hace de proxy. La verificación busca el CNAME en sí: desactive el proxy o el aplanamiento para {label}.',
  'dns.cannotCompare': 'No se puede comparar el registro',
  'dns.cannotCompareDetail':
    '{name} apunta a {found}, pero no había ningún valor CNAME configurado al comprobarlo, así que no había con qué compararlo. Escriba el valor que muestra el panel de la plataforma en Valor del registro y vuelva a comprobar.',
  'dns.cannotConfirmAlias': 'No se puede confirmar el ALIAS o ANAME',
  'dns.cannotConfirmAliasDetail':
    '{name} responde con {addresses}, pero el resolvedor no encontró direcciones del host de la plataforma {host} con las que compararlas.',
  'dns.aliasUnsureDetail':
    '{name} responde con {addresses}; el host de la plataforma responde ahora con {platformAddresses}. Una plataforma tras una CDN responde con direcciones que rotan o cambian por región, así que puede estar bien. Compruébelo en su proveedor de DNS: @ debe tener un registro ALIAS o ANAME con el valor {host} y ningún registro A ni AAAA. Si @ tiene los registros A o AAAA de un servidor antiguo, sustitúyalos por el ALIAS o ANAME.',
  'dns.recordUnknown': 'No se puede valorar el registro',
  'dns.recordUnknownDetail':
    'Las consultas de {name} fallaron (vea más abajo), así que aún no hay nada que valorar.',
  'dns.lookupsFailed': 'Algunas consultas fallaron',
  'dns.lookupsFailedNote':
    'El resto de este informe es válido. Las autoridades de certificación no emiten mientras estas consultas fallen.',
  'dns.notAsked':
    'No se consultaron los registros {type} de {query}: una comprobación hace como mucho 16 preguntas.',
  'dns.lookupFailedDnssec':
    'El resolvedor no pudo consultar los registros {type} de {query} ({rcode}), pero sí con la validación DNSSEC desactivada: el DNSSEC del dominio está roto. La causa clásica es un registro DS que quedó en el registrador tras cambiar de proveedor de DNS: elimínelo allí o firme la zona en el nuevo proveedor.',
  'dns.caaLooked': 'Se consultó CAA en {names}.',
  'dns.noCaa': 'Sin registros CAA',
  'dns.noCaaDetail':
    'Ni {name} ni sus dominios superiores tienen registros CAA, así que cualquier autoridad de certificación puede emitir, incluida la de la plataforma.',
  'dns.whereOwn': 'Los registros CAA de {name}',
  'dns.wherePointsTo': 'Los registros CAA de {at}, al que apunta {name},',
  'dns.whereInherits': 'Los registros CAA de {at}, que {name} hereda,',
  'dns.caaListed': 'CAA solo permite algunas autoridades de certificación',
  'dns.caaListedDetail':
    '{where} solo permiten: {allowed}. Compárelas con la autoridad de certificación de la plataforma (la indica su panel o su documentación): si no está entre ellas, no se podrá emitir ningún certificado y habrá que añadir un registro CAA que la permita. Escriba la autoridad en «Cómo se comprueba el DNS» y Comprobar DNS las comparará por usted.',
  'dns.caaNoLimit': 'CAA no limita los certificados',
  'dns.caaNoLimitDetail':
    '{where} no tienen ninguna entrada «issue», así que cualquier autoridad de certificación puede emitir, incluida la de la plataforma.',
  'dns.caaAllows': 'CAA permite la autoridad de certificación de la plataforma',
  'dns.caaAllowsDetail':
    '{where} permiten: {allowed}. La autoridad de la plataforma, {authority}, debe estar entre ellas, y lo está.',
  'dns.caaBlocksEvery': 'CAA bloquea todas las autoridades de certificación',
  'dns.caaUnreadable': 'Registros CAA que no se pueden leer',
  'dns.caaUnreadableDetail': {
    one: '{where} incluyen un registro que no se puede leer, así que no es seguro si permiten la autoridad de la plataforma. Revíselos en su proveedor de DNS.',
    other:
      '{where} incluyen {count} registros que no se pueden leer, así que no es seguro si permiten la autoridad de la plataforma. Revíselos en su proveedor de DNS.',
  },
  'dns.caaFailed': 'No se pudo consultar CAA',
  'dns.caaFailedDetail':
    'La consulta CAA de {at} falló (vea más abajo). Las autoridades de certificación no emiten mientras falle.',
  'dns.caaTheirs':
    'Esos registros son de {at}, que usted no gestiona, y ningún registro CAA puede estar junto a un CNAME: consulte a la plataforma.',
  'dns.caaCritical':
    '{where} incluyen un registro marcado como crítico con una etiqueta que las autoridades no conocen («{tag}»), así que ninguna emitirá. Elimine ese registro.',
  'dns.caaAllowsNone':
    '{where} no permiten ninguna autoridad de certificación. La autoridad de la plataforma debe estar permitida o no se podrá emitir ningún certificado: añada un registro CAA «issue» que la nombre.',
  'dns.caaBlocksPlatform':
    'CAA bloquea la autoridad de certificación de la plataforma',
  'dns.caaBlocksPlatformDetail':
    '{where} solo permiten: {allowed}. La autoridad de la plataforma, {authority}, debe estar entre ellas o no se podrá emitir ningún certificado. Añada este registro:',
  'dns.lookupFailed':
    'El resolvedor no pudo consultar los registros {type} de {query} ({rcode}): puede que los servidores de nombres del dominio estén caídos o mal configurados.',
  'dns.unexpected': 'Algo inesperado falló al comprobar el DNS.',
  'dns.unreachable':
    'No se pudo contactar con el resolvedor DNS sobre HTTPS en {host}. Puede que esté caído o que bloquee las solicitudes de esta aplicación. Inténtelo de nuevo o elija otro resolvedor más abajo.',
  'dns.offline':
    'Sin red: este dispositivo no tiene conexión, así que no se pudo comprobar el DNS. Inténtelo de nuevo cuando tenga conexión.',
  'dns.timeout':
    'El resolvedor DNS sobre HTTPS en {host} no respondió en {seconds} segundos. Inténtelo de nuevo o elija otro resolvedor más abajo.',
  'dns.resolverBusy':
    'El resolvedor DNS sobre HTTPS en {host} está saturado o tiene problemas (HTTP {status}). Se pasa: inténtelo de nuevo en un minuto.',
  'dns.retry': 'Reintentar',
  'dns.httpStatus':
    'El resolvedor DNS sobre HTTPS en {host} respondió con HTTP {status} en lugar de datos DNS. Revise el ajuste del resolvedor más abajo: debe responder a ?name=…&type=… en formato JSON.',
  'dns.notDnsJson':
    'El resolvedor DNS sobre HTTPS en {host} no respondió en el formato DNS JSON (application/dns-json). Revise el ajuste del resolvedor más abajo.',
  'dns.howChecked': 'Cómo se comprueba el DNS',
  'dns.resolverLabel': 'Resolvedor DNS sobre HTTPS',
  'dns.resolverHint':
    'Un resolvedor público que responda a {query} en JSON ({format}). El predeterminado es {default}; {other} también sirve. Solo recibe los nombres comprobados, nunca la clave de API.',
  'dns.resolverSave': 'Guardar resolvedor',
  'dns.useDefault': 'Usar el predeterminado',
  'dns.resolverSaved': 'Guardado. Comprobar DNS consulta ahora {resolver}.',
  'dns.demoDns':
    'El {demoMode} responde a Comprobar DNS con registros de ejemplo guardados en este navegador, sea cual sea el resolvedor. Pruebe estos dominios:',
  'dns.demoMode': 'modo de demostración',
  'dns.demoApexAlias':
    'dominio raíz: ALIAS configurado, CAA permite la autoridad de la plataforma',
  'dns.demoAppended': 'CNAME con la zona añadida por el proveedor',
  'dns.demoApexInTheWay':
    'dominio raíz: la dirección de un servidor antiguo, o de una CDN (incierto, con qué revisar)',
  'dns.demoDnssec': 'DNSSEC roto (SERVFAIL)',
  'dns.demoApexCaaBlocks':
    'dominio raíz: ALIAS configurado, pero CAA bloquea la autoridad de la plataforma',
  'dns.demoInheritsCaa':
    'CNAME coincidente, pero hereda de example.co.uk un CAA que bloquea',
  'dns.demoServfail': 'los servidores de nombres fallan (SERVFAIL)',
  'dns.dnsError': 'error DNS {code}',
  'dns.resolverEmpty':
    'Escriba la URL del resolvedor, por ejemplo https://cloudflare-dns.com/dns-query',
  'dns.resolverNotUrl': 'Escriba una URL completa que empiece por https://',
  'dns.resolverNotHttps':
    'El resolvedor debe usar https:// (http:// solo para uno en este equipo)',
  'dns.resolverCredentials': 'No incluya credenciales en la URL',
  'dns.resolverQuery':
    'Escriba la URL sin ? ni #: el nombre y el tipo se añaden a ella',
  'dns.authorityLabel': 'Autoridad de certificación',
  'dns.authorityHint':
    'El dominio que identifica a la autoridad de la que la plataforma obtiene los certificados, tal como lo escriben los registros CAA (por ejemplo {example}); lo indica el panel o la documentación de la plataforma. {build} Se guarda en este navegador.',
  'dns.buildSays': 'Esta versión indica {authority}.',
  'dns.buildSilent': 'Esta versión no indica cuál es.',
  'dns.authoritySave': 'Guardar autoridad',
  'dns.useBuilds': 'Usar la autoridad de esta versión',
  'dns.clearAuthority': 'Borrar la autoridad',
  'dns.authoritySaved':
    'Guardado. Comprobar DNS compara los registros CAA con {authority}.',
  'dns.authorityCleared':
    'Guardado. No hay ninguna autoridad configurada: Comprobar DNS muestra lo que permiten los registros CAA para que usted lo compare.',
  'dns.authorityIssued':
    'Los certificados los emite {authority}. Si un dominio o uno de sus dominios superiores tiene registros CAA, deben permitirla; Comprobar DNS los consulta como lo hacen las autoridades, desde el nombre hacia arriba por sus dominios superiores.',
  'dns.authorityUnknown':
    'Si un dominio o uno de sus dominios superiores tiene registros CAA, deben permitir la autoridad de certificación de la plataforma. Hasta que la escriba arriba, Comprobar DNS muestra las autoridades que permiten los registros, para que usted las compare con la de la plataforma.',
  'dns.authorityEmpty':
    'Escriba el dominio de la autoridad de certificación, por ejemplo letsencrypt.org',
  'dns.authorityUrl':
    'Escriba solo el dominio, como lo nombran los registros CAA (letsencrypt.org), no una URL',
  'dns.authorityInvalid':
    'Escriba un nombre de dominio como letsencrypt.org: letras, dígitos, guiones y puntos',

  'records.export': 'Exportar',
  'records.exportEmpty':
    'Cuando añada un dominio, su registro aparecerá aquí como líneas de archivo de zona, para los proveedores de DNS que importan archivos de zona.',
  'records.zoneLines': 'Líneas de archivo de zona',
  'records.zoneLinesHint':
    'Los registros de arriba en formato de archivo de zona, un bloque $ORIGIN por zona. Las líneas que empiezan por ; son comentarios: el ALIAS o ANAME de un dominio raíz es uno, porque los archivos de zona no admiten ese tipo, así que añádalo a mano.',
  'records.copyZoneLines': 'Copiar líneas de archivo de zona',
  'records.redirects': 'Redirecciones',
  'records.redirectsIntro':
    'Se pueden asociar varios dominios a un proyecto. Un dominio antiguo puede redirigir al principal: quienes lo abran serán enviados a este.',
  'records.redirectAdded':
    'Se añadió una redirección de {from} a {to} ({status}). Configúrela también en el panel de la plataforma.',
  'records.redirectRemoved':
    'Se quitó la redirección de {from}: vuelve a servir el proyecto.',
  'records.redirectsTable': 'Tabla de redirecciones',
  'records.redirectsNeedRecord':
    'Un dominio que redirige sigue necesitando su propio registro DNS y su certificado: la plataforma responde en él para enviar a los visitantes. Mantenga su registro.',
  'records.copyRedirects': 'Copiar redirecciones (CSV)',
  'records.from': 'Desde',
  'records.to': 'Hacia',
  'records.status': 'Código',
  'records.actions': 'Acciones',
  'records.removeRedirect': 'Quitar redirección {from}',
  'records.fromName': 'de {name}',
  'records.recordRegion': 'Registro DNS de {domain}, tabla',
  'records.recordCaption': 'Registro DNS de {domain}',
  'records.type': 'Tipo',
  'records.name': 'Nombre',
  'records.value': 'Valor',
  'records.ttl': 'TTL',
  'records.notKnownYet': 'Aún no se conoce: escríbalo en {recordValue}',
  'records.apexNeeds': 'Un dominio raíz necesita un registro ALIAS o ANAME',
  'records.apexNote':
    '{needs}, no un CNAME. No todos los proveedores de DNS los admiten: busque cualquiera de los dos nombres en el suyo. Si no tiene ninguno, asocie en su lugar un subdominio como www.{domain}.',
  'records.atNote':
    'El nombre {at} representa al propio {domain}; algunos proveedores piden dejar el campo vacío, o el nombre completo.',
  'records.hostNote':
    'El nombre {host} es la parte anterior a {apex}; algunos proveedores piden el nombre completo, {name}.',
  'records.mustMatch':
    'El valor debe coincidir exactamente con {value}, tal como lo muestra el panel de la plataforma.',
  'records.apexInTheWay':
    'Los registros A o AAAA existentes para @ responden en lugar del ALIAS o ANAME: sustituya los de un servidor antiguo, o la verificación fallará. Mantenga los demás registros del dominio raíz (NS, MX, TXT).',
  'records.hostInTheWay':
    'Un CNAME no puede estar junto a ningún otro registro: un registro A, AAAA u otro existente en {host} lo bloquea y hace fallar la verificación. Trasládelo o elimínelo primero.',
  'records.forProvider': 'Mensaje para su proveedor de DNS',
  'records.forProviderSubdomain':
    'Añadir CNAME {host} → {value}, TTL {ttl}; eliminar cualquier registro A, AAAA u otro en {host}.',
  'records.forProviderApex':
    'Añadir ALIAS (o ANAME) @ → {value} para {domain}, TTL {ttl}; eliminar cualquier registro A o AAAA en @ (mantener sus registros NS, MX y TXT).',
  'records.propagation':
    'Los cambios de DNS pueden tardar hasta {hours} horas en propagarse.',
  'records.recordValue': 'Valor del registro',
  'records.cnameValue': 'Valor CNAME',
  'records.recordValueHint':
    'El host de la plataforma que el panel muestra como valor del registro, en Project settings → Domains después de Add domain. La tabla de registros, los botones Copiar, las líneas de archivo de zona y Comprobar DNS lo usan. {build} Se guarda en este navegador, para {project}.',
  'records.buildValue': 'El valor de esta versión es {value}.',
  'records.buildNoValue': 'Esta versión no tiene un valor propio.',
  'records.valueSaved':
    'Guardado. Los registros y Comprobar DNS usan ahora {value}.',
  'records.valueCleared':
    'Borrado. Escriba el valor que muestra el panel de la plataforma para verlo en los registros.',
  'records.saveValue': 'Guardar valor',
  'records.useBuildValue': 'Usar el valor de esta versión',
  'records.clear': 'Borrar',
  'records.needTwo':
    'Añada al menos dos dominios para configurar una redirección entre ellos.',
  'records.chooseDomain': 'Elija un dominio',
  'records.primaryOption': '{name} (principal)',
  'records.addRedirect': 'Añadir redirección',
  'records.status301': '301 Movido permanentemente',
  'records.status302': '302 Encontrado',
  'records.status307': '307 Redirección temporal',
  'records.status308': '308 Redirección permanente',
  'records.explain301':
    'Definitiva: los navegadores y los buscadores la recuerdan y pasan al dominio nuevo.',
  'records.explain302':
    'Por ahora: no se recuerda nada y los buscadores conservan el dominio antiguo.',
  'records.explain307':
    'Como 302, y los formularios enviados al dominio antiguo se reenvían sin cambios.',
  'records.explain308':
    'Como 301, y los formularios enviados al dominio antiguo se reenvían sin cambios.',
  'records.chooseFrom': 'Elija el dominio desde el que redirigir',
  'records.chooseTo': 'Elija el dominio hacia el que redirigir',
  'records.fromAttached': 'Redirija desde uno de los dominios de este proyecto',
  'records.toAttached': 'Redirija hacia uno de los dominios de este proyecto',
  'records.sameEnds': 'Elija un dominio distinto: Desde y Hacia son el mismo',
  'records.loop': 'Eso crearía un bucle: {to} ya redirige a {from}',
  'records.alreadyRedirects':
    '{from} ya redirige a {to}. Quite primero esa redirección',
  'records.primaryAway':
    '{from} es el dominio principal. Haga principal otro dominio antes de redirigirlo',
  'records.chainInto':
    'Eso crearía una cadena: {into} ya redirige a {from}. Redirija {into} directamente a {to}',
  'records.chainOnward':
    'Eso crearía una cadena: {to} ya redirige a {onward}. Redirija directamente a {onward}',

  'http.cancelled': 'Se canceló la solicitud.',
  'http.noBaseUrl':
    'No hay una URL base de la API configurada para {label}. Elija otro entorno en Ajustes.',
  'http.noKey':
    'No hay una clave de API guardada para {label}. Introdúzcala en Ajustes.',
  'http.demo': 'Demostración',
  'http.production': 'Producción',
  'http.staging': 'Pruebas',
  'http.custom': 'Personalizado',
  'http.noDemo':
    'No se pudo cargar el modo de demostración. Revise su conexión e inténtelo de nuevo, o conéctese a una API real en Ajustes.',
  'http.offline':
    'No hay conexión: no se envió nada. Inténtelo de nuevo cuando este dispositivo esté conectado.',
  'http.timeout': {
    one: 'El servidor no respondió en {count} segundo.',
    other: 'El servidor no respondió en {count} segundos.',
  },
  'http.timeoutMs': 'El servidor no respondió en {count} ms.',
  'http.network':
    'No se pudo conectar con el servidor en {host}. Revise su conexión; si el servidor funciona, puede que esté bloqueando esta aplicación (CORS).',
  'http.networkHere':
    'No se pudo conectar con el servidor en {host}. Revise su conexión e inténtelo de nuevo.',
  'http.redirect':
    'La API respondió con una redirección; la clave no se envía a otra dirección.',
  'http.tooLarge':
    'La respuesta del servidor ocupa más de 5 MB, lo máximo que lee esta aplicación, así que no se usó. Pruebe con un tamaño de página menor; si sigue ocurriendo, el servidor está enviando mucho más de lo pedido.',
  'http.webPage':
    'El servidor envió una página web en lugar de datos. Compruebe que la URL base de la API apunta a la API.',
  'http.notJson': 'El servidor envió una respuesta que no es JSON válido.',
  'http.empty': 'El servidor envió una respuesta vacía.',
  'http.shape': 'La respuesta del servidor no tenía la forma esperada.',
  'http.shapeAt':
    'La respuesta del servidor no tenía la forma esperada (en {path}).',
  'http.status': 'El servidor respondió con HTTP {status}.',
  'http.limitedNow':
    'El servidor está limitando las solicitudes en este momento (429 Too Many Requests).',
  'http.stillLimited':
    'El servidor sigue limitando las solicitudes después de varias esperas. Inténtelo de nuevo dentro de un rato.',
  'http.beyondADay':
    'El servidor pidió esperar más de un día (hasta el {until}). Pulse Reintentar después de esa fecha.',

  'errorAnswer.s400': 'El servidor rechazó la solicitud por no ser válida',
  'errorAnswer.s401': 'Se rechazó la clave de API',
  'errorAnswer.s403': 'La clave de API no tiene permiso para hacer esto',
  'errorAnswer.s404': 'No se encontró',
  'errorAnswer.s408': 'Se agotó el tiempo del servidor esperando la solicitud',
  'errorAnswer.s429': 'Demasiadas solicitudes',
  'errorAnswer.s500': 'El servidor tuvo un error interno',
  'errorAnswer.s502':
    'Falló una puerta de enlace entre usted y el servidor (502)',
  'errorAnswer.s503': 'El servidor no está disponible en este momento (503)',
  'errorAnswer.s504':
    'Se agotó el tiempo de una puerta de enlace entre usted y el servidor (504)',
  'errorAnswer.other': 'El servidor respondió con HTTP {status}',
  'errorAnswer.noDetails': '{problem} (respondió sin detalles).',
  'errorAnswer.webPage':
    '{problem} (respondió con una página web en lugar de un error de la API, así que puede haber un proxy o una puerta de enlace de por medio).',
  'errorAnswer.notAnError':
    '{problem} (respondió con un contenido que no es un error de la API).',

  'external.timeout': {
    one: '{host} no respondió en {count} segundo.',
    other: '{host} no respondió en {count} segundos.',
  },
  'external.timeoutMs': '{host} no respondió en {count} ms.',
  'external.network':
    'No se pudo conectar con {host}. Revise su conexión; si funciona, puede que {host} esté bloqueando las solicitudes de esta aplicación (CORS).',

  'categoryRules.idTooLarge':
    'El ID de categoría es demasiado grande: debe estar entre -9223372036854775808 y 9223372036854775807',
  'categoryRules.idNotWhole':
    'El ID de categoría debe ser un número entero, por ejemplo 1',
  'categoryRules.enterName': 'Introduzca un nombre de categoría',
  'categoryRules.nameTooLong':
    'El nombre de la categoría es demasiado largo: como máximo {max} caracteres',
  'categoryRules.nameIsNumber':
    'El nombre de la categoría no puede ser solo un número: se leería como un ID',
  'categoryRules.idTaken':
    "El ID de categoría {id} ya tiene el nombre '{name}': quítelo primero para cambiarle el nombre",
  'categoryRules.nameTaken':
    "El nombre '{name}' ya lo usa el ID de categoría {id}",

  'animal.animals': 'Animales',
  'animal.crumbId': 'ID {id}',
  'animal.notAnId': 'No es un ID de animal',
  'animal.notAnIdText':
    '«{raw}» no es un ID de animal: los ID son números enteros.',
  'animal.noAnimal': 'No hay ningún animal con el ID {id}',
  'animal.animalId': 'Animal {id}',
  'animal.titleWithId': '{name} (ID {id})',
  'animal.notLoaded':
    'Este animal no está en ninguna lista cargada en esta sesión, así que no se puede mostrar. {link}, filtrada por estado.',
  'animal.findInList': 'Búsquelo en la lista de animales',
  'animal.noSuchAnimal':
    'El servicio no tiene ningún animal con el ID {id}. Revise el número o búsquelo en la lista.',
  'animal.backToList': 'Volver a la lista de animales',
  'animal.loadFailed': 'No se pudo cargar este animal',
  'animal.loading': 'Cargando el animal {id}…',
  'animal.id': 'ID',
  'animal.name': 'Nombre',
  'animal.category': 'Categoría',
  'animal.status': 'Estado',
  'animal.fromCache':
    'Se muestra desde la lista ya cargada, así que no hizo falta la consulta obsoleta.',
  'animal.printCard': 'Imprimir tarjeta',
  'animal.preparingCard': 'Preparando la tarjeta…',
  'animal.deprecated': 'La consulta por ID está obsoleta',
  'animal.removed':
    'El servicio eliminó la consulta por ID el {date}, así que Adoption Desk ya no la usa. Los animales ya cargados en una lista se siguen mostrando.',
  'animal.willBeRemoved':
    'Se eliminará el {date}, dentro de {left}. Después, busque los animales en la lista, filtrada por estado.',
  'animal.operationWhy':
    'Esta página consulta el animal con {operation}, que la API ha declarado obsoleta.',
  'animal.days': { one: '{count} día', other: '{count} días' },
  'animal.years': { one: '{count} año', other: '{count} años' },
  'animal.months': { one: '{count} mes', other: '{count} meses' },
  'animal.yearsAndMonths': '{years} y {months}',
  'animal.serverSays': 'El servidor dice: {header}',
  'animal.serverSaysBoth': 'El servidor dice: {deprecation}; {sunset}',
  'animal.deprecatedSince': '{header} (obsoleta desde el {date})',

  'add.animals': 'Animales',
  'add.crumb': 'Añadir animal',
  'add.title': 'Añadir un animal',
  'add.several': 'Varios animales (un nombre por línea)',
  'add.name': 'Nombre',
  'add.names': 'Nombres',
  'add.namesHint':
    'Un nombre por línea. La categoría y el estado son los mismos para todos.',
  'add.categoryId': 'ID de la categoría',
  'add.categoryHint': 'El número de la categoría a la que pertenece el animal.',
  'add.categoryHintNamed':
    'El número de la categoría a la que pertenece el animal, o escriba su nombre para elegirla.',
  'add.status': 'Estado',
  'add.statusHint': 'Opcional. «Sin indicar» no envía ningún estado.',
  'add.notSet': 'Sin indicar',
  'add.suggestions': 'Sugerencias de categoría',
  'add.didYouMean': '¿Se refiere a…?',
  'petForm.nameEmpty': 'Escriba un nombre',
  'petForm.categoryIdEmpty': 'Escriba un ID de categoría',
  'petForm.categoryIdNotWhole':
    'Escriba el ID de la categoría como número entero, por ejemplo 3',
  'petForm.categoryIdTooLarge':
    'Ese número es demasiado grande para un ID de categoría (el máximo es {max})',
  'add.serverSaid': 'El servidor dijo: {message}',
  'add.unfinished': 'el animal nuevo que está añadiendo',
  'add.adding': 'Añadiendo…',
  'add.add': 'Añadir animal',
  'add.addAnyway': 'Añadir de todos modos',
  'add.addAnother': 'Añadir y empezar otro',
  'add.addAnywayAnother': 'Añadir de todos modos y empezar otro',
  'add.cancel': 'Cancelar',
  'add.rateLimited':
    'Se alcanzó el límite de solicitudes: todavía no se creó nada. Se volverá a enviar solo {when}.',
  'add.inSeconds': 'en {seconds} s',
  'add.whenWaitOver': 'cuando termine la espera',
  'add.sendingElsewhere':
    'El animal que envió antes de salir de esta página todavía está en camino; este formulario se desbloquea cuando termine.',
  'add.wasAdded': 'Se añadió {name}',
  'add.createdId': 'ID {id}',
  'add.openPage': 'Abrir la página de {name}',
  'add.backToList': 'Volver a la lista',
  'add.seeInActivity': 'Verlo en Actividad',
  'add.readyForAnother': 'El formulario está listo para otro animal.',
  'add.keyRefused': 'Se rechazó la clave de API',
  'add.refused':
    '{keyRefused}, así que el animal no se añadió. El servidor dijo: “{message}”',
  'add.checkKey': 'Revise la clave de API en Ajustes',
  'add.checkKeyKept': '{link}. Lo que escribió se conserva aquí.',
  'add.notAdded': 'El animal no se añadió.',
  'add.notAccepted': 'El servidor no lo aceptó: {message}',
  'add.mayHaveBeenAdded': 'Puede que el animal se haya añadido o no.',
  'add.serverError': 'El servidor respondió con un error.',
  'add.checkList': 'Revise la lista',
  'add.checkListFirst':
    '{link} antes de volver a intentarlo, para no añadirlo dos veces. Lo que escribió se conserva aquí.',
  'add.categoryNumber': 'categoría {id}',
  'add.sentUnknown':
    'Enviado desde este navegador, resultado desconocido: {name} · {category} · {link}',
  'add.seeItInActivity': 'verlo en Actividad',
  'add.sentWaiting':
    'Esperando para enviarse desde este navegador, tras el límite de solicitudes: {name} · {category} · {link}',
  'add.importRow':
    'Fila {row} de la importación, aún por enviar: {name} · {category} · {link}',
  'add.followImport': 'sígala en Importar',
  'add.alreadyListed': 'Ya está en la lista: {name} · {category} · ID {link}',
  'add.checkLatest': 'Revisar los últimos {latest}',
  'add.checkLatestWhy':
    'Pregunta al servidor si este animal está entre los últimos {latest} añadidos, para no añadirlo dos veces.',
  'add.mayBeOlder':
    'Aparece con el ID {ids}. Puede ser el animal que envió, o uno anterior con el mismo nombre.',
  'add.markAdded': 'Marcar como añadido (ID {id})',
  'add.chooseFirst': 'Elija Marcar como añadido o Añadir de todos modos',
  'add.foundAdded': 'El servidor lo había guardado: la revisión lo encontró.',
  'add.checking': 'Revisando…',
  'add.checkedAllFound': {
    one: 'Se revisó {count} animal: {name} en {category} figura con el ID {ids}.',
    other:
      'Se revisaron los {count} animales: {name} en {category} figura con el ID {ids}.',
  },
  'add.checkedAllNone': {
    one: 'Se revisó {count} animal: no hay otro {name} en {category}.',
    other:
      'Se revisaron los {count} animales: no hay otro {name} en {category}.',
  },
  'add.checkedLatestFound':
    'Se revisaron los últimos {latest} animales: {name} en {category} figura con el ID {ids}.',
  'add.checkedLatestNone':
    'Se revisaron los últimos {latest} animales: no hay otro {name} en {category}.',
  'add.checkFailed':
    'No se pudieron revisar los últimos {latest}: {message} No se añadió nada.',
  'add.sittingAdded':
    'Se añadió {name}, ID {id}. El campo Nombre está listo para el siguiente animal.',
  'add.sittingTitle': 'Añadidos en esta tanda',
  'add.sittingEntry': '{name} · ID {link}',

  'litter.checking': 'Revisando…',
  'litter.checkNames': 'Revisar nombres',
  'litter.cancel': 'Cancelar',
  'litter.checkFailed':
    'No se pudieron revisar los nombres: {message} No se añadió nada.',
  'litter.tooManyNames':
    'Hay {count} nombres: una camada es una importación, y una importación admite como máximo {max}. No se comprobó ni se envió nada; añádalos en partes de hasta {max}.',
  'litter.namesTooLarge':
    'Estos nombres ocupan {size} MB: una camada es una importación, y una importación lee como máximo {limit} MB. No se comprobó ni se envió nada; añádalos en partes más pequeñas.',
  'litter.noRoomInTab':
    'La camada no empezó: es demasiado grande para el almacenamiento de esta pestaña. Su clave de API se guarda solo para esta pestaña, así que sus importaciones también se guardan aquí. No se envió nada. Marque Recordar en este dispositivo en Ajustes, o añada menos nombres a la vez.',
  'litter.notStarted':
    'La camada no empezó: hay otra importación sin terminar para este servidor y esta clave, o el navegador no permitió guardarla. No se envió nada.',
  'litter.heading': 'Camada',
  'litter.finished':
    'Camada terminada: añadidos {added}, rechazados {refused}, desconocidos {unknown}.',
  'litter.cancelled':
    'Camada cancelada: añadidos {added}, rechazados {refused}, desconocidos {unknown}.',
  'litter.paused': 'Camada en pausa: {added} de {total} añadidos.',
  'litter.running': 'Añadiendo la camada: {added} de {total} añadidos.',
  'litter.rowAdded': '{name} · ID {link}',
  'litter.rowOutcome': '{name} · {outcome}',
  'litter.leftOut': 'dejado fuera',
  'litter.skipped': 'omitido: {message}',
  'litter.skippedProblems': 'omitido: tiene problemas.',
  'litter.pending': 'por enviar',
  'litter.sending': 'enviando',
  'litter.added': 'añadido',
  'litter.refused': 'rechazado',
  'litter.unknown': 'desconocido',
  'litter.not-sent': 'no enviado',
  'litter.resend': 'por reenviar',
  'litter.isImport': 'Continúa aunque salga de esta página. {link}',
  'litter.why': '¿Por qué?',
  'litter.whyImport':
    'Una camada es una importación: se envía al ritmo de su plan, cada nombre una vez, y continúa en este navegador aunque salga de esta página.',
  'litter.followInImport': 'Sígala en Importar',
  'litter.blockedRunning':
    'Hay una importación sin terminar para este servidor y esta clave ({added} de {total} añadidos, en curso). Una camada también es una importación, así que podrá empezar cuando esa termine o se cancele.',
  'litter.blockedPaused':
    'Hay una importación sin terminar para este servidor y esta clave ({added} de {total} añadidos, en pausa). Una camada también es una importación, así que podrá empezar cuando esa termine o se cancele.',
  'litter.openUnfinished': 'Abrir la importación sin terminar',
  'litter.names': {
    one: 'Camada: {count} nombre',
    other: 'Camada: {count} nombres',
  },
  'litter.latestProblem':
    'No se pudieron leer los últimos 100 animales, así que los nombres solo se compararon con lo que tiene este navegador: {problem}',
  'litter.namePages': 'Páginas de nombres',
  'litter.includeRow': 'Incluir la fila {row}',
  'litter.include': 'Incluir',
  'litter.toAdd': '{count} por añadir.',
  'litter.toAddLeftOut': {
    one: '{toAdd} por añadir, {count} dejado fuera como posible duplicado.',
    other:
      '{toAdd} por añadir, {count} dejados fuera como posibles duplicados.',
  },
  'litter.replaces':
    'Esto reemplaza la importación terminada que se muestra en Importar; lo que añadió sigue en Actividad.',
  'litter.addAnimals': {
    one: 'Añadir {count} animal',
    other: 'Añadir {count} animales',
  },

  'cards.animals': 'Animales',
  'cards.title': 'Tarjetas de jaula',
  'cards.print': 'Imprimir',
  'cards.backToList': 'Volver a la lista',
  'cards.loadFailed': 'No se pudieron cargar los animales',
  'cards.loading': 'Cargando animales…',
  'cards.noCards': 'No hay tarjetas para imprimir',
  'cards.noAnimals': 'Esta vista de la lista no tiene animales.',
  'cards.cards': {
    one: '{count} tarjeta, una por cada animal que se muestra en la lista.',
    other: '{count} tarjetas, una por cada animal que se muestra en la lista.',
  },
  'cards.cardsStatus': {
    one: '{count} tarjeta, una por cada animal que se muestra en la lista con estado «{status}».',
    other:
      '{count} tarjetas, una por cada animal que se muestra en la lista con estado «{status}».',
  },
  'cards.cardsQuery': {
    one: '{count} tarjeta, una por cada animal que se muestra en la lista y coincide con «{query}».',
    other:
      '{count} tarjetas, una por cada animal que se muestra en la lista y coincide con «{query}».',
  },
  'cards.cardsStatusQuery': {
    one: '{count} tarjeta, una por cada animal que se muestra en la lista con estado «{status}» y que coincide con «{query}».',
    other:
      '{count} tarjetas, una por cada animal que se muestra en la lista con estado «{status}» y que coincide con «{query}».',
  },
  'cards.printHelp':
    'Cada código QR abre aquí la página de ese animal (se necesita una clave para verla). La impresión cabe en A4 y en Carta, seis tarjetas por página.',
  'cards.card': 'Tarjeta de jaula: {name}',
  'cards.qrCode': 'Código QR: {url}',
  'cards.id': 'ID',
  'cards.category': 'Categoría',
  'cards.status': 'Estado',
  'cards.scan': 'Escanee para abrir este animal en Adoption Desk',

  'sendOutcome.cancelledAfterSent': 'Se canceló después de enviarse.',
  'sendOutcome.tabClosedWaiting':
    'La pestaña se cerró mientras esto esperaba al límite de solicitudes.',
  'sendOutcome.tabClosedSending':
    'La pestaña se cerró antes de que respondiera el servidor.',

  'domainNames.empty': 'Escriba un dominio, por ejemplo {example}',
  'domainNames.email':
    'Escriba solo el dominio, sin nombre de usuario ni dirección de correo, por ejemplo {example}',
  'domainNames.ip':
    'Eso es una dirección IP. Escriba un nombre de dominio, por ejemplo {example}',
  'domainNames.wildcard':
    'No se pueden usar dominios comodín. Escriba un solo nombre, por ejemplo {example}',
  'domainNames.spaces': 'Un dominio no puede contener espacios',
  'domainNames.characters':
    'Un dominio solo puede contener letras, dígitos, guiones y puntos',
  'domainNames.dots':
    'Revise los puntos: un dominio no tiene partes vacías, como en example..com o .example.com',
  'domainNames.noEnding':
    'Escriba el dominio completo con su terminación, por ejemplo {name}.com o shop.{name}.com',
  'domainNames.endsInNumber':
    'Un dominio no puede terminar en un número, como en example.123',
  'domainNames.invalid':
    '«{host}» no es un nombre de dominio válido. Revise si hay errores de escritura',
  'domainNames.labelTooLong':
    'Cada parte de un dominio puede tener como máximo {max} caracteres; «{start}…» tiene {length}',
  'domainNames.tooLong':
    'Un dominio puede tener como máximo {max} caracteres; este tiene {length}',
  'domainNames.hyphen':
    'Las partes de un dominio no pueden empezar ni terminar con un guion, como hace «{label}»',
  'domainNames.notPublic':
    '«.{suffix}» no es un dominio de nivel superior público, así que no se puede llegar a {name} desde internet',
  'domainNames.publicSuffix':
    '{name} es un sufijo público, bajo el cual cualquiera puede registrar nombres, así que no se puede asociar. Escriba su propio dominio, por ejemplo example.{name}',

  'domains.pageTitle': 'Dominios propios · Ajustes',
  'domains.settings': 'Ajustes',
  'domains.heading': 'Dominios propios',
  'domains.intro':
    'Un proyecto se publica en un subdominio de la plataforma. Con un plan de pago puede servirlo en su propio dominio. Esta página sigue con usted el procedimiento del panel de la plataforma y comprueba el DNS por usted. Lo que registre aquí se guarda en este navegador, para {project}.',
  'domains.demoNote':
    'Demostración: el valor CNAME de aquí, {sample}, es de ejemplo, así que cada paso y Comprobar DNS se pueden probar con los dominios de la demostración. Una versión real muestra el host de su plataforma; también puede escribir el que muestra el panel de la plataforma en {recordValue}.',
  'domains.noValueNote':
    'Esta versión no incluye el valor CNAME (el host de la plataforma), así que los registros de aquí aún no pueden mostrarlo. Escriba el valor que muestra el panel de la plataforma en Project settings → Domains, en {recordValue}.',
  'domains.notPersisted':
    'Este navegador no deja que Adoption Desk guarde datos, así que lo que registre aquí se pierde al cerrar o recargar la página.',
  'domains.prerequisites': 'Requisitos previos',
  'domains.prerequisitesIntro':
    'Un dominio propio necesita los tres. Marque los dos últimos cuando se cumplan para este proyecto.',
  'domains.paidPlan': 'Un plan de pago (Pro o superior):',
  'domains.paidPlanMet': '{paidPlan} su plan en Ajustes es {plan}.',
  'domains.paidPlanNeeded': 'Se necesita un plan de pago (Pro o superior).',
  'domains.paidPlanMissing':
    '{needed} Su plan en Ajustes es {plan}, así que no se puede asociar un dominio hasta que se mejore el plan.',
  'domains.upgraded': '¿Ya lo mejoró? {link}.',
  'domains.choosePlan': 'Elija su plan en Ajustes',
  'domains.dnsAccess': 'Acceso a los ajustes de DNS del registrador',
  'domains.dnsAccessHint':
    'Añadirá un registro donde se gestiona el DNS del dominio, normalmente en el registrador.',
  'domains.deployed': 'Un despliegue correcto del proyecto',
  'domains.deployedHint':
    'El proyecto se ha desplegado correctamente al menos una vez, como muestra el panel de la plataforma.',
  'domains.addTitle': 'Añadir un dominio',
  'domains.domain': 'Dominio',
  'domains.domainHint':
    'Un dominio o subdominio que sea suyo, como shop.example.com o example.co.uk. Puede pegar una dirección completa: se quitan el https:// y todo lo que va después del nombre.',
  'domains.addDomain': 'Añadir dominio',
  'domains.readsAsApex': 'Se lee como {name}: un dominio raíz.',
  'domains.readsAsSubdomain': 'Se lee como {name}: un subdominio de {apex}.',
  'domains.alreadyListed': '{name} ya está en la lista',
  'domains.needsPaidPlan':
    'Los dominios propios necesitan un plan de pago (Pro o superior); su plan es {plan}. No se puede asociar un dominio hasta que se mejore el plan',
  'domains.tickDnsAccess':
    'Marque «{label}» cuando lo tenga: el registro se añade allí',
  'domains.tickDeployed':
    'Marque «{label}» cuando el proyecto se haya desplegado',
  'domains.addedDomain':
    'Se añadió {name}. Su registro y sus pasos están más abajo.',
  'domains.yourDomains': 'Sus dominios',
  'domains.cannotBePrimary':
    '{name} redirige a {to}, así que no puede ser el principal. Quite primero esa redirección (en Redirecciones).',
  'domains.nowPrimary':
    '{name} es ahora el dominio principal. Hágalo principal también en el panel de la plataforma.',
  'domains.removed': 'Se quitó {name}.',
  'domains.removedWithRedirects': {
    one: 'Se quitó {name} y su redirección.',
    other: 'Se quitó {name} y sus {count} redirecciones.',
  },
  'domains.noDomains': 'Aún no hay dominios. Cuando añada uno, aquí podrá:',
  'domains.noDomainsAdd':
    'añadirlo en el panel de la plataforma (Project settings → Domains → Add domain),',
  'domains.noDomainsRecord': 'añadir su registro DNS en su proveedor de DNS,',
  'domains.noDomainsVerify':
    'verificarlo (Project settings → Domains → Verify) y esperar su certificado.',
  'domains.copy': 'Copiar',
  'domains.copied': 'Copiado ({what}): {text}',
  'domains.copyByHand':
    'No se puede copiar en este navegador. Seleccione el texto ({what}: {text}) y cópielo usted.',
  'domains.whatName': 'nombre',
  'domains.whatValue': 'valor',
  'domains.whatTtl': 'TTL',
  'domains.whatRecord': 'registro',
  'domains.whatZoneLines': 'líneas de archivo de zona',
  'domains.whatMessage': 'mensaje',
  'domains.whatRedirects': 'redirecciones',
  'domains.added': 'Añadido',
  'domains.record-set': 'Registro configurado',
  'domains.verified': 'Verificado',
  'domains.certificate-issued': 'Certificado emitido',
  'domains.needs-attention': 'Requiere atención',
  'domains.lessThanMinute': 'menos de un minuto',
  'domains.minutes': '{count} min',
  'domains.hours': '{count} h',
  'domains.days': { one: '{count} día', other: '{count} días' },
  'domains.justNow': 'ahora mismo',
  'domains.ago': 'hace {elapsed}',
  'domains.noteAdded': 'añadido',
  'domains.noteAddedAgo': 'añadido {ago}',
  'domains.noteNoRecord': 'aún no se ha configurado el registro',
  'domains.noteFailedNoRecord':
    'la verificación falló; aún no se ha configurado el registro',
  'domains.notePropagating':
    'registro configurado {ago}; la propagación puede tardar hasta {hours} h',
  'domains.notePropagated':
    'registro configurado {ago}; ya pasaron las {hours} h de propagación',
  'domains.noteFailedPropagating':
    'la verificación falló; registro configurado {ago}; la propagación puede tardar hasta {hours} h',
  'domains.noteFailedPropagated':
    'la verificación falló; registro configurado {ago}; ya pasaron las {hours} h de propagación',
  'domains.noteVerified': 'verificado',
  'domains.noteVerifiedAgo':
    'verificado {ago}; el certificado suele llegar en un par de minutos',
  'domains.noteReverifiedAgo':
    'verificado de nuevo {ago}; el certificado suele llegar en un par de minutos',
  'domains.noteIssued': 'certificado emitido',
  'domains.noteIssuedAgo': 'certificado emitido {ago}',

  'domainItem.primary': 'Principal',
  'domainItem.apexUnder': 'Dominio raíz, registrado bajo .{suffix}',
  'domainItem.subdomainOf': 'Subdominio de {apex}',
  'domainItem.makePrimary': 'Hacer principal',
  'domainItem.remove': 'Quitar',
  'domainItem.punycode':
    'Forma Punycode, la que usan el DNS y el panel de la plataforma: {name}',
  'domainItem.status': 'Estado: {status} {note}',
  'domainItem.note': '— {note}',
  'domainItem.recordToAdd': 'Registro DNS que debe añadir',
  'domainItem.steps': 'Pasos',
  'domainItem.done':
    'Listo: el certificado está emitido, así que {name} sirve el proyecto por HTTPS.',
  'domainItem.dashboardDomains': 'Project settings → Domains',
  'domainItem.dashboardAdd': 'Add domain',
  'domainItem.dashboardVerify': 'Verify',
  'domainItem.dashboardReverify': 'Re-verify',
  'domainItem.stepDone': 'Hecho: ',
  'domainItem.addTitle': 'Añádalo en el panel de la plataforma.',
  'domainItem.addStep':
    '{title} Abra {domains} y elija {add}. Escriba {name}. El panel muestra entonces los valores del registro DNS que debe usar: deben ser los de arriba.',
  'domainItem.recordTitle': 'Añada el registro en su proveedor de DNS.',
  'domainItem.recordStepApex':
    '{title} Un registro ALIAS o ANAME para @ con el valor {value} y un TTL de {ttl}, como en la tabla de arriba.',
  'domainItem.recordStepSubdomain':
    '{title} Un registro CNAME para {host} con el valor {value} y un TTL de {ttl}, como en la tabla de arriba. No puede quedar nada más en {host}: ningún registro A, AAAA ni otro.',
  'domainItem.markRecordSet': 'Marcar registro como configurado',
  'domainItem.inDashboard': 'Añadido en el panel de la plataforma',
  'domainItem.certificateFailed': 'El certificado falló',
  'domainItem.verifyTitle': 'Verifique.',
  'domainItem.verifyStep':
    '{title} En {domains}, elija {verify}. Tras la verificación, la plataforma emite automáticamente un certificado SSL, normalmente en un par de minutos.',
  'domainItem.markVerified': 'Marcar como verificado',
  'domainItem.verificationFailed': 'La verificación falló',
  'domainItem.certificateWait':
    'Si no hay certificado 30 minutos después de la verificación, aquí aparecerá qué revisar.',
  'domainItem.markIssued': 'Marcar certificado como emitido',
  'domainItem.failedTitle': 'La verificación falló.',
  'domainItem.failedIntro': '{title} Lo que suele causarlo:',
  'domainItem.causeApex':
    'Un registro A o AAAA para el dominio raíz (@) responde en lugar del ALIAS o ANAME.',
  'domainItem.causeSubdomain':
    'Un registro A, AAAA u otro existente en {host} bloquea el CNAME.',
  'domainItem.causeValue': 'El valor no coincide exactamente con {value}.',
  'domainItem.causePropagation':
    'El DNS aún no se ha propagado: puede tardar hasta {hours} horas.',
  'domainItem.failedNext':
    'Comprobar DNS, más abajo, muestra cuál es. Cuando el registro sea correcto, vuelva a marcarlo como configurado y luego elija Verify en el panel de la plataforma.',
  'domainItem.noCertificate':
    'Sin certificado {elapsed} después de la verificación.',
  'domainItem.noCertificateIntro':
    '{title} Suele tardar un par de minutos. Pasados 30 minutos:',
  'domainItem.confirmVerifies':
    'Confirme que el dominio sigue verificado, en {domains}. Comprobar DNS, más abajo, muestra si el registro sigue configurado.',
  'domainItem.caaKnown':
    'Busque registros CAA que bloqueen la autoridad de certificación: {authority} debe estar permitida. Comprobar DNS, más abajo, los muestra.',
  'domainItem.caaUnknown':
    'Busque registros CAA que bloqueen la autoridad de certificación: la autoridad de la plataforma (la indica su panel o su documentación) debe estar permitida. Comprobar DNS, más abajo, muestra las autoridades que permiten.',
  'domainItem.reverifyStep':
    'Luego elija {reverify} en el panel de la plataforma para iniciar un nuevo intento, y Volver a verificar aquí para empezar de nuevo la espera de 30 minutos.',
  'domainItem.reverify': 'Volver a verificar',
  'domainItem.removeTitle': '¿Quitar {domain}?',
  'domainItem.removeDomain': 'Quitar dominio',
  'domainItem.cancel': 'Cancelar',
  'domainItem.forgetsHere':
    'Este navegador olvida {domain}: su registro, sus pasos y sus comprobaciones aquí. No cambia nada en la plataforma ni en su proveedor de DNS.',
  'domainItem.redirectsGo': {
    one: 'También se quita su redirección:',
    other: 'También se quitan sus {count} redirecciones:',
  },
  'domainItem.primaryMoves':
    'Es el dominio principal: {name} pasa a ser el principal.',
  'domainItem.primaryLast':
    'Es el dominio principal y el último: el proyecto se sirve solo en su subdominio de la plataforma.',
  'domainItem.removeInDashboard':
    'La plataforma lo sigue sirviendo hasta que lo quite en su panel: Project settings → Domains, el menú junto al dominio, Remove. El tráfico a él se detiene en cuanto lo haga.',

  'import.animals': 'Animales',
  'import.crumb': 'Importar',
  'import.title': 'Importar animales',
  'import.needsKey':
    'Al importar, cada fila se envía con su clave de API y la importación se guarda con ella. Primero, {link}.',
  'import.addKey': 'añada su clave de API en Ajustes',
  'import.moveRefused':
    'El navegador no permitió guardar la importación con la clave nueva. No se envió nada; sigue en pausa con la clave anterior. Libere espacio o salga de la navegación privada e inténtelo de nuevo.',
  'import.moveKeptBoth':
    'La importación ya se guarda con la clave nueva, pero no se pudo quitar su copia con la clave anterior. No se ha enviado nada con la clave nueva. Reanúdela solo aquí, no con la clave anterior.',
  'import.moveNotMoved':
    'La importación no se movió: cambió en otra pestaña, o el navegador no permitió cambiar lo que guarda. No se envió nada con la clave nueva.',
  'import.looking': 'Buscando una importación en curso…',
  'import.recording':
    'Anotando los últimos 100 animales antes de enviar la primera fila…',
  'import.lead':
    'Añada muchos animales a la vez desde una hoja de cálculo. Las filas se revisan antes de enviar nada y luego se envían de una en una, al ritmo de su plan. Puede pausarla y volver a ella después de cerrar la página. Una importación admite hasta {rows} filas y archivos de hasta {size} MB: divida un archivo mayor e importe las partes una tras otra.',
  'import.csvFile': 'Archivo CSV',
  'import.rows': 'Filas',
  'import.rowsHint':
    'Pegue celdas copiadas de una hoja de cálculo, o CSV. La primera fila nombra las columnas: {name}, {category} y, si quiere, {status}. Una categoría es su nombre en Ajustes → Categorías, o su ID. Un estado es Disponible, Pendiente o Adoptado.',
  'import.checkRows': 'Revisar filas',
  'import.checking':
    'Revisando las filas con los últimos 100 animales, las listas cargadas y Actividad…',
  'import.fileRead':
    'Se leyó {file} en Filas, abajo: corrija allí lo que haga falta y vuelva a revisar.',
  'import.fileReadAs':
    '{note} Se leyó {file} en Filas, abajo: corrija allí lo que haga falta y vuelva a revisar.',
  'import.fileUnreadable':
    'No se pudo leer {file}. Elíjalo de nuevo, o pegue sus filas abajo.',
  'import.fileTooLarge':
    '{file} ocupa {size} MB: una importación lee como máximo {limit} MB. Divida el archivo en archivos más pequeños e impórtelos uno tras otro.',
  'import.noRoomInTab':
    'Esta importación es demasiado grande para el almacenamiento de esta pestaña, donde se guarda la importación mientras su clave de API se guarda solo para esta pestaña. No se envió nada. Marque Recordar en este dispositivo en Ajustes, para que la importación se guarde en la base de datos del navegador, o divida el archivo en partes más pequeñas.',
  'import.empty': 'Primero pegue filas o elija un archivo CSV.',
  'import.rowsTooLarge':
    'El texto de Filas ocupa {size} MB: una importación lee como máximo {limit} MB. Divídalo en archivos más pequeños e impórtelos uno tras otro.',
  'import.missingColumns':
    'La primera fila debe nombrar las columnas: name, categoryId y (si quiere) status. Falta: {missing}. Se encontró: {found}.',
  'import.noRows': 'Hay una fila de encabezado, pero ningún animal debajo.',
  'import.tooManyRows': {
    one: 'Hay {count} fila: una importación admite como máximo {max}. Divida el archivo en partes de hasta {max} filas e impórtelas una tras otra.',
    other:
      'Hay {count} filas: una importación admite como máximo {max}. Divida el archivo en partes de hasta {max} filas e impórtelas una tras otra.',
  },
  'import.costTitle': 'Antes de importar',
  'import.requests': { one: '{count} solicitud', other: '{count} solicitudes' },
  'import.costRequests': {
    one: '{count} solicitud, una por animal.',
    other: '{count} solicitudes, una por animal, enviadas de una en una.',
  },
  'import.costRecord': 'Antes, 1 solicitud para los últimos 100 animales.',
  'import.costNoRecord':
    'Primero se anotan los últimos 100 animales, recién cargados, sin ninguna solicitud.',
  'import.costLatestWhy':
    'Para que Revisar la lista pueda distinguir los animales que añade esta importación de otros más antiguos con el mismo nombre.',
  'import.costTime':
    'Tarda {duration} al ritmo de su plan ({perMinute} solicitudes por minuto, repartidas de forma uniforme).',
  'import.costDemo':
    'Modo de demostración: se envían a la API de demostración y no cuentan para ninguna cuota diaria.',
  'import.costLeft': {
    one: 'Queda {count} solicitud de la cuota de hoy, de {limit}.',
    other: 'Quedan {count} solicitudes de la cuota de hoy, de {limit}.',
  },
  'import.costLeftEnough': {
    one: 'Queda {count} solicitud de la cuota de hoy, de {limit}: suficiente para esta importación.',
    other:
      'Quedan {count} solicitudes de la cuota de hoy, de {limit}: suficientes para esta importación.',
  },
  'import.costTooMany': {
    one: 'Esta importación necesita {requests}, más de lo que queda de la cuota de hoy: solo cabe {count} fila. Quite filas para importar como máximo {count} hoy, y el resto mañana.',
    other:
      'Esta importación necesita {requests}, más de lo que queda de la cuota de hoy: solo caben {count} filas. Quite filas para importar como máximo {count} hoy, y el resto mañana.',
  },
  'import.importRows': {
    one: 'Importar {count} animal',
    other: 'Importar {count} animales',
  },
  'import.fewSeconds': 'unos pocos segundos',
  'import.about': 'alrededor de {duration}',
  'import.aboutHoursMinutes': 'alrededor de {hours} y {minutes}',
  'import.row': 'Fila',
  'import.name': 'Nombre',
  'import.category': 'Categoría',
  'import.status': 'Estado',
  'import.show': 'Mostrar',
  'import.allRows': 'Todas las filas ({count})',
  'import.attentionRows': '{label} ({count})',
  'import.pages': 'Páginas de filas',
  'import.tableRegion': 'Tabla de filas para importar',
  'import.caption': 'Filas para importar',

  'check.ready': { one: '{count} lista', other: '{count} listas' },
  'check.withProblems': {
    one: '{count} con problemas',
    other: '{count} con problemas',
  },
  'check.leftOutCount': {
    one: '{count} dejada fuera como posible duplicado',
    other: '{count} dejadas fuera como posibles duplicados',
  },
  'check.cannotRead': 'No se pueden leer estas filas',
  'check.stale':
    'Las filas cambiaron después de revisarlas. Vuelva a revisar las filas antes de importar.',
  'check.ignoredColumns': {
    one: 'Se ignoró una columna para la que el servicio no tiene campo: {columns}.',
    other:
      'Se ignoraron columnas para las que el servicio no tiene campo: {columns}.',
  },
  'check.latestProblem':
    'No se pudieron cargar los últimos 100 animales para comparar: {problem} Las filas solo se compararon con las listas ya cargadas y con Actividad.',
  'check.skippedHint':
    'Las filas con problemas se omiten. Corríjalas en {rows} y vuelva a revisar para incluirlas.',
  'check.rows': 'Filas',
  'check.duplicatesHint':
    'Se deja fuera una fila con el mismo nombre y categoría que un animal ya listado, que uno enviado desde este navegador o que una fila anterior. Podría añadir ese animal dos veces, para siempre. Marque {include} en una fila para enviarla de todos modos.',
  'check.include': 'Incluir',
  'check.includeRow': 'la fila {row}',
  'check.column': 'Revisión',
  'check.rowReady': 'Lista',
  'check.problemLabel': 'Problema:',
  'check.duplicateOfId': 'Posible duplicado de {id}',
  'check.duplicateOfIdIncluded': 'Posible duplicado de {id}.',
  'check.duplicateOfIdLeftOut': 'Posible duplicado de {id}: dejada fuera.',
  'check.duplicateOfRow': 'Posible duplicado de la fila {row}',
  'check.duplicateOfRowIncluded': 'Posible duplicado de la fila {row}.',
  'check.duplicateOfRowLeftOut':
    'Posible duplicado de la fila {row}: dejada fuera.',
  'check.id': 'ID {id}',
  'check.ids': { one: 'ID {ids}', other: 'ID {ids}' },
  'check.quoteUnclosed':
    'Unas comillas (") abiertas en esta fila nunca se cierran, así que el resto del texto se leyó dentro de ellas. Ciérrelas o quítelas.',
  'check.quoteMisplaced':
    'Unas comillas (") de esta fila están fuera de lugar. Ponga comillas alrededor de toda la celda, o quítelas.',
  'check.tooFewCells': {
    one: 'Esta fila tiene {count} celda, pero el encabezado tiene {columns}: puede que falte un separador.',
    other:
      'Esta fila tiene {count} celdas, pero el encabezado tiene {columns}: puede que falte un separador.',
  },
  'check.tooManyCells': {
    one: 'Esta fila tiene {count} celda, pero el encabezado tiene {columns}: un nombre con coma necesita comillas alrededor.',
    other:
      'Esta fila tiene {count} celdas, pero el encabezado tiene {columns}: un nombre con coma necesita comillas alrededor.',
  },
  'check.unreadable':
    'Esta fila tiene un carácter que no se pudo leer (se muestra como �), así que puede que un nombre esté dañado. Escríbalo de nuevo aquí, o guarde el archivo como «CSV UTF-8» y elíjalo otra vez.',
  'check.status': 'El estado debe ser uno de {statuses}, o quedar vacío',
  'check.statusWords': 'Disponible, Pendiente o Adoptado',
  'check.noCategory':
    "No hay ninguna categoría llamada '{name}': añádala en Ajustes → Categorías, o indique su ID como número entero",
  'check.leftOut': 'Dejada fuera: {duplicate}',
  'check.foundNone':
    'No está entre los últimos 100 animales: probablemente no se añadió. Envíela de nuevo si todavía la quiere.',
  'check.foundOlder': {
    one: 'No se añadió, por lo que muestra la lista. El único animal con este nombre y categoría entre los últimos 100 ({ids}) ya estaba antes de que esta importación la enviara, o vino de otro envío. Envíela de nuevo si todavía la quiere.',
    other:
      'No se añadió, por lo que muestra la lista. Los únicos animales con este nombre y categoría entre los últimos 100 ({ids}) ya estaban antes de que esta importación la enviara, o vinieron de otro envío. Envíela de nuevo si todavía la quiere.',
  },
  'check.foundAdded': {
    one: 'Añadida como {ids}.',
    other:
      'Se encontraron {count} animales con este nombre y categoría añadidos desde que empezó esta importación: {ids}. Puede que la solicitud de esta fila llegara al servidor más de una vez (un navegador puede reenviarla si se corta la conexión), o que otra persona añadiera uno. Revise cada uno antes de hacer nada.',
  },
  'check.foundMaybe': {
    one: 'Existe un animal con este nombre y categoría: {ids}. Puede que sea uno anterior.',
    other:
      'Existen animales con este nombre y categoría: {ids}. Cualquiera puede ser uno anterior.',
  },

  'results.copyHeading': 'Copia de una importación de otra pestaña',
  'results.elsewhereHeading': 'Importación en curso en otra pestaña',
  'results.previousVersionHeading':
    'Importación en curso en una pestaña de la versión anterior',
  'results.pausing': 'Pausando…',
  'results.cancelling': 'Cancelando…',
  'results.running': 'Importando…',
  'results.paused': 'Importación en pausa',
  'results.cancelled': 'Importación cancelada',
  'results.done': 'Importación terminada',
  'results.added': { one: '{count} añadida', other: '{count} añadidas' },
  'results.refused': { one: '{count} rechazada', other: '{count} rechazadas' },
  'results.unknown': {
    one: '{count} desconocida',
    other: '{count} desconocidas',
  },
  'results.notSent': {
    one: '{count} no enviada',
    other: '{count} no enviadas',
  },
  'results.skippedProblems': {
    one: '{count} omitida por problemas',
    other: '{count} omitidas por problemas',
  },
  'results.leftOut': {
    one: '{count} dejada fuera como posible duplicado',
    other: '{count} dejadas fuera como posibles duplicados',
  },
  'results.rowChecked': 'Fila {row}: {finding}',
  'results.rowCheckedPlain': 'Fila {row}: revisada.',
  'results.rowNotApplied':
    'Fila {row}: no se aplicó el resultado de revisar la lista: la importación cambió mientras tanto (aquí o en otra pestaña), o no se pudo guardar. No cambió nada; vuelva a revisar si la fila sigue como Desconocida.',
  'results.rowCheckFailed':
    'No se pudo revisar la lista para la fila {row}: {error} No cambió nada; inténtelo de nuevo.',
  'results.rowMarked': 'Fila {row}: marcada como Añadida con el ID {id}.',
  'results.copyNotice':
    'Esta pestaña se copió de la pestaña que ejecuta esta importación (Duplicar pestaña la copia), y esa pestaña la ha cambiado desde entonces. Puede que esta copia no esté al día, así que desde aquí no se puede enviar ni cambiar nada: podría añadir animales dos veces. Siga la importación en la pestaña donde se ejecuta.',
  'results.removeCopy': 'Quitar esta copia de esta pestaña',
  'results.previousVersionNotice':
    'Una pestaña que sigue en la versión anterior del escritorio está enviando esta importación. Lo que se muestra aquí es una copia hecha al abrir esta página. Las filas que envíe desde entonces aparecen como Desconocidas, y desde aquí no se puede enviar ni cambiar nada. Siga la importación en esa pestaña; cuando se cierre, recargue esta página para ver cómo terminó.',
  'results.elsewhereNotice':
    'Otra pestaña está enviando esta importación. Su progreso se muestra aquí a medida que avanza; páusela o cancélela en esa pestaña. Solo se ejecuta una importación por conexión a la vez.',
  'results.interrupted':
    'La importación se detuvo al cerrarse la página. Las filas que se estaban enviando quedan como Desconocidas; el resto espera a Reanudar.',
  'results.keyRefused':
    'Clave de API rechazada: corríjala en Ajustes y pulse Reanudar. No se perdió nada.',
  'results.storage':
    'Este navegador no tiene espacio para registrar la importación; libere espacio o exporte los resultados, y pulse Reanudar',
  'results.connectionChanged':
    'La conexión cambió en Ajustes. Vuelva a la conexión con la que empezó esta importación y pulse Reanudar.',
  'results.openSettings': 'Abrir Ajustes',
  'results.progress': 'Progreso de la importación',
  'results.progressText': '{finished} de {total}',
  'results.timeLeft': 'quedan {duration}',
  'results.pause': 'Pausar',
  'results.resume': 'Reanudar',
  'results.cancel': 'Cancelar',
  'results.download': 'Descargar resultados',
  'results.startAnother': 'Empezar otra importación',
  'results.outcomeSkipped': 'Omitida',
  'results.outcomePending': 'En espera',
  'results.outcomeSending': 'Enviando',
  'results.outcomeAdded': 'Añadida',
  'results.outcomeRefused': 'Rechazada',
  'results.outcomeUnknown': 'Desconocida',
  'results.outcomeNotSent': 'No enviada',
  'results.outcomeResend': 'Reenviando',
  'results.outcomeLeftOut': 'Dejada fuera',
  'results.id': 'ID {id}',
  'results.seeInActivity': 'Verla en Actividad',
  'results.activityRow': '(fila {row})',
  'results.unknownHelp':
    'Puede que se haya añadido: use Revisar la lista antes de volver a enviarla. Puede que la conexión se cortara después de que el servidor la guardara, y el propio navegador puede haber enviado la solicitud dos veces por una conexión reutilizada.',
  'results.unknownError': '{error} {help}',
  'results.unknownClosed':
    'La página se cerró mientras se enviaba esta fila. {help}',
  'results.unknownNotResent':
    'No se volvió a enviar: la solicitud no se procesó. {help}',
  'results.marked':
    'Marcada como Añadida por usted, con el ID {id}: encontrada con este nombre y categoría.',
  'results.serverSaid': 'El servidor dijo: {message}',
  'results.needsYou': 'Desconocidas o rechazadas',
  'results.needsYouNone': 'Ahora no hay ninguna desconocida ni rechazada.',
  'results.column': 'Resultado',
  'results.checkList': 'Revisar la lista',
  'results.markAdded': 'Marcar la fila {row} como Añadida',
  'results.sendRowAgain': 'Enviar de nuevo la fila {row}…',
  'results.resendTitle': '¿Enviar de nuevo la fila {row}?',
  'results.sendAgain': 'Enviar de nuevo',
  'results.dontSend': 'No enviar',
  'results.resendText':
    'Puede que {name} ya se haya añadido: su solicitud llegó al servidor, que nunca dijo si lo guardó. Enviarla de nuevo puede crear un duplicado. Si puede, revise antes la lista de Animales.',
  'results.thisAnimal': 'este animal',
  'results.resendFound':
    'Revisar la lista encontró un animal con este nombre y categoría, ID {id}, que puede ser uno anterior o el de esta fila.',
  'results.newKeyTitle': '¿Continuar esta importación con la clave nueva?',
  'results.newKeyText':
    'Una importación a este servidor quedó en pausa con la clave anterior. Las filas que faltan se enviarán con la clave que acaba de guardar, y la importación sigue en pausa hasta que la reanude. Todavía no se ha enviado ninguna fila con la clave nueva.',
  'results.continueNewKey': 'Continuar con la clave nueva',
  'results.declineNewKey': 'No continuarla',

  'textFile.windows1252':
    'Se leyó como Windows-1252 (Europa occidental): revise los nombres de abajo.',

  'list.title': 'Animales',
  'list.add': 'Añadir animal',
  'list.import': 'Importar animales',
  'list.options': 'Opciones de la lista',
  'list.status': 'Estado',
  'list.all': 'Todos',
  'list.pageSize': 'Por página',
  'list.findInList': 'Buscar en la lista',
  'list.findHint': 'Nombre, ID o categoría · pulse / para ir aquí',
  'list.findById': 'Buscar un animal por ID',
  'list.animalId': 'ID del animal',
  'list.find': 'Buscar',
  'list.idEmpty': 'Introduzca un ID de animal',
  'list.idNotWhole': 'Un ID de animal es un número entero, como 42',
  'list.idTooLarge': 'Ese número es demasiado grande para ser un ID de animal',
  'list.savedViews': 'Vistas guardadas',
  'list.saveView': 'Guardar vista',
  'list.manageViews': 'Administrar vistas',
  'list.viewsFailed':
    'No se pudo cargar el cuadro de las vistas. Compruebe su conexión e inténtelo de nuevo.',
  'list.table': 'Tabla de animales',
  'list.id': 'ID',
  'list.name': 'Nombre',
  'list.category': 'Categoría',
  'list.idInline': 'ID {id}',
  'list.loading': 'Cargando…',
  'list.loadingAnimals': 'Cargando animales…',
  'list.loadFailed': 'No se pudieron cargar los animales',
  'list.refreshFailed': 'No se pudieron actualizar los animales',
  'list.updating': 'Actualizando…',
  'list.showing': {
    one: 'Mostrando {count} animal.',
    other: 'Mostrando {count} animales.',
  },
  'list.showingStatus': {
    one: 'Mostrando {count} animal con estado «{status}».',
    other: 'Mostrando {count} animales con estado «{status}».',
  },
  'list.moreLarger':
    'Puede haber más: elija más animales por página para verlos.',
  'list.moreAtMost':
    'Puede haber más: la API lista como máximo {max} animales por solicitud, por estado.',
  'list.sorted': {
    one: 'Ordenado por {key} ({order}): el orden solo se aplica a {count} animal cargado, no a todos los animales.',
    other:
      'Ordenado por {key} ({order}): el orden solo se aplica a los {count} animales cargados, no a todos los animales.',
  },
  'list.idSort': 'ID',
  'list.idUp': 'el menor primero',
  'list.idDown': 'el mayor primero',
  'list.nameSort': 'nombre',
  'list.nameUp': 'de la A a la Z',
  'list.nameDown': 'de la Z a la A',
  'list.categorySort': 'categoría',
  'list.categoryUp': 'ID, luego nombres de la A a la Z',
  'list.categoryDown': 'nombres de la Z a la A, luego ID',
  'list.statusSort': 'estado',
  'list.statusUp': 'disponible, pendiente, adoptado',
  'list.statusDown': 'adoptado, pendiente, disponible',
  'list.noMatch': 'Ninguna fila cargada coincide con «{q}».',
  'list.matchOfOne': '{count} de {total} fila cargada coincide con «{q}».',
  'list.matches': {
    one: '{count} de {total} filas cargadas coincide con «{q}».',
    other: '{count} de {total} filas cargadas coinciden con «{q}».',
  },
  'list.searchesLoaded':
    'Solo se buscan las filas cargadas: elija más filas por página u otro estado para buscar en más.',
  'list.searchesAtMost':
    'Solo se buscan las filas cargadas: para encontrar otros, elija un Estado o búsquelo por ID del animal.',
  'list.filters': 'Filtros',
  'list.filtersSet': { one: '{count} activo', other: '{count} activos' },
  'list.clearSorting': 'Quitar el orden',
  'list.exportCsv': 'Exportar CSV',
  'list.printCards': 'Imprimir tarjetas',
  'list.exportsMatching': {
    one: 'Exporta solo {count} fila que coincide',
    other: 'Exporta solo las {count} filas que coinciden',
  },
  'list.exportsLoaded': {
    one: 'Exporta solo {count} fila cargada',
    other: 'Exporta solo las {count} filas cargadas',
  },
  'list.justNow': 'Actualizado hace un momento · actualizando…',
  'list.minutesAgo': 'Actualizado hace {minutes} min · actualizando…',
  'list.hoursAgo': 'Actualizado hace {hours} h · actualizando…',

  'listNotes.availableNone': 'No hay animales disponibles',
  'listNotes.pendingNone': 'No hay animales pendientes',
  'listNotes.soldNone': 'No hay animales adoptados',
  'listNotes.noneWithStatus': 'Ningún animal tiene el estado «{status}».',
  'listNotes.showAll': 'Mostrar todos los animales',
  'listNotes.noneYet': 'Todavía no hay animales',
  'listNotes.noneYetText': 'Aquí aparecerán los animales añadidos al servicio.',
  'listNotes.clearSearch': 'Borrar la búsqueda',
  'listNotes.sentMore':
    'El servidor envió {sent} animales cuando se pidieron {limit}; se muestran los primeros {limit}.',
  'listNotes.offline':
    'Sin conexión: se muestran las filas cargadas a las {time}',
  'listNotes.loadedAt': 'La lista de abajo es la que se cargó a las {time}.',

  'views.keeps': 'Guarda lo que la lista muestra ahora:',
  'views.viewName': 'Nombre de la vista',
  'views.nameHint': 'Por ejemplo: Gatos disponibles',
  'views.save': 'Guardar',
  'views.cancel': 'Cancelar',
  'views.saved': 'Se guardó la vista «{name}»: aparece encima de los filtros.',
  'views.allStatuses': 'Todos los estados',
  'views.withStatus': 'Estado: {status}',
  'views.perPage': '{limit} por página',
  'views.sortedBy': 'Ordenado por {key}, {order}',
  'views.findsLoaded':
    'Buscar «{q}»: busca solo en las filas cargadas, no en todos los animales',
  'views.nameEmpty': 'Escriba un nombre para la vista',
  'views.nameLong':
    'El nombre de la vista es demasiado largo: como máximo {max} caracteres',
  'views.nameTaken':
    'Ya hay una vista guardada con el nombre «{name}»: elija otro nombre',
  'views.nameEarlier':
    'Una entrada anterior del archivo ya se llama «{name}»: elija otro nombre',
  'views.keptFor':
    'Se guardan en este navegador para {connection} y las comparten sus pestañas. Cada vista es un enlace normal: guárdelo en marcadores o envíelo a un compañero.',
  'views.noneSaved':
    'No hay vistas guardadas. Guarde una desde la lista con {saveView}.',
  'views.rename': 'Cambiar nombre',
  'views.renameView': 'Cambiar nombre de {name}',
  'views.delete': 'Eliminar',
  'views.deleteView': 'Eliminar {name}',
  'views.deleted': 'Se eliminó la vista «{name}».',
  'views.newName': 'Nuevo nombre para «{name}»',
  'views.saveName': 'Guardar nombre',
  'views.renamed': 'Se cambió el nombre de «{from}» a «{to}».',
  'views.close': 'Cerrar',
  'views.share': 'Compartir las vistas',
  'views.shareIntro':
    'Expórtelas como archivo e impórtelo en otro navegador, para que una persona pueda preparar las vistas de todo un equipo.',
  'views.exportViews': 'Exportar vistas',
  'views.importFile': 'Importar un archivo de vistas',
  'views.importHint':
    'JSON como el que se exporta aquí. No cambia nada hasta que elija cómo usarlo.',
  'views.unreadable':
    'No se pudo leer {file}. Las vistas guardadas no cambiaron; revise el archivo y vuelva a elegirlo.',
  'views.toUse': {
    one: '{count} vista para usar',
    other: '{count} vistas para usar',
  },
  'views.preview': {
    one: '{file}: {count} vista para usar.',
    other: '{file}: {count} vistas para usar.',
  },
  'views.previewLeftOut': {
    one: '{file}: {views}, {count} entrada omitida.',
    other: '{file}: {views}, {count} entradas omitidas.',
  },
  'views.addToSaved': 'Añadir a las vistas guardadas',
  'views.replaceSaved': 'Reemplazar las vistas guardadas',
  'views.replaced': {
    one: 'Las vistas guardadas son ahora la {count} vista de {file}.',
    other: 'Las vistas guardadas son ahora las {count} vistas de {file}.',
  },
  'views.added': {
    one: 'Se añadió {count} vista de {file}.',
    other: 'Se añadieron {count} vistas de {file}.',
  },
  'views.fileEmpty': 'Este archivo está vacío.',
  'views.fileTooLarge':
    'Este archivo ocupa {size} MB: un archivo de vistas puede ocupar como máximo {limit} MB. No se leyó nada.',
  'views.tooManyViews':
    'Este archivo tiene {count} vistas: un archivo de vistas puede tener como máximo {max}. No se leyó nada; divídalo o quite vistas.',
  'views.tooManySaved':
    'No se añadió nada: con este archivo habría {count} vistas guardadas (ahora {saved}), y se conservan como máximo {max}. Elimine algunas vistas o reemplace las vistas guardadas por el archivo.',
  'views.refused':
    'No se pudo usar {file}: {problem} Las vistas guardadas no cambiaron.',
  'views.notJson':
    'Este archivo no es JSON válido. Exporte sus vistas desde Administrar vistas para ver el formato.',
  'views.noList':
    'Este JSON no tiene una lista de vistas: se esperaba {example}.',
  'views.entry': 'Entrada {number}: {problem}',
  'views.named': '«{name}»: {problem}',
  'views.notAView': 'se esperaba una vista como {example}',
  'views.noName': 'la vista no tiene nombre',
  'views.unknownField':
    'campo desconocido «{field}» (una vista tiene {fields})',
  'views.lostCharacter':
    'tiene un carácter que no se pudo leer (se muestra como �). Guarde el archivo como UTF-8 y vuelva a elegirlo',
  'views.badStatus': 'el estado {value} no es uno de {values}',
  'views.badLimit': 'el número por página {value} no es uno de {values}',
  'views.badSort':
    'el orden {value} no es uno de {values} (con un - delante para el orden inverso)',
  'views.badFind': 'el texto de búsqueda (q) debe ser texto',
  'views.differentKept':
    '«{name}»: ya hay guardada otra vista llamada «{saved}», y se conserva',

  'overview.title': 'Resumen',
  'overview.cost':
    'Esta página cuesta como mucho cuatro solicitudes: 100 animales de cada estado y los 100 más recientes de todos. Las listas cargadas en los últimos 30 segundos no se vuelven a pedir.',
  'overview.refresh': 'Actualizar',
  'overview.loading': 'Cargando las cifras…',
  'overview.loadedAt': 'Cifras cargadas a las {time}.',
  'overview.refreshing': 'Cifras cargadas a las {time} · actualizando…',
  'overview.offline':
    'Sin conexión: se muestran las cifras cargadas a las {time}.',
  'overview.loadFailed': 'No se pudieron cargar las cifras',
  'overview.refreshFailed': 'No se pudieron actualizar las cifras',
  'overview.byStatus': 'Por estado',
  'overview.hundredOrMore': '100 o más',
  'overview.noStatus': 'Sin estado',
  'overview.noStatusWhere': 'entre los 100 más recientes',
  'overview.notLoaded': 'sin cargar',
  'overview.byCategory': 'Por categoría',
  'overview.chartLabel':
    'Gráfico de barras de animales por categoría y estado. La tabla de abajo da sus cifras.',
  'overview.legend': 'Estado',
  'overview.tableName': 'Animales por categoría y estado',
  'overview.category': 'Categoría',
  'overview.total': 'Total',
  'overview.allCategories': 'Todas las categorías',
  'overview.barTitle': '{category}: {status} {count}',
  'overview.window':
    'La API no da totales. Las listas que trajeron 100 animales ({lists}) se cuentan solo hasta los 100 que envió el servidor.',
  'overview.allAnimals': 'todos los animales',
  'overview.since': 'Desde su última visita',
  'overview.sinceHelp':
    '«Desde su última visita» significa desde el último Marcar como visto ({time}). Hasta entonces estos cambios se mantienen, al recargar{tabs}.',
  'overview.sinceHelpTabs': ' y en otras pestañas',
  'overview.keptDevice':
    'Se guarda en este dispositivo para este servidor y esta clave; Olvidar clave en Ajustes lo borra.',
  'overview.keptTab':
    'Se guarda solo en esta pestaña, como la clave; Olvidar clave en Ajustes lo borra.',
  'overview.demoYesterday':
    'En la demostración, la primera visita se compara con un «ayer» que prepara la demostración.',
  'overview.firstLook':
    'Aún no hay nada que comparar: es la primera visita con esta conexión. El escritorio ha anotado lo que muestra esta página, y los cambios aparecerán aquí la próxima vez.',
  'overview.noKey': 'Sin clave de API no se anota nada.',
  'overview.noChanges':
    'Nada ha cambiado entre los animales que tienen ambas visitas.',
  'overview.onlyBoth':
    'Solo se compara lo que tienen ambas visitas: hasta 100 animales de cada estado y los 100 más recientes de todos.',
  'overview.markAsSeen': 'Marcar como visto',
  'overview.marked':
    'Marcado como visto. Los cambios a partir de ahora aparecerán aquí.',
  'overview.newHeading': 'Nuevos',
  'overview.notSeenHeading': 'No estaban entre los vistos antes',
  'overview.notSeenWhy':
    'Una lista trajo 100 animales, así que un animal más antiguo puede haber entrado en la vista: no son necesariamente nuevos.',
  'overview.changedHeading': 'Cambió de estado',
  'overview.changedFromTo': 'de {from} a {to}',
  'overview.goneHeading': 'Ya no aparecen',
  'overview.goneWindowHeading':
    'Ya no están entre los 100 que envió el servidor',
  'overview.addedHere': 'añadido aquí',
  'overview.animalId': 'ID {id}',
  'overview.waitingForAll':
    'Los cambios se muestran cuando las cuatro listas se han cargado.',
}
