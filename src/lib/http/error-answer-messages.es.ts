import type { Translation } from '../i18n/messages'
import type { errorAnswerMessages } from './error-answer-messages'

export const es: Translation<typeof errorAnswerMessages> = {
  namespace: 'errorAnswer',
  messages: {
    s400: 'El servidor rechazó la solicitud por no ser válida',
    s401: 'Se rechazó la clave de API',
    s403: 'La clave de API no tiene permiso para hacer esto',
    s404: 'No se encontró',
    s408: 'Se agotó el tiempo del servidor esperando la solicitud',
    s429: 'Demasiadas solicitudes',
    s500: 'El servidor tuvo un error interno',
    s502: 'Falló una puerta de enlace entre usted y el servidor (502)',
    s503: 'El servidor no está disponible en este momento (503)',
    s504: 'Se agotó el tiempo de una puerta de enlace entre usted y el servidor (504)',
    other: 'El servidor respondió con HTTP {status}',
    noDetails: '{problem} (respondió sin detalles).',
    webPage:
      '{problem} (respondió con una página web en lugar de un error de la API, así que puede haber un proxy o una puerta de enlace de por medio).',
    notAnError:
      '{problem} (respondió con un contenido que no es un error de la API).',
  },
}
