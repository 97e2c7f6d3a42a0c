import type { Translation } from '../../lib/i18n/messages'
import type { updateMessages } from './update-messages'

export const es: Translation<typeof updateMessages> = {
  namespace: 'update',
  messages: {
    region: 'Nueva versión',
    ready: 'Hay una nueva versión lista',
    outdated:
      'Una versión más nueva del escritorio, abierta en otra pestaña, cambió dónde guarda su trabajo. Recargue esta página para seguir guardando.',
    reload: 'Recargar',
    wouldInterrupt: 'Recargar ahora interrumpiría {work}.',
    reloadAnyway: 'Recargar de todos modos',
    notNow: 'Ahora no',
  },
}
