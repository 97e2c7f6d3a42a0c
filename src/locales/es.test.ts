import { describe, expect, it } from 'vitest'
import type { Message, Messages, Translation } from '../lib/i18n/messages'
import { es } from './es'

// tsc holds each `*-messages.es.ts` to the English it imports (decision 031).
// This holds every English file to having its Spanish beside it, found by the
// same kind of glob as the catalog's, so no list of features is kept by hand.

const englishFiles = import.meta.glob<Record<string, unknown>>(
  '../**/*-messages.ts',
  { eager: true },
)
const spanishFiles = import.meta.glob<Translation>('../**/*-messages.es.ts', {
  eager: true,
  import: 'es',
})

function isMessages(value: unknown): value is Messages {
  return (
    typeof value === 'object' &&
    value !== null &&
    'namespace' in value &&
    'english' in value
  )
}

/** Each English file's messages, by path. */
const english = Object.entries(englishFiles).flatMap(([file, module]) =>
  Object.values(module)
    .filter(isMessages)
    .map((messages) => ({ file, messages })),
)

const shape = (message: Message | undefined) =>
  message === undefined
    ? 'missing'
    : typeof message === 'string'
      ? 'text'
      : 'plural'

const placeholders = (message: Message) =>
  new Set(
    (typeof message === 'string' ? [message] : Object.values(message))
      .join(' ')
      .match(/\{\w+\}/g),
  )

describe('Spanish beside English', () => {
  it('finds the English files', () => {
    expect(english.length).toBeGreaterThan(30)
  })

  it('gives each namespace one English file', () => {
    const namespaces = english.map(({ messages }) => messages.namespace)
    expect(namespaces.length).toBe(new Set(namespaces).size)
  })

  it('has a Spanish file beside every English one, for its namespace', () => {
    const missing = english
      .filter(
        ({ file, messages }) =>
          spanishFiles[file.replace(/\.ts$/, '.es.ts')]?.namespace !==
          messages.namespace,
      )
      .map(({ file }) => file)
    expect(missing).toEqual([])
  })

  it('has every English key in Spanish, as text or plural as English has it, and no other', () => {
    const expected = Object.fromEntries(
      english.flatMap(({ messages: { namespace, english } }) =>
        Object.entries(english).map(([key, message]) => [
          `${namespace}.${key}`,
          shape(message),
        ]),
      ),
    )
    const found = Object.fromEntries(
      Object.keys({ ...expected, ...es }).map((key) => [key, shape(es[key])]),
    )
    expect(found).toEqual(expected)
  })

  it('puts in the values English puts in, and no others', () => {
    const differ = english.flatMap(({ messages: { namespace, english } }) =>
      Object.entries(english)
        .filter(([key, message]) => {
          const spanish = es[`${namespace}.${key}`]
          return (
            spanish !== undefined &&
            [...placeholders(spanish)].sort().join() !==
              [...placeholders(message)].sort().join()
          )
        })
        .map(([key]) => `${namespace}.${key}`),
    )
    expect(differ).toEqual([])
  })
})
