import * as z from 'zod/mini'
import { baseUrlFor, baseUrlProblem, ENVIRONMENTS } from '../../lib/connection'

export const ENVIRONMENT_OPTIONS = [
  { value: 'demo', label: 'Demo (offline)' },
  { value: 'production', label: 'Production' },
  { value: 'staging', label: 'Staging' },
  { value: 'custom', label: 'Custom' },
] as const

/** Settings form rules. A saved key may stand in for an empty key field. */
export function settingsSchema(hasSavedKey: boolean) {
  return z
    .object({
      environment: z.enum(ENVIRONMENTS),
      customBaseUrl: z.string(),
      apiKey: z.string().check(z.trim()),
      remember: z.boolean(),
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
        if (value.environment !== 'demo' && !value.apiKey && !hasSavedKey) {
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

export type SettingsValues = z.infer<ReturnType<typeof settingsSchema>>
