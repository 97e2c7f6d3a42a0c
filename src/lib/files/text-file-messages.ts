import { defineMessages } from '../i18n/messages'

/** What reading a chosen file may say (read-text-file.ts): shown by the import and Settings → Categories. */
export const textFileMessages = defineMessages('textFile', {
  windows1252:
    'Read as Windows-1252 (Western European): check the names below.',
})
