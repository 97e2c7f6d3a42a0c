// Messages are defined in English beside the feature that shows them, so each
// route's chunk carries its own words and the first load only the list's.
// Another language's words sit beside them (`*-messages.es.ts`); src/locales/
// gathers each language into one catalog, keyed `namespace.key`, loaded only
// when chosen. A key a catalog lacks falls back to English.

/**
 * A message that depends on a count: CLDR plural categories, `other`
 * required, and `'=0'` for exactly zero. CLDR's `zero` is a category, not
 * the number: in Latvian it is also 10 to 20, 30, 40…; English and Spanish
 * never select it.
 */
interface Plural {
  '=0'?: string
  zero?: string
  one?: string
  two?: string
  few?: string
  many?: string
  other: string
}

export type Message = string | Plural

export interface Messages<
  N extends string = string,
  M extends Record<string, Message> = Record<string, Message>,
> {
  namespace: N
  english: M
}

/** A feature's messages: `{name}` marks a value put in; a Plural is chosen by `{count}`. */
export function defineMessages<
  const N extends string,
  const M extends Record<string, Message>,
>(namespace: N, english: M): Messages<N, M> {
  return { namespace, english }
}

/** Any other locale's messages, by `namespace.key`. */
export type Catalog = Readonly<Record<string, Message>>

/**
 * One feature's messages in another language, in a `*-messages.<locale>.ts`
 * file beside its English (decision 031): every key English has and no other,
 * a Plural where English has one.
 */
export interface Translation<T extends Messages = Messages> {
  namespace: T['namespace']
  messages: {
    [K in keyof T['english']]: T['english'][K] extends string ? string : Plural
  }
}

export type Value = string | number

/** Names of the `{placeholders}` in a message. */
type PlaceholdersOf<S> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | PlaceholdersOf<Rest>
  : never
type TextsOf<M> = M extends string ? M : M[keyof M & keyof Plural]
export type ParamsOf<M> = M extends string
  ? PlaceholdersOf<M> extends never
    ? Record<string, never>
    : Record<PlaceholdersOf<M>, Value>
  : Record<PlaceholdersOf<TextsOf<M>> | 'count', Value>

type ParamsArgs<M> =
  ParamsOf<M> extends Record<string, never> ? [] : [params: ParamsOf<M>]

/** Says a message of M as text, its values put in (numbers in the locale's digits). */
export type Say<M extends Record<string, Message>> = <
  K extends keyof M & string,
>(
  key: K,
  ...params: ParamsArgs<M[K]>
) => string
