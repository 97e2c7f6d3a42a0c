import {
  useIsMutating,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { activityOf } from '../activity/activity-log'
import type { ApiError } from '../http/api-error'
import { useConnection } from '../connection/use-connection'
import { useTabs } from '../tabs/tabs'
import { addToCachedLists } from './cached-pets'
import { createPet } from './create-pet'
import { animalQueries } from './pet-queries'
import type { Pet } from './pet-schemas'
import type { NewPet } from './new-pet-schema'

// The mutation keeps the cache right itself: its callbacks run even when the
// page that sent it has been left.

export interface CreatedPet {
  pet: Pet
  entryId: string | null
  /** Known from a later check, after the send's outcome was unknown. */
  found?: boolean
}

/** Network, timeout, 5xx, an unreadable answer or a redirect: the server may have created it. */
export function isUnknownOutcome(error: ApiError): boolean {
  if (error.kind === 'http') return error.status !== null && error.status >= 500
  return (
    error.kind === 'network' ||
    error.kind === 'timeout' ||
    error.kind === 'invalid-response' ||
    error.kind === 'redirect'
  )
}

interface CreatePetCallbacks {
  /** After the cache shows the new animal. */
  onSuccess?: (created: CreatedPet) => void
  /** With the send's Activity entry, if it was logged: an Unknown one can be marked Added later. */
  onError?: (error: ApiError, entryId: string | null) => void
}

// Each send's Activity entry, by the variables it was sent with: a failure
// carries no entry of its own.
const entryOfSend = new WeakMap<NewPet, string>()

/** An unknown outcome marks the lists stale, so "Check the list" asks the server. */
export function useCreatePet({ onSuccess, onError }: CreatePetCallbacks = {}) {
  const { scope } = useConnection()
  const queryClient = useQueryClient()
  const tabs = useTabs()
  return useMutation<CreatedPet, ApiError, NewPet>({
    mutationKey: animalQueries.create(scope),
    mutationFn: async (pet) => {
      // Stays null if this send is not logged: no link to an earlier entry.
      let entryId: string | null = null
      const created = await createPet(pet, {
        limits: tabs.limits,
        activity: activityOf(tabs),
        onLogged: (id) => {
          entryId = id
          entryOfSend.set(pet, id)
        },
      })
      return { pet: created, entryId }
    },
    onSuccess: (created) => {
      const { pet } = created
      addToCachedLists(queryClient, scope, pet)
      queryClient.setQueryData(animalQueries.detail(scope, pet.id).queryKey, {
        pet,
        deprecation: null,
        sunset: null,
      })
      onSuccess?.(created)
    },
    onError: (error, pet) => {
      if (isUnknownOutcome(error)) {
        void queryClient.invalidateQueries({
          queryKey: animalQueries.lists(scope),
        })
      }
      onError?.(error, entryOfSend.get(pet) ?? null)
    },
  })
}

/** A create under way for this connection: from this page, or one left since (one click, one animal). */
export function useCreatingPet(): boolean {
  const { scope } = useConnection()
  return useIsMutating({ mutationKey: animalQueries.create(scope) }) > 0
}
