// A spreadsheet saves text in whatever encoding its system uses: Excel on
// Windows writes Windows-1252, some tools UTF-16. Reading everything as UTF-8
// turns "Zoé" into "Zo�" without a word, and the damaged names get sent. So
// a file is decoded strictly, and when it is not UTF-8 the person is told
// which encoding was used, so they check the names before using them: a
// page says it from `encoding`, in the chosen language (text-file-messages.ts).

export interface TextFileRead {
  /** The text, without its byte-order mark. */
  text: string
  /** Guessed when 'windows-1252': the page says so (text-file-messages.ts). */
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252'
}

/** What a decoder leaves where bytes made no sense; the readers report it on its row. */
export const REPLACEMENT_CHARACTER = '\uFFFD'

export function decodeText(bytes: Uint8Array): TextFileRead {
  const [first, second, third] = bytes
  // UTF-16 is only ever recognised by its mark; a broken pair left in it
  // becomes U+FFFD, which is reported on its row rather than guessed at.
  if (first === 0xff && second === 0xfe) {
    const text = new TextDecoder('utf-16le').decode(bytes)
    return { text, encoding: 'utf-16le' }
  }
  if (first === 0xfe && second === 0xff) {
    const text = new TextDecoder('utf-16be').decode(bytes)
    return { text, encoding: 'utf-16be' }
  }
  try {
    // The decoder drops a UTF-8 mark itself (ignoreBOM is false).
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return { text, encoding: 'utf-8' }
  } catch {
    const body =
      first === 0xef && second === 0xbb && third === 0xbf
        ? bytes.subarray(3)
        : bytes
    return { text: windows1252(body), encoding: 'windows-1252' }
  }
}

// Bytes 0x80–0x9F, where Windows-1252 differs from Latin-1 (the WHATWG
// index: the five it leaves unassigned stay as their C1 controls). Written
// out because Node's TextDecoder decodes this range as Latin-1.
const HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ'

/** Every byte means something in Windows-1252, so this cannot fail. */
function windows1252(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) {
    text +=
      byte >= 0x80 && byte <= 0x9f
        ? HIGH.charAt(byte - 0x80)
        : String.fromCharCode(byte)
  }
  return text
}

/** Reads a chosen file's bytes and decodes them as above. */
export async function readTextFile(file: Blob): Promise<TextFileRead> {
  return decodeText(new Uint8Array(await file.arrayBuffer()))
}
