import { isApiError } from '../lib/http/api-error'
import { useMessages } from '../lib/i18n/use-messages'
import { useSaid } from '../lib/i18n/use-said'
import { problemMessages } from './problem-messages'

/**
 * A failure as the screen says it, in the chosen language: a refused key says
 * so first; what the server wrote is shown as it came, marked as its words;
 * else the app's own words for it.
 */
export function useErrorText(error: unknown): string {
  const { t } = useMessages(problemMessages)
  const apiError = isApiError(error) ? error : null
  const said = useSaid(apiError?.said)
  if (!apiError) return t('unexpected')
  if (apiError.isUnauthorized && apiError.kind !== 'config')
    return apiError.serverMessage
      ? t('keyRefusedSaid', { message: apiError.serverMessage })
      : t('keyRefused')
  if (apiError.serverMessage)
    return t('serverSaid', { message: apiError.serverMessage })
  return said ?? apiError.message
}
