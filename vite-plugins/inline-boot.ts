import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'vite'

/** Builds src/boot/boot.ts on its own into one classic script's text. */
async function bootScript(mode: string, base: string): Promise<string> {
  const ENTRY = '\0adoption-desk-boot'
  const bootModule = fileURLToPath(
    new URL('../src/boot/boot.ts', import.meta.url),
  )
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
      rolldownOptions: { input: ENTRY, output: { format: 'iife' } },
    },
  })
  const output = (Array.isArray(built) ? built : [built]).flatMap((result) =>
    'output' in result ? result.output : [],
  )
  const chunk = output.find((item) => item.type === 'chunk')
  if (!chunk || output.length !== 1)
    throw new Error('The boot step must build to one script')
  const code = chunk.code.trim()
  if (code.includes('</script'))
    throw new Error('The boot step ends its script')
  return code
}

/**
 * Places the boot step in a page Vite has finished: the entry and its
 * preloads come first, so their downloads start before the boot step runs (a
 * module script does not block the parser); the boot step goes before the
 * stylesheet, as a classic script after a stylesheet would wait for it.
 */
export function placeBootStep(html: string, code: string): string {
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
}

/**
 * The page's boot step (src/boot/boot.ts, decision 021): built on its own,
 * with the app's environment and base, into one classic script written into
 * index.html, so a cold visit to the list sends its request as the page is
 * parsed, one round trip before the app's scripts could. No zod, React or
 * TanStack Query is in it; its bytes count in the first load (decision 004).
 */
export function inlineBoot(mode: string, base: string): Plugin {
  return {
    name: 'adoption-desk-inline-boot',
    apply: 'build',
    transformIndexHtml: {
      // Once Vite has added the entry, its preloads and its stylesheet.
      order: 'post',
      handler: async (html) =>
        placeBootStep(html, await bootScript(mode, base)),
    },
  }
}
