import type { Translation } from '../i18n/messages'
import type { httpMessages } from './http-messages'

export const es: Translation<typeof httpMessages> = {
  namespace: 'http',
  messages: {
    cancelled: 'Se canceló la solicitud.',
    noBaseUrl:
      'No hay una URL base de la API configurada para {label}. Elija otro entorno en Ajustes.',
    noKey:
      'No hay una clave de API guardada para {label}. Introdúzcala en Ajustes.',
    demo: 'Demostración',
    production: 'Producción',
    staging: 'Pruebas',
    custom: 'Personalizado',
    noDemo:
      'No se pudo cargar el modo de demostración. Revise su conexión e inténtelo de nuevo, o conéctese a una API real en Ajustes.',
    offline:
      'No hay conexión: no se envió nada. Inténtelo de nuevo cuando este dispositivo esté conectado.',
    timeout: {
      one: 'El servidor no respondió en {count} segundo.',
      other: 'El servidor no respondió en {count} segundos.',
    },
    timeoutMs: 'El servidor no respondió en {count} ms.',
    network:
      'No se pudo conectar con el servidor en {host}. Revise su conexión; si el servidor funciona, puede que esté bloqueando esta aplicación (CORS).',
    networkHere:
      'No se pudo conectar con el servidor en {host}. Revise su conexión e inténtelo de nuevo.',
    redirect:
      'La API respondió con una redirección; la clave no se envía a otra dirección.',
    tooLarge:
      'La respuesta del servidor ocupa más de 5 MB, lo máximo que lee esta aplicación, así que no se usó. Pruebe con un tamaño de página menor; si sigue ocurriendo, el servidor está enviando mucho más de lo pedido.',
    webPage:
      'El servidor envió una página web en lugar de datos. Compruebe que la URL base de la API apunta a la API.',
    notJson: 'El servidor envió una respuesta que no es JSON válido.',
    empty: 'El servidor envió una respuesta vacía.',
    shape: 'La respuesta del servidor no tenía la forma esperada.',
    shapeAt:
      'La respuesta del servidor no tenía la forma esperada (en {path}).',
    status: 'El servidor respondió con HTTP {status}.',
    limitedNow:
      'El servidor está limitando las solicitudes en este momento (429 Too Many Requests).',
    stillLimited:
      'El servidor sigue limitando las solicitudes después de varias esperas. Inténtelo de nuevo dentro de un rato.',
    beyondADay:
      'El servidor pidió esperar más de un día (hasta el {until}). Pulse Reintentar después de esa fecha.',
  },
}
