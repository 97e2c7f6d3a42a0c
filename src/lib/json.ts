import { isInteger, isSafeNumber, parse, stringify } from 'lossless-json'

// The interface's ids are int64. JSON.parse rounds integers beyond 2^53
// (9007199254740993 becomes ...992), so responses are parsed losslessly:
// unsafe integers become bigints and schemas turn ids into exact strings.
function parseNumber(value: string): number | bigint {
  return isInteger(value) && !isSafeNumber(value)
    ? BigInt(value)
    : Number(value)
}

/** Parses JSON text, keeping integers beyond 2^53 exact as bigints. Throws SyntaxError. */
export function parseJson(text: string): unknown {
  return parse(text, null, parseNumber)
}

/** Serialises to JSON; bigints are written as plain JSON numbers. */
export function stringifyJson(value: unknown): string {
  return stringify(value) ?? 'null'
}
