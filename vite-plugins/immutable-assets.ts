import type { Plugin } from 'vite'

/**
 * Built assets carry a content hash in their names, so a repeat visit may use
 * them without asking the server again: `Cache-Control: immutable` in
 * `dist/_headers` (appended after the security headers) and in `vite preview`,
 * which the bench and the browser tests serve.
 */
export function immutableAssets(base: string): Plugin {
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
