import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import {
  contentSecurityPolicy,
  inlineHashes,
  securityHeaders,
} from '../scripts/csp.ts'

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
export function securityPolicy(env: Record<string, string>): Plugin {
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
