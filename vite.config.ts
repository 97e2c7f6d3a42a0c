/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { contentSecurityPolicy, securityHeaders } from './scripts/csp.ts'

/**
 * The built app carries its CSP twice: a `<meta>` tag, which works on any
 * static host, and a `_headers` file (Netlify / Cloudflare Pages format) with
 * the full policy including frame-ancestors, which only a header can set.
 * The dev server gets neither: Vite's hot reload needs inline scripts.
 */
function securityPolicy(env: Record<string, string>): Plugin {
  return {
    name: 'adoption-desk-security-policy',
    apply: 'build',
    // Right after the charset (which must stay in the first 1024 bytes) and
    // before any script, since a meta policy governs only what follows it.
    transformIndexHtml: (html) =>
      html.replace(
        /<meta charset="UTF-8" \/>/,
        (charset) =>
          `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(env, 'meta')}" />`,
      ),
    generateBundle() {
      const lines = Object.entries(securityHeaders(env)).map(
        ([name, value]) => `  ${name}: ${value}`,
      )
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: `/*\n${lines.join('\n')}\n`,
      })
    },
  }
}

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env } as Record<
    string,
    string
  >
  return {
    // Served from a sub-path when BASE_PATH is set (e.g. /desk/); demo mode follows it.
    base: process.env.BASE_PATH ?? '/',
    plugins: [react(), securityPolicy(env)],
    build: {
      target: 'es2022',
      sourcemap: true,
    },
    // `vite preview` (and so the browser tests) serves the build with the policy on.
    preview: { headers: securityHeaders(env) },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      // Patience, not a deadline: on a loaded two-core machine a lazy route
      // can take seconds to load. Time that matters is faked in the tests.
      testTimeout: 30_000,
    },
  }
})
