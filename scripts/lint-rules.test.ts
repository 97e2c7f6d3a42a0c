import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The plugins the lint relies on, run through the project's own
// eslint.config.js. eslint-plugin-jsx-a11y 6 declares ESLint <= 9 as its peer
// (package.json's overrides let it install beside ESLint 10): if an ESLint
// upgrade stops it from reporting, this fails (decision 030).
const eslint = new ESLint({ cwd: process.cwd() })

/** Lints `code` as if it were src/main.tsx (typed linting needs a file the project knows). */
async function rulesReported(code: string) {
  const [result] = await eslint.lintText(code, { filePath: 'src/main.tsx' })
  return (result?.messages ?? []).map((message) => message.ruleId)
}

// The first lint loads the whole typed project: slow on a loaded machine.
describe("the project's lint", { timeout: 180_000 }, () => {
  it('reports an image without a text alternative (jsx-a11y)', async () => {
    const rules = await rulesReported(
      'export function Photo() {\n  return <img src="/cat.png" />\n}\n',
    )
    expect(rules).toContain('jsx-a11y/alt-text')
  })

  it('reports a query key that leaves out what its query reads (TanStack Query)', async () => {
    const rules = await rulesReported(
      [
        "import { queryOptions } from '@tanstack/react-query'",
        'export const pet = (id: string) =>',
        '  queryOptions({',
        "    queryKey: ['pet'],",
        '    queryFn: () => Promise.resolve(id),',
        '  })',
        '',
      ].join('\n'),
    )
    expect(rules).toContain('@tanstack/query/exhaustive-deps')
  })
})
