import { useMessages } from '../lib/i18n/use-messages'
import type { PetStatus } from '../lib/pets/pet-schemas'
import { componentsMessages } from './components-messages'

// A status in the chosen language. Files and the API keep its machine form
// (available, pending, sold); only the screen says it in words.

/** Words for a status; an unset one is "Not set". */
export function useStatusLabel(): (status: PetStatus | undefined) => string {
  const { t } = useMessages(componentsMessages)
  return (status) => t(status ?? 'unset')
}
