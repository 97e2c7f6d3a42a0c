/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import { readFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, defineConfig, loadEnv, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { THEME_BOOT_SCRIPT } from './src/features/settings/appearance/boot-theme.ts'
import {
  contentSecurityPolicy,
  inlineHashes,
  securityHeaders,
} from './scripts/csp.ts'

/**
 * The built app carries its CSP twice: a `<meta>` tag, which works on any
 * static host, and a `_headers` file (Netlify / Cloudflare Pages format) with
 * the full policy including frame-ancestors, which only a header can set.
 * Both allow inline code only by hash: every inline `<script>` and `<style>`
 * of the built index.html, however it got there (written in index.html, or
 * added by a plugin such as `inlineBoot`), is hashed once the page is final
 * (decision 021). `vite preview` sends the header made from the built page.
 * The dev server gets neither: Vite's hot reload needs inline scripts.
 */
function securityPolicy(env: Record<string, string>): Plugin {
  let outDir = 'dist'
  return {
    name: 'adoption-desk-security-policy',
    // After Vite's own HTML plugin, which puts index.html in the bundle.
    enforce: 'post',
    apply: (_config, { command, isPreview }) =>
      command === 'build' || isPreview === true,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    // Once every transformIndexHtml has run: index.html is final here.
    generateBundle(_options, bundle) {
      const page = bundle['index.html']
      if (page?.type !== 'asset') throw new Error('No index.html to secure')
      const html = String(page.source)
      const inline = inlineHashes(html)
      // Right after the charset (which must stay in the first 1024 bytes) and
      // before any script, since a meta policy governs only what follows it.
      page.source = html.replace(
        /<meta charset="UTF-8" \/>/,
        (charset) =>
          `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(env, 'meta', inline)}" />`,
      )
      const lines = Object.entries(securityHeaders(env, inline)).map(
        ([name, value]) => `  ${name}: ${value}`,
      )
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: `/*\n${lines.join('\n')}\n`,
      })
    },
    configurePreviewServer(server) {
      const html = readFileSync(join(outDir, 'index.html'), 'utf8')
      const headers = securityHeaders(env, inlineHashes(html))
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(headers))
          response.setHeader(name, value)
        next()
      })
    },
  }
}

/**
 * The stored theme (Settings → Appearance) applied while the head is parsed,
 * before the stylesheet lets the page paint, so it never flashes the other
 * (decision 019). Inline, so securityPolicy allows it by its hash.
 */
function inlineTheme(): Plugin {
  return {
    name: 'adoption-desk-inline-theme',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace(
        '</title>',
        `</title>\n    <script>${THEME_BOOT_SCRIPT}</script>`,
      ),
  }
}

/**
 * The page's boot step (src/boot/boot.ts, decision 021): built on its own,
 * with the app's environment and base, into one classic script written into
 * index.html, so a cold visit to the list sends its request as the page is
 * parsed, one round trip before the app's scripts could. No zod, React or
 * TanStack Query is in it; its bytes count in the first load (decision 004).
 */
function inlineBoot(mode: string, base: string): Plugin {
  const ENTRY = '\0adoption-desk-boot'
  const bootModule = fileURLToPath(
    new URL('./src/boot/boot.ts', import.meta.url),
  )
  return {
    name: 'adoption-desk-inline-boot',
    apply: 'build',
    transformIndexHtml: {
      // Once Vite has added the entry, its preloads and its stylesheet.
      order: 'post',
      handler: async (html) => {
        const built = await build({
          configFile: false,
          logLevel: 'warn',
          mode,
          base,
          publicDir: false,
          plugins: [
            {
              name: 'adoption-desk-boot-entry',
              resolveId: (id) => (id === ENTRY ? id : null),
              load: (id) =>
                id === ENTRY
                  ? `import { boot } from ${JSON.stringify(bootModule)}\nboot()\n`
                  : null,
            },
          ],
          build: {
            write: false,
            target: 'es2022',
            modulePreload: false,
            rollupOptions: { input: ENTRY, output: { format: 'iife' } },
          },
        })
        const output = (Array.isArray(built) ? built : [built]).flatMap(
          (result) => ('output' in result ? result.output : []),
        )
        const chunk = output.find((item) => item.type === 'chunk')
        if (!chunk || output.length !== 1)
          throw new Error('The boot step must build to one script')
        const code = chunk.code.trim()
        if (code.includes('</script'))
          throw new Error('The boot step ends its script')
        // The entry and its preloads come first, so their downloads start
        // before the boot step runs (a module script does not block the
        // parser); the boot step goes before the stylesheet, as a classic
        // script after a stylesheet would wait for it.
        const entry = /\n(\s*)<script type="module"[^>]*><\/script>/.exec(html)
        if (!entry) throw new Error('index.html has no entry script')
        const indent = entry[1] ?? ''
        const moved = /\n\s*<link rel="(?:modulepreload|stylesheet)"[^>]*>/g
        const links = html.match(moved) ?? []
        const preloads = links.filter((link) => link.includes('modulepreload'))
        const styles = links.filter((link) => link.includes('stylesheet'))
        return html
          .replace(moved, '')
          .replace(
            entry[0],
            [
              entry[0],
              ...preloads,
              `\n${indent}<script>${code}</script>`,
              ...styles,
            ].join(''),
          )
      },
    },
  }
}

/**
 * A Production build knows its API's origin: a preconnect in the HTML opens
 * that connection while the scripts download, instead of when the entry
 * module sends the list request (issue 17). Anonymous, as the requests omit
 * credentials: a credentialed connection would not be reused for them.
 */
function preconnectApi(baseUrl: string | undefined): Plugin {
  let origin: string | null = null
  try {
    origin = baseUrl ? new URL(baseUrl).origin : null
  } catch {
    // Not a URL: Settings says the environment is not configured.
  }
  return {
    name: 'adoption-desk-preconnect-api',
    apply: 'build',
    transformIndexHtml: (html) =>
      origin === null
        ? html
        : html.replace(
            '</title>',
            `</title>\n    <link rel="preconnect" href="${origin}" crossorigin="anonymous" />`,
          ),
  }
}

/** React DOM's module: a chunk of its own, the `renderer` (decision 004). */
const RENDERER = /src[\\/]app[\\/]render\.tsx$/

/**
 * The first load is two files: the entry, which sends the list request as
 * soon as it runs, and React DOM, which it imports right after (src/main.tsx).
 * index.html asks for both at once, so the list's preflight and request
 * overlap React DOM's download instead of following it (issue 17).
 */
function preloadRenderer(base: string): Plugin {
  return {
    name: 'adoption-desk-preload-renderer',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        const chunks = Object.values(bundle).filter(
          (item) => item.type === 'chunk',
        )
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const renderer = chunks.find((chunk) =>
          chunk.moduleIds.some((id) => RENDERER.test(id)),
        )
        if (!renderer) throw new Error('No chunk holds src/app/render.tsx')
        const files = new Set<string>()
        const visit = (file: string) => {
          const chunk = byFile.get(file)
          if (!chunk || files.has(file) || chunk.isEntry) return
          files.add(file)
          chunk.imports.forEach(visit)
        }
        visit(renderer.fileName)
        const links = [...files]
          .map(
            (file) =>
              `<link rel="modulepreload" crossorigin href="${base}${file}">`,
          )
          .join('\n    ')
        // Right after the entry, ahead of the inline scripts that follow it.
        const entry = /<script type="module"[^>]*><\/script>/
        if (!entry.test(html)) throw new Error('index.html has no entry script')
        return html.replace(entry, (tag) => `${tag}\n    ${links}`)
      },
    },
  }
}

/**
 * Vite's own helper for lazy imports, replaced by src/app/lazy-styles.ts,
 * which only loads the stylesheets a lazy chunk needs (decision 004).
 */
function lazyStyles(): Plugin {
  const helper = fileURLToPath(
    new URL('./src/app/lazy-styles.ts', import.meta.url),
  )
  return {
    name: 'adoption-desk-lazy-styles',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === '\0vite/preload-helper.js' ? helper : null),
  }
}

/**
 * Beside Vite's manifest, which names the chunk a lazy import comes from but
 * not the module: `.vite/lazy-imports.json` says, for each chunk, which
 * module imports which of its modules lazily, so the first-load gate can say
 * why a first visit fetched it (scripts/first-load-size.ts).
 */
function lazyImports(root: string): Plugin {
  const name = (id: string) => relative(root, id).split(sep).join('/')
  return {
    name: 'adoption-desk-lazy-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports: Record<string, string[]> = {}
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        const inChunk = new Set(chunk.moduleIds)
        const lazy = chunk.moduleIds.flatMap((id) =>
          (this.getModuleInfo(id)?.dynamicImporters ?? [])
            .filter((importer) => !inChunk.has(importer))
            .map((importer) => `${name(importer)} → ${name(id)}`),
        )
        if (lazy.length) imports[chunk.fileName] = lazy
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/lazy-imports.json',
        source: JSON.stringify(imports, null, 2),
      })
    },
  }
}

/**
 * The app shell offline (decision 013): Workbox precaches the build and
 * serves index.html for every app route; API answers are never cached here
 * (they are cross-origin and match no route), the app keeps its own rows.
 * `prompt`: a new version waits for the person's Reload; the page registers
 * the worker itself after the first paint (src/app/update/service-worker.ts).
 */
function offlineShell(base: string): Plugin[] {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    // The icons are in globPatterns already.
    includeManifestIcons: false,
    filename: 'sw.js',
    manifest: {
      name: 'Adoption Desk',
      short_name: 'Adoption Desk',
      description:
        'Browse and manage the animals of your adoption service, online or off.',
      id: base,
      start_url: base,
      scope: base,
      display: 'standalone',
      theme_color: '#1d5fbf',
      background_color: '#f6f7f9',
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        {
          src: 'icons/icon-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'any maskable',
        },
        { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      // Everything a route or demo mode may load, so each opens offline.
      // (The plugin adds the manifest itself.)
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      // The demo's mock and the Public Suffix List are the largest chunks.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      navigateFallback: `${base}index.html`,
      // No runtimeCaching on purpose: API answers never go into this cache.
      cleanupOutdatedCaches: true,
    },
  })
}

/**
 * Built assets carry a content hash in their names, so a repeat visit may use
 * them without asking the server again: `Cache-Control: immutable` in
 * `dist/_headers` (appended after the security headers) and in `vite preview`,
 * which the bench and the browser tests serve.
 */
function immutableAssets(base: string): Plugin {
  const CACHE = 'public, max-age=31536000, immutable'
  // The service worker's own script must be checked on every visit, or a
  // host's heuristic caching could hold back new versions (decision 013).
  const SW = `${base}sw.js`
  return {
    name: 'adoption-desk-immutable-assets',
    // After securityPolicy, which emits _headers.
    enforce: 'post',
    apply: (_config, { command, isPreview }) =>
      command === 'build' || isPreview === true,
    generateBundle(_options, bundle) {
      const headers = bundle['_headers']
      if (headers?.type === 'asset')
        headers.source = `${String(headers.source)}${base}assets/*\n  Cache-Control: ${CACHE}\n${SW}\n  Cache-Control: no-cache\n`
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.startsWith(`${base}assets/`))
          response.setHeader('Cache-Control', CACHE)
        if (request.url?.split('?')[0] === SW)
          response.setHeader('Cache-Control', 'no-cache')
        next()
      })
    },
  }
}

export default defineConfig(({ command, mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env } as Record<
    string,
    string
  >
  // Served from a sub-path when BASE_PATH is set (e.g. /desk/); demo mode follows it.
  const base = process.env.BASE_PATH ?? '/'
  return {
    resolve: {
      alias: {
        // wouter's shim for React before 18: React 19's own hook instead
        // (src/lib/util/use-sync-external-store-shim.ts).
        'use-sync-external-store/shim/index.js': fileURLToPath(
          new URL(
            './src/lib/util/use-sync-external-store-shim.ts',
            import.meta.url,
          ),
        ),
        // The built demo does without MSW's cookie jar (src/mocks/cookie-jar-stub.ts).
        ...(command === 'build'
          ? {
              'tough-cookie': fileURLToPath(
                new URL('./src/mocks/cookie-jar-stub.ts', import.meta.url),
              ),
              // workbox-window's "module" build is ES5 (2.3 KB gzip, on every
              // first load): its ES2017 build does the same in 1.4 KB.
              'workbox-window': fileURLToPath(
                new URL(
                  './node_modules/workbox-window/build/workbox-window.prod.mjs',
                  import.meta.url,
                ),
              ),
            }
          : {}),
      },
    },
    base,
    plugins: [
      react(),
      inlineTheme(),
      inlineBoot(mode, base),
      securityPolicy(env),
      immutableAssets(base),
      preconnectApi(env.VITE_BASE_URL),
      preloadRenderer(base),
      lazyStyles(),
      lazyImports(fileURLToPath(new URL('.', import.meta.url))),
      ...offlineShell(base),
    ],
    // The app's version: part of the persisted queries' buster.
    define: {
      __APP_VERSION__: JSON.stringify(
        (
          JSON.parse(readFileSync('package.json', 'utf8')) as {
            version: string
          }
        ).version,
      ),
    },
    build: {
      target: 'es2022',
      sourcemap: 'hidden',
      // Which chunk holds which module, for the first-load gate's report
      // (scripts/first-load-size.ts).
      manifest: true,
      // No modulepreload lists: each lazy import() carried the file names of
      // the chunks that chunk imports, so the browser could fetch them side by
      // side, and those names were 0.4 KB gzip of the first load (decision
      // 004). Lazy routes import almost everything they share from the entry,
      // which is loaded; a chunk shared by two lazy pages now comes one round
      // trip later, once (the service worker keeps it after that). Their CSS
      // is still loaded with them.
      modulePreload: false,
      rollupOptions: {
        output: {
          // The first load of a route is two files: the entry, and React DOM
          // (the renderer, preloaded beside it), not the common chunks
          // Rolldown would split off for the lazy routes to share (each a
          // round trip and a gzip stream of its own). Lazy routes import what
          // they share with the first load from these two.
          codeSplitting: {
            groups: [
              { name: 'index', tags: ['$initial'], priority: 2 },
              { name: 'renderer', test: RENDERER, priority: 1 },
            ],
          },
        },
      },
    },
    // `vite preview` (and so the browser tests) serves the build with the
    // policy on: securityPolicy sends it, with the built page's hashes.
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      // A worker per core: Vitest's default (cores - 1) leaves one of two
      // idle, as its main process has little to do once modules are
      // transformed. Each file still runs alone in a fresh process (isolate).
      maxWorkers: '100%',
      // Patience, not a deadline: on a loaded two-core machine a lazy route
      // can take seconds to load. Time that matters is faked in the tests.
      testTimeout: 30_000,
    },
  }
})
