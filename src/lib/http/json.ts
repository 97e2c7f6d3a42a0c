// The interface's ids are int64, and JSON.parse rounds integers beyond 2^53
// (9007199254740993 becomes ...992): unsafe integers become bigints, and
// schemas turn ids into exact strings. Browsers whose reviver gets the
// source text (Chrome 114, Firefox 135, Safari 18.4) need nothing more;
// elsewhere (and Node 20, for the tests) lossless-json loads on first use.

type LosslessJson = typeof import('lossless-json')

interface ReviverContext {
  source?: string
}

const INTEGER = /^-?\d+$/

export const hasSourceText: boolean = (() => {
  let supported = false
  JSON.parse('1', (_key, value: unknown, context?: ReviverContext) => {
    supported = context?.source === '1'
    return value
  })
  return supported
})()

/**
 * JSON.parse reviver: an integer beyond 2^53 becomes a bigint read from its
 * source text (2^53 itself counts as unsafe: 2^53 + 1 reads as the same double).
 */
export function reviveInt64(
  _key: string,
  value: unknown,
  context?: ReviverContext,
): unknown {
  return typeof value === 'number' &&
    !Number.isSafeInteger(value) &&
    context?.source !== undefined &&
    INTEGER.test(context.source)
    ? BigInt(context.source)
    : value
}

let lossless: Promise<LosslessJson> | null = null

function loadLossless(): Promise<LosslessJson> {
  lossless ??= import('lossless-json')
  return lossless
}

/** Parses JSON text, keeping integers beyond 2^53 exact as bigints. Rejects with a SyntaxError. */
export async function parseJson(text: string): Promise<unknown> {
  if (hasSourceText) return JSON.parse(text, reviveInt64) as unknown
  const { isInteger, isSafeNumber, parse } = await loadLossless()
  return parse(text, null, (value) =>
    isInteger(value) && !isSafeNumber(value) ? BigInt(value) : Number(value),
  )
}

/**
 * A bigint is first written as a string carrying a marker no other string
 * can hold (a NUL and a random nonce), then unquoted. One marker a page: it
 * never leaves stringifyJson (each is unquoted before the text is returned),
 * so no value can hold it. Its regular expression, made and compiled once,
 * was made at every call before: about 0.3 ms of every import row (each POST
 * body's category id is a bigint, issue 31).
 */
const MARKER = `\u0000int64:${Math.random().toString(36).slice(2)}:`
// JSON.stringify writes the NUL as the six characters \u0000.
const MARKED = new RegExp(
  `"${JSON.stringify(MARKER)
    .slice(1, -1)
    .replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}(-?\\d+)"`,
  'g',
)

/** Serialises to JSON; bigints are written as plain JSON numbers. */
export function stringifyJson(value: unknown): string {
  // undefined (or a function) has no JSON: write null, as the API expects a body.
  const text =
    (JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'bigint' ? `${MARKER}${item}` : item,
    ) as string | undefined) ?? 'null'
  return text.replaceAll(MARKED, '$1')
}
