import type { Translation } from '../../lib/i18n/messages'
import type { demoMessages } from './demo-messages'

export const es: Translation<typeof demoMessages> = {
  namespace: 'demo',
  messages: {
    settings: 'Ajustes',
    pageTitle: 'Herramientas de demostración · Ajustes',
    notDemo:
      'Las herramientas de demostración solo funcionan en modo de demostración. {link} para elegirlo.',
    toConnection: 'Vaya a Conexión',
    faultsTitle: 'Interruptores de fallos de demostración',
    faultsIntro:
      'Haga que la API de demostración falle para ver cómo responde Adoption Desk. Solo afecta al modo de demostración, y todos los interruptores vuelven a apagarse al recargar la página.',
    faultsFailed:
      'No se pudieron cargar los interruptores de fallos: {message}',
    faultsLoading: 'Cargando los interruptores de fallos…',
    dataTitle: 'Datos de demostración',
    dataIntro:
      'Los animales que añada en modo de demostración se guardan solo en este navegador. Al restablecer vuelven los animales de ejemplo originales y se borran el registro de Actividad y la importación de la demostración.',
    resetData: 'Restablecer datos de demostración',
    stillLoading:
      'Los datos de demostración aún se están cargando; inténtelo de nuevo en un momento.',
    resetDone: {
      one: 'Datos de demostración restablecidos: ha vuelto {count} animal de ejemplo, los animales añadidos en la demostración ya no están, y se borraron el registro de Actividad y cualquier importación de demostración.',
      other:
        'Datos de demostración restablecidos: han vuelto {count} animales de ejemplo, los animales añadidos en la demostración ya no están, y se borraron el registro de Actividad y cualquier importación de demostración.',
    },
    resetNotCleared: {
      one: 'Datos de demostración restablecidos: ha vuelto {count} animal de ejemplo y los animales añadidos en la demostración ya no están, pero no se pudieron borrar el registro de Actividad ni la importación ({error}); inténtelo de nuevo.',
      other:
        'Datos de demostración restablecidos: han vuelto {count} animales de ejemplo y los animales añadidos en la demostración ya no están, pero no se pudieron borrar el registro de Actividad ni la importación ({error}); inténtelo de nuevo.',
    },
    requestsTitle: 'Solicitudes de demostración',
    requestsIntro:
      'El modo de demostración responde dentro de esta página, así que las herramientas de desarrollo del navegador no muestran sus solicitudes. Aquí están las últimas 50 que envió esta pestaña, de la más reciente a la más antigua.',
    requestsNone: 'Aún no hay solicitudes de demostración en esta pestaña.',
    requestsRegion: 'Tabla de solicitudes de demostración',
    method: 'Método',
    path: 'Ruta',
    status: 'Estado',
    time: 'Hora',
    took: 'Duración',
    waiting: 'Esperando…',
    noHandler: 'Sin respuesta: ningún controlador',
    dropped: 'Sin respuesta: se cortó la conexión',
    abandoned: 'Sin respuesta: se agotó el tiempo o se canceló',
    milliseconds: '{ms} ms',
    seconds: '{seconds} s',
    rateLimit: 'Límite de solicitudes',
    rateLimitLabel: 'La próxima solicitud responde 429 Too Many Requests',
    rateLimitHint:
      'Solo una solicitud: la próxima se rechaza con 429 y el interruptor se apaga solo una vez usado. La aplicación espera lo que indique Retry-After y vuelve a enviar.',
    rateLimitName: '429 Too Many Requests',
    inSeconds: 'En segundos',
    httpDate: 'Como fecha HTTP',
    missing: 'Ausente',
    secondsLabel: 'Segundos',
    secondsHintNone:
      'La respuesta no lleva encabezado Retry-After, así que la aplicación espera por su cuenta.',
    secondsHintDate:
      'Retry-After es una fecha esta cantidad de segundos después de la respuesta.',
    secondsHint: 'Retry-After es esta cantidad de segundos.',
    retrySecondsProblem: 'Escriba segundos enteros de {min} a {max}.',
    retrySecondsFirst:
      'Primero escriba segundos enteros de {min} a {max} para Retry-After.',
    networkSpeed: 'Velocidad de la red',
    slowLabel: 'Red lenta',
    slowHint:
      'Cada solicitud espera antes de recibir respuesta, hasta que usted lo apague.',
    delayLabel: 'Retraso (segundos)',
    delayHint:
      'Las solicitudes se abandonan a los {seconds} segundos, así que un retraso mayor muestra el tiempo de espera agotado.',
    delayProblem: 'Escriba un retraso de {min} a {max} segundos.',
    delayFirst: 'Primero escriba un retraso de {min} a {max} segundos.',
    failingAnswers: 'Respuestas con fallo',
    failingHint:
      'Si hay varias activadas, cada solicitud recibe solo una; las demás esperan a las solicitudes siguientes.',
    appliesTo: 'Se aplica a',
    appliesNext: 'Solo la próxima solicitud',
    appliesEvery: 'Todas las solicitudes hasta apagarlo',
    serverError: 'Error del servidor 500',
    serverErrorHint:
      'Responde 500 Internal Server Error con el cuerpo de error habitual de la API.',
    badGateway: 'Página de error del proxy 502',
    badGatewayHint:
      'Responde 502 con una página HTML en lugar de JSON, como lo haría un proxy delante de la API.',
    malformedJson: 'JSON mal formado',
    malformedJsonHint:
      'Responde 200 con un JSON cortado a la mitad, de modo que el cuerpo no se puede leer.',
    cutAfterStore: 'Conexión cortada tras guardar',
    cutAfterStoreHint:
      'Hace lo que se pidió (añade el animal) y corta la conexión antes de responder, así que la aplicación no puede saber si funcionó.',
    unauthorized: 'Clave rechazada 401',
    unauthorizedHint:
      'Responde 401 Invalid API key, como si la clave se hubiera revocado.',
    allOffButton: 'Apagar todos los fallos',
    armedNext: 'Activado: esperando la próxima solicitud.',
    armedEvery: 'Activado para todas las solicitudes hasta apagarlo.',
    turnedOff: '{name}: apagado.',
    allOff: 'Todos los interruptores de fallos están apagados.',
    armed429Seconds: {
      one: '429 activado: la próxima solicitud recibe 429 Too Many Requests con Retry-After: {count} ({count} segundo) y luego el interruptor se apaga solo.',
      other:
        '429 activado: la próxima solicitud recibe 429 Too Many Requests con Retry-After: {count} ({count} segundos) y luego el interruptor se apaga solo.',
    },
    armed429Date: {
      one: '429 activado: la próxima solicitud recibe 429 Too Many Requests con Retry-After como fecha HTTP {count} segundo más tarde y luego el interruptor se apaga solo.',
      other:
        '429 activado: la próxima solicitud recibe 429 Too Many Requests con Retry-After como fecha HTTP {count} segundos más tarde y luego el interruptor se apaga solo.',
    },
    armed429None:
      '429 activado: la próxima solicitud recibe 429 Too Many Requests sin encabezado Retry-After y luego el interruptor se apaga solo.',
    slowOn: {
      one: 'Red lenta activada: cada solicitud espera {count} segundo hasta que usted la apague.',
      other:
        'Red lenta activada: cada solicitud espera {count} segundos hasta que usted la apague.',
    },
    answerArmedNext:
      '{name} activado: la próxima solicitud lo recibe y luego el interruptor se apaga solo.',
    answerOnEvery:
      '{name} activado: todas las solicitudes lo reciben hasta que usted lo apague.',
    nowApplyNext:
      'Las respuestas con fallo se aplican ahora solo a la próxima solicitud.',
    nowApplyEvery:
      'Las respuestas con fallo se aplican ahora a todas las solicitudes hasta apagarlas.',
    usedUp: {
      one: 'Usado: {names} respondió a una solicitud y ya está apagado.',
      other: 'Usados: {names} respondieron a solicitudes y ya están apagados.',
    },
  },
}
