import type { Translation } from '../lib/i18n/messages'
import type { quotaMessages } from './quota-meter-messages'

export const es: Translation<typeof quotaMessages> = {
  namespace: 'quota',
  messages: {
    unknown: 'Límite de solicitudes: desconocido',
    todayUsed: '⚠ Hoy: {count} de {limit} solicitudes usadas',
    todayReached:
      '⚠ Hoy: {count} de {limit} solicitudes usadas (límite diario alcanzado)',
    reachedSpoken:
      'Se alcanzó el límite diario: se usaron las {limit} solicitudes de hoy.',
    nearlySpoken:
      'Aviso: se usó al menos el {share} % de las {limit} solicitudes de hoy.',
    queued: {
      one: '{count} solicitud en cola para no superar el límite de su plan',
      other: '{count} solicitudes en cola para no superar el límite de su plan',
    },
    updatedMinutes: 'Actualizado hace {minutes} min',
    updatedHours: 'Actualizado hace {hours} h',
    requestsLeft: 'Solicitudes restantes',
    meterValue: '{left} de {limit}',
    left: 'Quedan {left} de {limit} solicitudes este minuto',
    resetsIn: 'se renueva en {wait}',
    hasReset: 'el periodo se renovó',
  },
}
