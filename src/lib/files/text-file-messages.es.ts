import type { Translation } from '../i18n/messages'
import type { textFileMessages } from './text-file-messages'

export const es: Translation<typeof textFileMessages> = {
  namespace: 'textFile',
  messages: {
    windows1252:
      'Se leyó como Windows-1252 (Europa occidental): revise los nombres de abajo.',
  },
}
