import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offlineShell } from './offline-shell.ts'

// A real build of a one-file page with the plugin, into a folder of its own.
const root = mkdtempSync(join(tmpdir(), 'offline-shell-'))
const out = join(root, 'dist')
const read = (file: string) => readFileSync(join(out, file), 'utf8')

beforeAll(async () => {
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><script type="module" src="./main.js"></script></body></html>',
  )
  writeFileSync(join(root, 'main.js'), 'document.title = "shell"\n')
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    base: '/desk/',
    publicDir: false,
    plugins: [offlineShell('/desk/')],
    build: { outDir: out },
  })
}, 60_000)
afterAll(() => rmSync(root, { recursive: true }))

describe('offlineShell', () => {
  it('precaches the build and serves index.html at the base for every route', () => {
    const worker = read('sw.js')
    expect(worker).toContain('"/desk/index.html"')
    expect(worker).toMatch(/NavigationRoute/)
    expect(worker).toMatch(/assets\/index-[\w-]+\.js/)
  })

  it('caches no API answer: no runtime caching strategy in the worker', () => {
    expect(read('sw.js')).not.toMatch(
      /NetworkFirst|CacheFirst|StaleWhileRevalidate|NetworkOnly/,
    )
  })

  it('leaves registering to the app, and installs at the base', () => {
    expect(read('index.html')).not.toContain('registerSW')
    const manifest = JSON.parse(read('manifest.webmanifest')) as {
      start_url: string
      scope: string
    }
    expect(manifest).toMatchObject({ start_url: '/desk/', scope: '/desk/' })
  })
})
