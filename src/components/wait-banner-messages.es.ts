import type { Translation } from '../lib/i18n/messages'
import type { waitMessages } from './wait-banner-messages'

export const es: Translation<typeof waitMessages> = {
  namespace: 'wait',
  messages: {
    heldBeyond:
      'Se alcanzó el límite de solicitudes por más de un día: el servidor pidió esperar hasta {date}. La aplicación ya esperó un día y no envía nada por sí sola; pulse Reintentar ahora cuando quiera volver a intentarlo.',
    beyond:
      'Se alcanzó el límite de solicitudes por más de un día: el servidor dice que los envíos se reanudan el {date}. No se envía nada por sí solo; pulse Reintentar después de esa fecha.',
    dailyToday:
      'Se alcanzó el límite diario: los envíos se reanudan a las {time}.',
    dailyTomorrow:
      'Se alcanzó el límite diario: los envíos se reanudan mañana a las {time}.',
    noneLeft:
      'No quedan solicitudes en este periodo: la siguiente sale en {seconds} s.',
    limited:
      'Se alcanzó el límite de solicitudes: se reintenta en {seconds} s.',
    dateTime: '{date}, {time}',
    over: 'Terminó la espera por el límite de solicitudes; se vuelve a enviar.',
    released:
      'Se anuló la espera por el límite de solicitudes. No se envió nada: pulse Reintentar, o Reanudar en una importación, para volver a enviar.',
    whyNoneLeft:
      'El servidor indicó que las solicitudes de este minuto se agotaron; todas las pestañas esperan a que se renueven en lugar de ser rechazadas, para no poner en riesgo su clave.',
    whyAsked:
      'El servidor pidió a la aplicación que espere; ninguna pestaña envía nada hasta entonces, para no poner en riesgo su clave.',
    progress: 'Tiempo esperado por el límite de solicitudes',
    retryNow: 'Reintentar ahora',
  },
}
