import type { Translation } from '../lib/i18n/messages'
import type { componentsMessages } from './components-messages'

export const es: Translation<typeof componentsMessages> = {
  namespace: 'components',
  messages: {
    pageTitle: '{page} · Adoption Desk',
    unnamed: 'Sin nombre (ID {id})',
    environment: 'Entorno: ',
    demo: 'Demo',
    production: 'Producción',
    staging: 'Pruebas',
    custom: 'Personalizado',
    available: 'Disponible',
    pending: 'Pendiente',
    sold: 'Adoptado',
    unset: 'Sin indicar',
    why: '¿Por qué?',
    error: 'Error: ',
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
