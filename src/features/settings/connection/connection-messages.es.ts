import type { Translation } from '../../../lib/i18n/messages'
import type { connectionMessages } from './connection-messages'

export const es: Translation<typeof connectionMessages> = {
  namespace: 'connection',
  messages: {
    environment: 'Entorno',
    optionDemo: 'Demostración (sin conexión)',
    optionProduction: 'Producción',
    optionStaging: 'Pruebas',
    optionCustom: 'Personalizado',
    demoHint: 'Datos de ejemplo en este navegador; no hace falta clave ni red.',
    requestsGoTo: 'Las solicitudes van a {url}',
    requestsGoBelow: 'Las solicitudes van a la URL base que se indica abajo.',
    notConfigured: 'No está configurado en esta versión.',
    baseUrl: 'URL base de la API',
    baseUrlHint:
      'Incluya el segmento de la versión, p. ej. /v1. También sirven servidores locales como http://localhost:4010/v1.',
    blockedByPolicy:
      'La política de seguridad de esta versión no permite {origin}, así que el navegador bloqueará las solicitudes a esa dirección. Quien despliega Adoption Desk puede permitirla (CSP_CONNECT_SRC, consulte el README).',
    urlExample: 'https://api.example.com/v1',
    apiKey: 'Clave de API',
    savedKey: 'Clave guardada: {key} {forget}',
    savedKeyElsewhere:
      'Clave guardada: {key} es para {address}, otra dirección, así que no se envía aquí. {forget}',
    forgetKey: 'Olvidar clave',
    keyHint: 'Se envía solo en la cabecera Authorization, nunca en un enlace.',
    keepSavedKey: 'Déjelo vacío para conservar la clave guardada',
    savedKeyOther: 'La clave guardada es para otra dirección',
    showKey: 'Mostrar clave',
    remember: 'Recordar en este dispositivo',
    rememberHint:
      'Desactivado: la clave se olvida al cerrar esta pestaña. Activado: se queda en este navegador hasta que la olvide; úselo solo en un dispositivo que sea suyo.',
    save: 'Guardar',
    testing: 'Probando…',
    test: 'Probar conexión',
    savedChanged:
      'Guardado. Ahora se usa {label}; se borraron los animales cargados desde la conexión anterior.',
    savedSame: 'Guardado. Se sigue usando {label}.',
    keyForgotten: 'La clave de API guardada se eliminó de este navegador.',
    problemEmpty:
      'Introduzca la URL base de la API, por ejemplo https://api.example.com/v1',
    problemNotUrl:
      'Introduzca una URL completa que empiece por https:// o http://',
    problemProtocol:
      'La URL base de la API debe empezar por https:// o http://',
    problemCredentials:
      'No ponga credenciales en la URL; la clave de API va en su propio campo',
    problemQuery: 'La URL base de la API no puede contener ? ni #',
    noBuildUrl:
      'Esta versión no tiene configurada la URL de la API de {environment}. Elija Personalizado e introduzca la URL, o pida a quien despliega Adoption Desk que la configure.',
    enterKey: 'Introduzca la clave de API de este entorno',
    keySpaces: 'Una clave de API no tiene espacios; revise lo que pegó',
    connected: 'Conectado a {host}. {limit}',
    rateLimit:
      'Límite de solicitudes: {limit} solicitudes (quedan {remaining} en este periodo).',
    noRateLimit: 'El navegador no puede leer su límite de solicitudes.',
    keyRefused: 'Clave rechazada: {message}',
    unreachable: 'No se puede acceder al servidor o CORS lo bloquea. {message}',
    rateLimited:
      'Límite de solicitudes alcanzado: {message} La aplicación espera antes de volver a enviar.',
    failed: 'La prueba falló: {message}',
    unexpected: 'Ocurrió un error inesperado.',
    hiddenTitle: 'Esta API oculta cabeceras que la aplicación necesita:',
    hiddenText:
      '{headers}. Sin ellas la aplicación no puede saber cuánto le pide esperar el servidor después de un 429, ni cuántas solicitudes quedan, así que espera más de lo que quizá haga falta (al menos 5 s, y luego el doble) para proteger la clave.',
    askOperator:
      'Pida a quien opera la API que añada esta cabecera a sus respuestas:',
    copied: 'Copiada',
    copyLine: 'Copiar línea',
  },
}
