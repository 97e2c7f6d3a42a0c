import type { Translation } from '../i18n/messages'
import type { sendOutcomeMessages } from './send-outcome-messages'

export const es: Translation<typeof sendOutcomeMessages> = {
  namespace: 'sendOutcome',
  messages: {
    cancelledAfterSent: 'Se canceló después de enviarse.',
    tabClosedWaiting:
      'La pestaña se cerró mientras esto esperaba al límite de solicitudes.',
    tabClosedSending:
      'La pestaña se cerró antes de que respondiera el servidor.',
  },
}
