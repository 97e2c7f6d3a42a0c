import { ESLint } from 'eslint'

// The import direction is only as good as the lint rule that enforces it:
// lint imports that break it (and some that keep it) with the project's own
// eslint.config.js, as if they stood in real files.

// Paths are from the project root, where Vitest runs.
const eslint = new ESLint({
  ruleFilter: ({ ruleId }) => ruleId === 'adoption-desk/import-direction',
  // Only the import rule runs, so no type information is needed.
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
  },
})

async function importProblems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((message) =>
    message.ruleId === 'adoption-desk/import-direction'
      ? message.message
      : `unexpected: ${message.message}`,
  )
}

// The first lint loads the config and parser: slow on a busy machine.
describe('import boundaries (eslint.config.js)', { timeout: 60_000 }, () => {
  it.each([
    [
      'a feature importing another feature',
      'src/features/animals/list-params.ts',
      "import { settingsSchema } from '../settings/settings-schema'",
      /A feature never imports another feature/,
    ],
    [
      'a feature loading another feature lazily',
      'src/features/settings/settings-page.tsx',
      "export const later = () => import('../demo/demo-tools')",
      /A feature never imports another feature/,
    ],
    [
      'a feature importing the app',
      'src/features/demo/demo-tools.tsx',
      "import { loadDemoControls } from '../../app/demo/demo-loader'",
      /Features do not import the app/,
    ],
    [
      'a feature importing the mock API',
      'src/features/demo/demo-data.tsx',
      "import { demoControlsOf } from '../../mocks/demo-controls'",
      /Only the demo loader .* import src\/mocks/,
    ],
    [
      'app code other than the demo loader importing the mock API',
      'src/app/demo/demo-transport.ts',
      "export const load = () => import('../../mocks/browser')",
      /Only the demo loader .* import src\/mocks/,
    ],
    [
      'lib importing a feature',
      'src/lib/pets/pet-queries.ts',
      "import { parseListParams } from '../../features/animals/list-params'",
      /src\/lib is the bottom layer/,
    ],
    [
      'a shared component importing a feature',
      'src/components/field.tsx',
      "import { FieldError } from '../features/animals/find-animal'",
      /Shared components import only src\/lib/,
    ],
    [
      'the mock API importing a feature',
      'src/mocks/handlers.ts',
      "import { DEMO_DNS_DOMAINS } from '../features/domains/demo-domains'",
      /The mock API imports only src\/lib/,
    ],
    [
      'a test importing another feature',
      'src/features/animals/animals-page.test.tsx',
      "import { DemoTools } from '../demo/demo-tools'",
      /A feature never imports another feature/,
    ],
  ])('refuses %s', async (_name, filePath, code, message) => {
    const problems = await importProblems(filePath, code)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(message)
  })

  it.each([
    [
      'a feature importing its own files, lib and components',
      'src/features/animals/find-animal.tsx',
      [
        "import { Field } from '../../components/field'",
        "import { toInt64String } from '../../lib/int64'",
        "import { readDraft } from './draft'",
      ].join('\n'),
    ],
    [
      'the app importing features and the demo loader',
      'src/app/settings-route.tsx',
      [
        "import { DemoTools } from '../features/demo/demo-tools'",
        "import { loadDemoControls } from './demo/demo-loader'",
      ].join('\n'),
    ],
    [
      'the demo loader importing the mock API',
      'src/app/demo/demo-loader.ts',
      "export const load = () => import('../../mocks/browser')",
    ],
    [
      'a test importing the mock API and the app',
      'src/features/animals/animals-page.test.tsx',
      [
        "import { server } from '../../mocks/node'",
        "import { Providers } from '../../app/providers'",
      ].join('\n'),
    ],
    [
      'the mock API importing lib',
      'src/mocks/demo-controls.ts',
      "import type { DemoControls } from '../lib/demo/demo-controls'",
    ],
  ])('allows %s', async (_name, filePath, code) => {
    expect(await importProblems(filePath, code)).toEqual([])
  })
})
