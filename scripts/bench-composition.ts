// What a built chunk is made of, from its source map: the share of the
// minified code that comes from each npm package and from our own src/. It
// tells what dominates a first load without a bundle-analyser dependency.
import { existsSync, readFileSync } from 'node:fs'

export interface Share {
  /** npm package name, or "src/" for our own code. */
  source: string
  /** Characters of minified output attributed to it. */
  chars: number
  share: number
}

const BASE64 =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** One source-map segment's fields (Base64 VLQ, as in the Source Map spec). */
function decodeSegment(segment: string): number[] {
  const values: number[] = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = BASE64.indexOf(char)
    if (digit < 0) throw new Error(`Bad source map character “${char}”`)
    value += (digit & 31) << shift
    if (digit & 32) {
      shift += 5
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return values
}

function groupOf(source: string | undefined): string {
  if (!source) return '(unmapped)'
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  if (match?.[1]) return match[1]
  return /(^|\/)src\//.test(source) ? 'src/' : source
}

/** Shares of `file` by package, largest first; null when it has no map. */
export function composition(file: string): Share[] | null {
  if (!existsSync(`${file}.map`)) return null
  const lines = readFileSync(file, 'utf8').split('\n')
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as {
    sources: string[]
    mappings: string
  }
  const chars = new Map<string, number>()
  const add = (group: string, count: number) =>
    chars.set(group, (chars.get(group) ?? 0) + count)

  let sourceIndex = 0
  map.mappings.split(';').forEach((line, lineIndex) => {
    const length = lines[lineIndex]?.length ?? 0
    let column = 0
    // Each segment covers its line from its column up to the next segment.
    let open: { column: number; group: string } | null = null
    for (const segment of line.split(',')) {
      if (!segment) continue
      const fields = decodeSegment(segment)
      column += fields[0] ?? 0
      if (open) add(open.group, column - open.column)
      else add('(unmapped)', column)
      const mapped = fields.length >= 4
      if (mapped) sourceIndex += fields[1] ?? 0
      open = {
        column,
        group: mapped ? groupOf(map.sources[sourceIndex]) : '(unmapped)',
      }
    }
    if (open) add(open.group, length - open.column)
    else add('(unmapped)', length)
  })

  const total = [...chars.values()].reduce((sum, count) => sum + count, 0)
  return [...chars.entries()]
    .map(([source, count]) => ({
      source,
      chars: count,
      share: total ? count / total : 0,
    }))
    .sort((a, b) => b.chars - a.chars)
}
