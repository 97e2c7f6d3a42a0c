import type { Translation } from '../lib/i18n/messages'
import type { demoBannerMessages } from './demo-banner-messages'

export const es: Translation<typeof demoBannerMessages> = {
  namespace: 'demoBanner',
  messages: {
    sampleData: 'Está explorando datos de ejemplo.',
    sampleDataText: 'Nada de aquí llega a los registros de un refugio real.',
    connectApi: 'Conecte su API',
    dismiss: 'Descartar',
  },
}
