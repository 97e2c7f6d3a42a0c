// RFC 3492 decoding, so a name pasted in its ASCII form (xn--…) can be shown
// as people read it. Encoding is left to the URL parser, which applies the
// full IDNA mapping; decoding is all the browser does not offer.

const BASE = 36
const T_MIN = 1
const T_MAX = 26
const SKEW = 38
const DAMP = 700
const INITIAL_BIAS = 72
const INITIAL_N = 128
const MAX_CODE_POINT = 0x10ffff

function adapt(delta: number, points: number, first: boolean): number {
  let scaled = first ? Math.floor(delta / DAMP) : Math.floor(delta / 2)
  scaled += Math.floor(scaled / points)
  let k = 0
  while (scaled > ((BASE - T_MIN) * T_MAX) / 2) {
    scaled = Math.floor(scaled / (BASE - T_MIN))
    k += BASE
  }
  return k + Math.floor(((BASE - T_MIN + 1) * scaled) / (scaled + SKEW))
}

function digitOf(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 22 // 0-9 are 26-35
  if (code >= 0x41 && code <= 0x5a) return code - 0x41
  if (code >= 0x61 && code <= 0x7a) return code - 0x61
  return -1
}

/** Decodes one label's Punycode (without `xn--`); null when it is not valid Punycode. */
export function decodePunycode(input: string): string | null {
  const output: number[] = []
  const delimiter = input.lastIndexOf('-')
  for (let index = 0; index < Math.max(delimiter, 0); index += 1) {
    const code = input.charCodeAt(index)
    if (code >= 0x80) return null
    output.push(code)
  }
  let n = INITIAL_N
  let bias = INITIAL_BIAS
  let i = 0
  let index = delimiter > 0 ? delimiter + 1 : 0
  while (index < input.length) {
    const before = i
    let weight = 1
    for (let k = BASE; ; k += BASE) {
      if (index >= input.length) return null
      const digit = digitOf(input.charCodeAt(index))
      index += 1
      if (digit < 0) return null
      i += digit * weight
      if (i > Number.MAX_SAFE_INTEGER / BASE) return null
      const threshold = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias
      if (digit < threshold) break
      weight *= BASE - threshold
    }
    const length = output.length + 1
    bias = adapt(i - before, length, before === 0)
    n += Math.floor(i / length)
    i %= length
    if (n > MAX_CODE_POINT) return null
    output.splice(i, 0, n)
    i += 1
  }
  return String.fromCodePoint(...output)
}

/** The Unicode form of an ASCII host name; labels that do not decode stay as they are. */
export function toUnicodeHost(ascii: string): string {
  return ascii
    .split('.')
    .map((label) =>
      label.startsWith('xn--')
        ? (decodePunycode(label.slice(4)) ?? label)
        : label,
    )
    .join('.')
}
