import { readFileSync } from 'node:fs'
import {
  firstLoadSize,
  FIRST_LOAD_CEILING,
} from '../scripts/first-load-size.ts'
import { expect, test } from './fixtures'

// Deterministic, so it gates `npm test`: the files /animals loads per the
// build's manifest (dist/, which the web server of these tests has just
// built for Production), gzip -9. Timings stay in `npm run bench`.
test('the first load of /animals stays within its ceiling', () => {
  const { files, total } = firstLoadSize('dist')
  const list = files
    .map((file) => `${file.file} ${(file.gzip / 1000).toFixed(1)} KB`)
    .join(', ')
  expect(total, `first load ${total} bytes: ${list}`).toBeLessThanOrEqual(
    FIRST_LOAD_CEILING,
  )
})

// Issue 17: the entry sends the list request as soon as it runs, while React
// DOM downloads beside it; were React DOM discovered only once the entry had
// run, or the entry to wait for another chunk, that would be a round trip
// more before the list.
test('index.html asks for React DOM beside the entry, which waits for no other chunk', () => {
  const manifest = JSON.parse(
    readFileSync('dist/.vite/manifest.json', 'utf8'),
  ) as Record<string, { file: string; name?: string; imports?: string[] }>
  const html = readFileSync('dist/index.html', 'utf8')
  const preloads = [
    ...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
  ].map((match) => match[1])
  const renderer = Object.values(manifest).find(
    (chunk) => chunk.name === 'renderer',
  )
  expect(renderer, 'a chunk named renderer').toBeDefined()
  expect(preloads).toEqual([`/${renderer?.file}`])
  expect(manifest['index.html']?.imports ?? []).toEqual([])
  expect(readFileSync(`dist/${renderer?.file}`, 'utf8')).toContain('createRoot')
})
