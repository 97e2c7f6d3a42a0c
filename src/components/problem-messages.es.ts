import type { Translation } from '../lib/i18n/messages'
import type { problemMessages } from './problem-messages'

export const es: Translation<typeof problemMessages> = {
  namespace: 'problem',
  messages: {
    why: '¿Por qué?',
    problem: 'Hay un problema',
    keyRefused: 'El servidor rechazó la clave de API.',
    keyRefusedSaid: 'El servidor rechazó la clave de API y dijo: “{message}”',
    unexpected: 'Ocurrió un error inesperado.',
    serverSaid: 'El servidor dijo: “{message}”',
    checkKey: 'Revise la clave de API en Ajustes',
    retry: 'Reintentar',
    retryWaiting: 'Reintentar (esperando el límite de solicitudes)',
  },
}
