/**
 * A fast 64-bit string hash (cyrb53's mixing), as 16 hex digits. It names
 * stored records after a server and key so that no key material is stored;
 * it only has to tell them apart (a storage reader could read a remembered
 * key directly), and it must run synchronously right before a send, where
 * SubtleCrypto (async, and absent on plain http) cannot.
 */
export function hashText(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507)
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507)
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  const hex = (value: number) => (value >>> 0).toString(16).padStart(8, '0')
  return `${hex(h2)}${hex(h1)}`
}
