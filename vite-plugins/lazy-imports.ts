import { relative, sep } from 'node:path'
import type { Plugin } from 'vite'

/**
 * Beside Vite's manifest, which names the chunk a lazy import comes from but
 * not the module: `.vite/lazy-imports.json` says, for each chunk, which
 * module imports which of its modules lazily, so the first-load gate can say
 * why a first visit fetched it (scripts/first-load-size.ts).
 */
export function lazyImports(root: string): Plugin {
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
