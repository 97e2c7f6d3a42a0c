import * as z from 'zod/mini'
import {
  baseUrlFor,
  type Environment,
  ENVIRONMENTS,
} from '../../../lib/connection/connection'
import { baseUrlProblem } from './base-url-problem'

export const ENVIRONMENT_OPTIONS = [
  { value: 'demo', label: 'Demo (offline)' },
  { value: 'production', label: 'Production' },
  { value: 'staging', label: 'Staging' },
  { value: 'custom', label: 'Custom' },
] as const

/**
 * Settings form rules. `savedKeyFor` is the base URL the saved key was entered
 * for (null: no key saved); it stands in for an empty key field only when the
 * form targets that same address, so a key never reaches another host.
 */
export function settingsSchema(savedKeyFor: string | null) {
  return z
    .object({
      environment: z.enum(ENVIRONMENTS),
      customBaseUrl: z.string(),
      apiKey: z.string().check(z.trim()),
      // By hand rather than z.boolean(), which brings more of zod along.
      remember: z.custom<boolean>((value) => typeof value === 'boolean'),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.environment === 'custom') {
          const problem = baseUrlProblem(value.customBaseUrl)
          if (problem)
            ctx.addIssue({
              code: 'custom',
              path: ['customBaseUrl'],
              message: problem,
            })
        } else if (baseUrlFor(value.environment, '') === null) {
          ctx.addIssue({
            code: 'custom',
            path: ['environment'],
            message: `This build has no ${value.environment} API URL configured. Choose Custom and enter the URL, or ask whoever deploys Adoption Desk to set it.`,
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
            message: 'Enter the API key for this environment',
          })
        }
        if (/\s/.test(value.apiKey)) {
          ctx.addIssue({
            code: 'custom',
            path: ['apiKey'],
            message: 'An API key has no spaces; check what was pasted',
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
