import { useMessages } from '../lib/i18n/use-messages'
import type { Pet } from '../lib/pets/pet-schemas'
import { componentsMessages } from './components-messages'

/** A name to show and link, in the chosen language when the server sent a blank one. */
export function useDisplayName(): (pet: Pet) => string {
  const { t } = useMessages(componentsMessages)
  return (pet) => pet.name.trim() || t('unnamed', { id: pet.id })
}
