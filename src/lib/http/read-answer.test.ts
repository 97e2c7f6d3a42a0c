import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { MAX_ANSWER_CHARS, readAnswer } from './read-answer'

// An answer is used up to 5 MB: beyond it, a clear error, and nothing of it
// is parsed or shown (issue 22, defect 6).

const answer = (text: string) => ({
  status: 200,
  headers: new Headers(),
  contentType: 'application/json',
  text,
})

const list = z.array(z.object({ name: z.string() }))

describe('readAnswer', () => {
  it('reads an answer of 5 MB', async () => {
    const name = 'a'.repeat(MAX_ANSWER_CHARS - 13)
    const text = `[{"name":"${name}"}]`
    expect(text.length).toBe(MAX_ANSWER_CHARS)
    expect((await readAnswer(answer(text), list, null)).data).toHaveLength(1)
  })

  it('refuses one over 5 MB, saying why', async () => {
    const text = `[{"name":"${'a'.repeat(MAX_ANSWER_CHARS - 12)}"}]`
    await expect(readAnswer(answer(text), list, null)).rejects.toMatchObject({
      kind: 'invalid-response',
      message:
        'The server’s answer is larger than 5 MB, the most this app reads, so it was not used. Try a smaller page size; if it persists, the server is sending far more than asked.',
    })
  })
})
