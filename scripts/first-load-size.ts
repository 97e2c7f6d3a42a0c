// The first load of /animals as a browser fetches it (decision 004): every JS
// and CSS file the page fetches from the app's origin until the network is
// idle after the rows show, and any inline script or style in index.html,
// gzip -9. The service worker's own scripts and its precache are fetched by
// the worker, not the page, once the list has answered: reported apart. The
// manifest's static graph is printed beside it, as information.
//
//   tsx scripts/first-load-size.ts [dist]   prints the manifest's figure
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { BrowserContext, Request, Response } from '@playwright/test'

/** What `npm test` enforces (decision 004); 1 KB = 1000 bytes. */
export const FIRST_LOAD_CEILING = 120_000

/** The list page's module: if it ever becomes a lazy chunk, it is still part of the route's first load. */
const LIST_PAGE = 'src/features/animals/animals-page.tsx'

/** Playwright's own notion of an idle network. */
const QUIET_MS = 500

export interface SizedFile {
  /** A built file (assets/index-CK5Z2qzD.js), or an inline script or style of index.html. */
  file: string
  gzip: number
}

export interface FirstLoadSize {
  files: SizedFile[]
  total: number
}

export interface FetchedFile extends SizedFile {
  /** Path on the app's origin, e.g. /assets/index-CK5Z2qzD.js */
  path: string
  kind: 'js' | 'css'
  bytes: number
}

export function gzipSize(bytes: Uint8Array | string): number {
  return gzipSync(bytes, { level: 9 }).length
}

function sized(files: SizedFile[]): FirstLoadSize {
  const sorted = [...files].sort((a, b) => b.gzip - a.gzip)
  return {
    files: sorted,
    total: sorted.reduce((sum, file) => sum + file.gzip, 0),
  }
}

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

function readManifest(dist: string): Manifest {
  const path = join(dist, '.vite', 'manifest.json')
  if (!existsSync(path))
    throw new Error(`${path} is missing: run vite build first`)
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest
}

/** The files index.html names: the entry, its stylesheet, React DOM's preload. */
export function htmlFiles(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+)"/g)]
    .map((match) => match[1]?.replace(/^.*?(?=assets\/)/, '') ?? '')
    .filter((file) => file.startsWith('assets/'))
}

/**
 * The manifest's static graph: the entry, the chunks index.html preloads,
 * what those import statically, and their CSS. It misses lazy chunks a first
 * visit loads at once, so it is information, not the gate.
 */
export function manifestFirstLoad(dist = 'dist'): FirstLoadSize {
  const manifest = readManifest(dist)
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.css?.forEach((css) => files.add(css))
    chunk.imports?.forEach(visit)
  }
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry) visit(key)
  const named = htmlFiles(readFileSync(join(dist, 'index.html'), 'utf8'))
  for (const [key, chunk] of Object.entries(manifest))
    if (named.includes(chunk.file)) visit(key)
  visit(LIST_PAGE)
  return sized(
    [...files].map((file) => ({
      file,
      gzip: gzipSize(readFileSync(join(dist, file))),
    })),
  )
}

/** Scripts and styles written into index.html itself, which no request shows. */
export function inlineCode(dist = 'dist'): SizedFile[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const blocks = (tag: 'script' | 'style', pattern: RegExp) =>
    [...html.matchAll(pattern)].map((match, index) => ({
      file: `index.html inline <${tag}> ${index + 1}`,
      gzip: gzipSize(match[1] ?? ''),
    }))
  return [
    ...blocks('script', /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g),
    ...blocks('style', /<style\b[^>]*>([\s\S]*?)<\/style>/g),
  ]
}

/**
 * Why a first visit fetched each built file: index.html names it, or else a
 * module imports it lazily (.vite/lazy-imports.json, vite.config.ts), one of
 * the `fetched` chunks imports it, or it is a chunk's stylesheet.
 */
export function loadedBy(
  fetched: SizedFile[],
  dist = 'dist',
): (file: string) => string {
  const entries = Object.entries(readManifest(dist))
  const manifest = entries.map(([, chunk]) => chunk)
  const lazyPath = join(dist, '.vite', 'lazy-imports.json')
  const lazy = existsSync(lazyPath)
    ? (JSON.parse(readFileSync(lazyPath, 'utf8')) as Record<string, string[]>)
    : {}
  const named = htmlFiles(readFileSync(join(dist, 'index.html'), 'utf8'))
  const keyOf = new Map(entries.map(([key, chunk]) => [chunk.file, key]))
  return (file) => {
    if (named.includes(file)) return 'index.html'
    const reasons = (lazy[file] ?? []).map((line) => `lazy ${line}`)
    const key = keyOf.get(file)
    const importers = manifest.filter(
      (chunk) =>
        key !== undefined &&
        chunk.imports?.includes(key) &&
        fetched.some((other) => other.file === chunk.file),
    )
    if (importers.length)
      reasons.push(
        `imported by ${importers.map((chunk) => chunk.file).join(', ')}`,
      )
    const owners = manifest.filter((chunk) => chunk.css?.includes(file))
    if (owners.length)
      reasons.push(`style of ${owners.map((chunk) => chunk.file).join(', ')}`)
    return reasons.join('; ') || 'not in the manifest'
  }
}

function kindOf(response: Response): 'js' | 'css' | null {
  const type = response.headers()['content-type'] ?? ''
  const { pathname } = new URL(response.url())
  if (/javascript/.test(type) || pathname.endsWith('.js')) return 'js'
  if (/text\/css/.test(type) || pathname.endsWith('.css')) return 'css'
  return null
}

export interface FetchWatch {
  /** Resolves once no request of the context has been open for QUIET_MS. */
  idle: () => Promise<void>
  /** Each JS and CSS file the pages fetched from the origin, once. */
  page: () => Promise<FetchedFile[]>
  /** The service worker's own scripts (sw.js, the Workbox runtime), as far as they could be read. */
  workerScripts: () => Promise<FetchedFile[]>
  /** The JS and CSS the service worker's install copied into its cache. */
  precache: () => Promise<FetchedFile[]>
}

type Source = 'page' | 'workerScripts' | 'precache'

function sourceOf(request: Request): Source {
  if (!request.serviceWorker()) return 'page'
  return request.resourceType() === 'fetch' ? 'precache' : 'workerScripts'
}

async function readable(files: Iterable<Promise<FetchedFile>>) {
  return (await Promise.allSettled(files)).flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  )
}

/** Starts recording `context`'s requests; call before the visit. */
export function watchFetches(
  context: BrowserContext,
  origin: string,
): FetchWatch {
  const open = new Set<Request>()
  let lastChange = Date.now()
  const bodies: Record<Source, Map<string, Promise<FetchedFile>>> = {
    page: new Map(),
    workerScripts: new Map(),
    precache: new Map(),
  }
  const settle = (request: Request) => {
    open.delete(request)
    lastChange = Date.now()
  }
  context.on('request', (request) => {
    open.add(request)
    lastChange = Date.now()
  })
  context.on('requestfinished', settle)
  context.on('requestfailed', settle)
  context.on('response', (response) => {
    const url = new URL(response.url())
    const kind = kindOf(response)
    const from = sourceOf(response.request())
    if (url.origin !== origin || !kind || bodies[from].has(url.pathname)) return
    const file = response.body().then((body) => ({
      path: url.pathname,
      file: url.pathname.replace(/^\//, ''),
      kind,
      bytes: body.length,
      gzip: gzipSize(body),
    }))
    // Read when asked for: a body that could not be read fails that call.
    file.catch(() => undefined)
    bodies[from].set(url.pathname, file)
  })
  return {
    async idle() {
      const deadline = Date.now() + 30_000
      while (open.size > 0 || Date.now() - lastChange < QUIET_MS) {
        if (Date.now() > deadline)
          throw new Error(
            `The network was still busy after 30 s: ${[...open].map((request) => request.url()).join(', ')}`,
          )
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    page: () => Promise.all(bodies.page.values()),
    workerScripts: () => readable(bodies.workerScripts.values()),
    precache: () => readable(bodies.precache.values()),
  }
}

/** What a first visit fetched, with index.html's inline code: the gate's figure. */
export function fetchedFirstLoad(
  fetched: SizedFile[],
  dist = 'dist',
): FirstLoadSize {
  return sized([...fetched, ...inlineCode(dist)])
}

/** One line per file: size, name and, given `why`, why it was loaded. */
export function formatFiles(
  files: SizedFile[],
  why?: (file: string) => string,
): string {
  return files
    .map(
      ({ file, gzip }) =>
        `${(gzip / 1000).toFixed(1).padStart(6)} KB  ${file}${why ? `  (${why(file)})` : ''}`,
    )
    .join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, total } = manifestFirstLoad(process.argv[2])
  console.log(formatFiles(files))
  console.log(
    `${(total / 1000).toFixed(1).padStart(6)} KB  /animals by the manifest's static graph (information: the gate counts what Chromium fetches, tests/first-load-size.spec.ts)`,
  )
}
