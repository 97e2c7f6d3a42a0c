import * as z from 'zod/mini'
import { booleanSchema } from '../../../lib/util/boolean-schema'
import {
  baseUrlFor,
  type Environment,
  ENVIRONMENTS,
} from '../../../lib/connection/connection'
import { baseUrlProblem } from './base-url-problem'
import type { ConnectionSay } from './connection-messages'

/** Each environment with its message key. */
export const ENVIRONMENT_OPTIONS = [
  { value: 'demo', label: 'optionDemo' },
  { value: 'production', label: 'optionProduction' },
  { value: 'staging', label: 'optionStaging' },
  { value: 'custom', label: 'optionCustom' },
] as const

/**
 * Settings form rules. `savedKeyFor` is the base URL the saved key was entered
 * for (null: no key saved); it stands in for an empty key field only when the
 * form targets that same address, so a key never reaches another host.
 * `t` words the messages in the chosen language.
 */
export function settingsSchema(savedKeyFor: string | null, t: ConnectionSay) {
  return z
    .object({
      environment: z.enum(ENVIRONMENTS),
      customBaseUrl: z.string(),
      apiKey: z.string().check(z.trim()),
      remember: booleanSchema,
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.environment === 'custom') {
          const problem = baseUrlProblem(value.customBaseUrl)
          if (problem)
            ctx.addIssue({
              code: 'custom',
              path: ['customBaseUrl'],
              message: t(problem),
            })
        } else if (baseUrlFor(value.environment, '') === null) {
          ctx.addIssue({
            code: 'custom',
            path: ['environment'],
            message: t('noBuildUrl', { environment: value.environment }),
          })
        }
        if (
          value.environment !== 'demo' &&
          !value.apiKey &&
          !savedKeyFits(savedKeyFor, value)
        ) {
          ctx.addIssue({
            code: 'custom',
            path: ['apiKey'],
            message: t('enterKey'),
          })
        }
        if (/\s/.test(value.apiKey)) {
          ctx.addIssue({
            code: 'custom',
            path: ['apiKey'],
            message: t('keySpaces'),
          })
        }
      }),
    )
}

/** Whether a key saved for `savedKeyFor` may be sent where these values point. */
export function savedKeyFits(
  savedKeyFor: string | null,
  values: { environment: Environment; customBaseUrl: string },
): boolean {
  if (savedKeyFor === null) return false
  return baseUrlFor(values.environment, values.customBaseUrl) === savedKeyFor
}

export type SettingsValues = z.infer<ReturnType<typeof settingsSchema>>
