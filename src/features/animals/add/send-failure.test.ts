import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/http/api-error'
import { describeFailure, fieldFailure } from './send-failure'

const http = (status: number, serverMessage: string) =>
  new ApiError({ kind: 'http', status, message: serverMessage, serverMessage })

describe('what a failed send means', () => {
  it('a cancelled send says nothing', () => {
    const error = new ApiError({ kind: 'aborted', message: 'Cancelled.' })
    expect(describeFailure(error)).toBeNull()
    expect(fieldFailure(error)).toBeNull()
  })

  it('a refused key quotes the server', () => {
    expect(describeFailure(http(401, 'Unknown key.'))).toEqual({
      kind: 'refused',
      message: 'Unknown key.',
      said: null,
    })
  })

  it('a 400 that names a field goes on the field, not above the form', () => {
    const error = http(400, 'status must be one of available, pending, sold.')
    expect(describeFailure(error)).toBeNull()
    expect(fieldFailure(error)).toEqual({
      field: 'status',
      message: 'status must be one of available, pending, sold.',
    })
  })

  it('a 400 that names no field goes above the form', () => {
    const error = http(400, 'That animal already exists.')
    expect(fieldFailure(error)).toBeNull()
    expect(describeFailure(error)).toEqual({
      kind: 'not-accepted',
      message: 'That animal already exists.',
      said: null,
    })
  })

  it.each([
    ['a 503', http(503, 'Try later.')],
    ['no answer', new ApiError({ kind: 'network', message: 'No answer.' })],
    ['a timeout', new ApiError({ kind: 'timeout', message: 'Too slow.' })],
    [
      'an unreadable answer',
      new ApiError({ kind: 'invalid-response', message: 'Not JSON.' }),
    ],
  ])('%s: it may have been added', (_, error) => {
    expect(describeFailure(error)?.kind).toBe('unknown')
  })

  it.each([
    ['a 404', http(404, 'No such path.')],
    [
      'a rate limit',
      new ApiError({ kind: 'rate-limited', message: 'Wait.', status: 429 }),
    ],
    ['no key', new ApiError({ kind: 'config', message: 'Set a key.' })],
  ])('%s: it was not added', (_, error) => {
    expect(describeFailure(error)?.kind).toBe('not-created')
  })
})
