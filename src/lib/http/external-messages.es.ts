import type { Translation } from '../i18n/messages'
import type { externalMessages } from './external-messages'

export const es: Translation<typeof externalMessages> = {
  namespace: 'external',
  messages: {
    timeout: {
      one: '{host} no respondió en {count} segundo.',
      other: '{host} no respondió en {count} segundos.',
    },
    timeoutMs: '{host} no respondió en {count} ms.',
    network:
      'No se pudo conectar con {host}. Revise su conexión; si funciona, puede que {host} esté bloqueando las solicitudes de esta aplicación (CORS).',
  },
}
