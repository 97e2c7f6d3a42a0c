import { describe, expect, it } from 'vitest'
import type { Connection } from './connection'
import { identityOf, targetName, targetOf } from './identity'

const connection = (apiKey: string, baseUrl = 'https://api.example/v1/') =>
  ({
    environment: 'custom',
    customBaseUrl: baseUrl,
    apiKey,
    remember: false,
    baseUrl,
    label: 'Custom',
    scope: 'custom',
    savedKey: null,
  }) satisfies Connection

describe('identityOf', () => {
  it('names each server and key apart, connections asked in turn', () => {
    // Identities are kept per connection object (issue 31): one must never
    // answer for another.
    const first = connection('key-one')
    const second = connection('key-two')
    const names = [first, second, first, second].map(
      (each) => identityOf(each)?.name,
    )
    expect(names[0]).not.toBe(names[1])
    expect(names).toEqual([names[0], names[1], names[0], names[1]])
    expect(identityOf(first)).toMatchObject({
      server: 'https://api.example/v1',
      target: targetOf('https://api.example/v1', 'key-one'),
      name: targetName(targetOf('https://api.example/v1', 'key-one')),
      hasKey: true,
      area: 'tab',
    })
  })

  it('gives the same connection the same identity, and an equal new one an equal identity', () => {
    const saved = connection('key-one')
    expect(identityOf(saved)).toBe(identityOf(saved))
    expect(identityOf({ ...saved })).toEqual(identityOf(saved))
    expect(identityOf({ ...saved, apiKey: '' })?.hasKey).toBe(false)
    expect(identityOf({ ...saved, baseUrl: null })).toBeNull()
  })
})
