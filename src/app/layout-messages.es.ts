import type { Translation } from '../lib/i18n/messages'
import type { layoutMessages } from './layout-messages'

export const es: Translation<typeof layoutMessages> = {
  namespace: 'layout',
  messages: {
    skipToContent: 'Saltar al contenido',
    brand: 'Adoption Desk',
    mainNavigation: 'Principal',
    overview: 'Resumen',
    animals: 'Animales',
    activity: 'Actividad',
    settings: 'Ajustes',
    loading: 'Cargando…',
    toAnimals: 'Ir a la lista de animales',
    brokenTitle: 'Algo salió mal en esta página',
    brokenText:
      'No se pudo mostrar la página. No se ha perdido nada de lo que guardó.',
    reload: 'Recargar la página',
  },
}
