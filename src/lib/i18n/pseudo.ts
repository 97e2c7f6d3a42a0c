// The pseudo-locale: English with accented letters and about 35% more length,
// so a screen pass finds text that is cut, overflows, or never went through
// the catalog (it stays plain). Placeholders are kept as they are.

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  A: 'Å',
  E: 'É',
  I: 'Î',
  O: 'Ø',
  U: 'Û',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
}

export function pseudoText(text: string): string {
  const parts = text.split(/(\{\w+\})/)
  const body = parts
    .map((part) =>
      part.startsWith('{')
        ? part
        : part.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter),
    )
    .join('')
  const length = parts.filter((part) => !part.startsWith('{')).join('').length
  const padding = Math.ceil(length * 0.35)
  // In words of up to five, as real text wraps: one long run would overflow by itself.
  const dots = '·'.repeat(padding).replace(/(·{5})(?=·)/g, '$1 ')
  return /[A-Za-z]/.test(text) ? `${body} ${dots}` : body
}
