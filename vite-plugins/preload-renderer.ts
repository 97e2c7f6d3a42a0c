import type { Plugin } from 'vite'

/** React DOM's module: a chunk of its own, the `renderer` (decision 004). */
export const RENDERER = /src[\\/]app[\\/]render\.tsx$/

/**
 * The first load is two files: the entry, which sends the list request as
 * soon as it runs, and React DOM, which it imports right after (src/main.tsx).
 * index.html asks for both at once, so the list's preflight and request
 * overlap React DOM's download instead of following it (issue 17).
 */
export function preloadRenderer(base: string): Plugin {
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
