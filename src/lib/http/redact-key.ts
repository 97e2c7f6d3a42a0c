// A server may echo the key it was sent: escaped (`sk\/live`, `\u0073…`),
// percent-encoded, or after a bearer prefix in any case. Matching the raw
// body misses every such form once it is decoded, so each string read from
// an answer is cleaned after decoding (read-answer.ts), and the screen, the
// Activity log and the CSVs never hold the key.

const REDACTED = '••••'

export interface Redactor {
  /** A string from an error answer: the key in any form, and any bearer token. */
  text: (value: string) => string
  /** A 2xx answer's decoded JSON: every string in it, without the key. */
  data: (value: unknown) => unknown
}

/** A bearer prefix (any case, or percent- or plus-encoded space) and what follows it. */
const BEARER_TOKEN = /\b(bearer(?:\s|%20|\+)+)([^\s"'<>,;]+)/gi

/** A token, not a word: "Bearer token required" keeps its words. */
function looksLikeToken(word: string): boolean {
  return word.length >= 20 || /[0-9_\-.~+/=]/.test(word)
}

function percentDecoded(value: string): string {
  return value.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run)
    } catch {
      return run
    }
  })
}

/** A string with what may still be encoded in it undone: JSON escapes applied twice, percent-encoding. */
function decodedView(value: string): string {
  let view = value
  // A few rounds, for an escape inside an encoding inside an escape.
  for (let round = 0; round < 3; round += 1) {
    const next = percentDecoded(
      view
        .replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) =>
          String.fromCharCode(parseInt(hex, 16)),
        )
        .replace(/\\(["\\/])/g, '$1'),
    )
    if (next === view) break
    view = next
  }
  return view
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

/** Cleans what a server answered to requests sent with `apiKey`. */
export function keyRedactor(apiKey: string): Redactor {
  const lowerKey = apiKey.toLowerCase()
  const keyPattern = new RegExp(escapeRegExp(apiKey), 'gi')
  const holdsKey = (value: string) =>
    lowerKey !== '' && value.toLowerCase().includes(lowerKey)

  /** The key replaced; a string that holds it only once decoded is kept decoded. */
  function withoutKey(value: string): string {
    if (lowerKey === '') return value
    const plain = holdsKey(value) ? value.replace(keyPattern, REDACTED) : value
    const view = decodedView(plain)
    return holdsKey(view) ? view.replace(keyPattern, REDACTED) : plain
  }

  function text(value: string): string {
    const cleaned = withoutKey(value)
    if (!/bearer/i.test(cleaned) && !/[%\\]/.test(cleaned)) return cleaned
    const view = decodedView(cleaned)
    const tokenless = view.replace(
      BEARER_TOKEN,
      (match, prefix: string, word: string) => {
        // The sentence's own full stop or bracket is not part of the token.
        const token = word.replace(/[.)\]]+$/, '')
        return token !== REDACTED && looksLikeToken(token)
          ? `${prefix}${REDACTED}${word.slice(token.length)}`
          : match
      },
    )
    // Kept as the server wrote it unless a token had to go.
    return tokenless === view ? cleaned : tokenless
  }

  function data(value: unknown): unknown {
    if (typeof value === 'string') return withoutKey(value)
    if (Array.isArray(value)) return value.map(data)
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, data(item)]),
      )
    }
    return value
  }

  return { text, data }
}
