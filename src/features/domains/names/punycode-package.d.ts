// The punycode package ships no types, and @types/node's `punycode` is the
// deprecated built-in. Only what this app calls.
declare module 'punycode/' {
  /** Decodes a domain's Punycode labels (xn--…); throws RangeError on invalid input. */
  export function toUnicode(input: string): string
}
