import { gzipSync } from 'node:zlib'
import { build, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import viteConfig from '../vite.config.ts'

// vite.config.ts turns Rolldown's constant inlining off, so tldts's Public
// Suffix List (one exported string of labels) is written once into the
// domains chunk (decision 030). tldts is built here with and without the
// setting: the second case says when a Rolldown upgrade has made it unneeded.
const ENTRY = '\0const-inlining-probe'

/** tldts as the domains chunk gets it, gzip -9 bytes. */
async function tldtsSize(
  optimization: Rolldown.InputOptions['optimization'],
): Promise<number> {
  const built = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    plugins: [
      {
        name: 'const-inlining-probe',
        resolveId: (id) => (id === ENTRY ? id : null),
        load: (id) =>
          id === ENTRY
            ? "import { parse } from 'tldts'\nexport const probe = (name) => parse(name).domain\n"
            : null,
      },
    ],
    build: {
      write: false,
      target: 'es2022',
      rolldownOptions: {
        input: ENTRY,
        optimization,
        output: { format: 'es' },
      },
    },
  })
  const output = (Array.isArray(built) ? built : [built]).flatMap((result) =>
    'output' in result ? result.output : [],
  )
  const code = output
    .flatMap((item) => (item.type === 'chunk' ? [item.code] : []))
    .join('\n')
  return gzipSync(code, { level: 9 }).length
}

describe("the build's constant inlining", () => {
  it("writes the Public Suffix List once with the project's setting, copies it without", async () => {
    const config = viteConfig({ command: 'build', mode: 'production' })
    const optimization = config.build?.rolldownOptions?.optimization
    expect(optimization).toEqual({ inlineConst: false })
    const once = await tldtsSize(optimization)
    const byDefault = await tldtsSize(undefined)
    // 41 KB: the list once, as tldts's own prebuilt bundle has it (74 KB
    // without the setting, with Vite 8.4).
    expect(once).toBeLessThan(50_000)
    // When this fails, Rolldown no longer copies the list: drop the setting.
    expect(byDefault).toBeGreaterThan(once * 1.5)
  })
})
