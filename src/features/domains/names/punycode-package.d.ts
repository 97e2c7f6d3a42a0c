// The punycode package ships no types (@types/node's is the built-in's).
declare module 'punycode/' {
  /** Decodes a domain's Punycode labels (xn--…); throws RangeError on invalid input. */
  export function toUnicode(input: string): string
}
