import { describe, expect, it } from 'vitest'
import { ENVIRONMENT_LABELS } from '../connection/connection'
import { httpMessages } from './http-messages'

describe('httpMessages', () => {
  it('names each environment as Settings does', () => {
    for (const [environment, label] of Object.entries(ENVIRONMENT_LABELS))
      expect(
        httpMessages.english[environment as keyof typeof ENVIRONMENT_LABELS],
      ).toBe(label)
  })
})
