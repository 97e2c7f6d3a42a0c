import type { Translation } from '../../../lib/i18n/messages'
import type { planMessages } from './plan-messages'

export const es: Translation<typeof planMessages> = {
  namespace: 'plan',
  messages: {
    title: 'Plan y límites de solicitudes',
    intro:
      'Adoption Desk espacia sus solicitudes para no superar el límite por minuto de su plan, y avisa cuando las solicitudes de hoy se acercan al límite diario. Elija el plan de su clave de API: los cambios se guardan en cuanto los hace.',
    plan: 'Plan',
    free: 'Free',
    pro: 'Pro',
    business: 'Business',
    enterprise: 'Enterprise',
    limits: '{perMinute} solicitudes por minuto, {perDay} solicitudes por día',
    freeMeanwhile:
      'Límites acordados con usted; introdúzcalos abajo. Mientras tanto, se aplican los de Free: {limits}.',
    agreed: 'Acordado: {limits}',
    saved: 'Guardado: {plan}, {limits}.',
    savedFreeMeanwhile:
      'Guardado: {plan}, {limits}. Se aplican los límites de Free hasta que se introduzcan los dos números acordados.',
    agreedLegend: 'Límites acordados de Enterprise',
    agreedHint:
      'Números enteros de su acuerdo. Cada uno se guarda al pulsar Intro o al salir de su campo.',
    perMinute: 'Solicitudes por minuto (acordadas)',
    perDay: 'Solicitudes por día (acordadas)',
    enterPerMinute:
      'Introduzca las solicitudes por minuto acordadas para su plan',
    enterPerDay: 'Introduzca las solicitudes por día acordadas para su plan',
    empty: 'Introduzca un número de solicitudes',
    tooSmall: 'Introduzca al menos 1 solicitud',
    notWhole: 'Introduzca un número entero de solicitudes, por ejemplo 2000',
    tooLarge: 'Ese número es demasiado grande; revise lo que escribió',
    today: 'Hoy:',
    serverUsage: {
      one: '{used} de {limit} solicitudes usadas, según el servidor para esta clave (todos los navegadores y dispositivos); se envió {count} solicitud desde este navegador.',
      other:
        '{used} de {limit} solicitudes usadas, según el servidor para esta clave (todos los navegadores y dispositivos); se enviaron {count} solicitudes desde este navegador.',
    },
    localUsage: {
      one: '{count} solicitud de {limit} enviada desde este navegador.',
      other: '{count} solicitudes de {limit} enviadas desde este navegador.',
    },
    reached: 'Se alcanzó el límite diario.',
    nearly: 'Casi se alcanza el límite diario.',
    demoNotCounted:
      'Las solicitudes del modo de demostración no cuentan: se quedan en este navegador.',
  },
}
