/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import { immutableAssets } from './vite-plugins/immutable-assets.ts'
import { inlineBoot } from './vite-plugins/inline-boot.ts'
import { inlineTheme } from './vite-plugins/inline-theme.ts'
import { lazyImports } from './vite-plugins/lazy-imports.ts'
import { lazyStyles } from './vite-plugins/lazy-styles.ts'
import { offlineShell } from './vite-plugins/offline-shell.ts'
import { preconnectApi } from './vite-plugins/preconnect-api.ts'
import { preloadRenderer, RENDERER } from './vite-plugins/preload-renderer.ts'
import { securityPolicy } from './vite-plugins/security-policy.ts'

const NODE_MAJOR = Number(process.versions.node.split('.')[0])

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
      lazyImports(fileURLToPath(new URL('.', import.meta.url))),
      lazyStyles(
        fileURLToPath(new URL('./src/app/lazy-styles.ts', import.meta.url)),
      ),
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
      rolldownOptions: {
        // Rolldown's constant inlining copies an imported string to every
        // place it is used: tldts's Public Suffix List (68 KB of labels) went
        // into the domains chunk several times, 73 → 140 KB gzip. Off, the
        // package's own entry builds as small as its prebuilt bundle did
        // (decision 030; vite-plugins/const-inlining.test.ts).
        optimization: { inlineConst: false },
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
    test: {
      // A worker per core: Vitest's default (cores - 1) leaves one of two
      // idle, as its main process has little to do once modules are
      // transformed. Each file still runs alone in a fresh process (isolate).
      maxWorkers: '100%',
      // Node 25 and later have a localStorage of their own, which shadows
      // jsdom's in the tests; Node 20 does not know the flag.
      execArgv: NODE_MAJOR >= 25 ? ['--no-experimental-webstorage'] : [],
      // Where a unit test runs follows from its name (decision 043):
      // `*.test.tsx` and `*.dom.test.ts` need a browser (the DOM, Web
      // Storage, the mock server) and get jsdom with src/test/setup.ts;
      // every other `*.test.ts` runs in plain Node, about three times cheaper
      // to start, where a request or a browser global fails loudly.
      projects: [
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            globals: true,
            setupFiles: ['./src/test/setup.ts'],
            include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
            restoreMocks: true,
            // Patience, not a deadline: on a loaded two-core machine a lazy
            // route can take seconds to load. Time that matters is faked in
            // the tests.
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            globals: true,
            setupFiles: ['./src/test/node-setup.ts'],
            include: ['src/**/*.test.ts'],
            exclude: ['src/**/*.dom.test.ts'],
            restoreMocks: true,
            testTimeout: 30_000,
          },
        },
        {
          // The build's plugins (vite-plugins/) and the scripts, in Node.
          test: {
            name: 'tooling',
            environment: 'node',
            include: ['vite-plugins/*.test.ts', 'scripts/*.test.ts'],
            restoreMocks: true,
            testTimeout: 30_000,
          },
        },
      ],
    },
  }
})
