import { toUnicode } from 'punycode/'

// Names are kept in their ASCII form (xn--…), which DNS and the dashboard
// use, and shown as people read them. Encoding is left to the URL parser,
// which applies the full IDNA mapping; decoding (RFC 3492) is what the
// browser does not offer, so the punycode package does it. Imported as
// `punycode/`: the bare name is Node's deprecated built-in module.

/** The Unicode form of an ASCII host name; a label that does not decode stays as it is. */
export function toUnicodeHost(ascii: string): string {
  return ascii
    .split('.')
    .map((label) => {
      try {
        return toUnicode(label)
      } catch {
        // RangeError: not valid Punycode. Shown as typed rather than guessed.
        return label
      }
    })
    .join('.')
}
