import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { cruise } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'

// The import direction is only as good as the rules that enforce it: cruise
// small trees laid out like ours with the project's own
// .dependency-cruiser.js, and expect the imports that break it refused and
// the ones that keep it allowed.

const STUB = 'export const value = 1\n'

type Tree = Record<string, string>

/** `file` with `code`, and each of `targets` as a module it can import. */
function tree(file: string, code: string, targets: string[]): Tree {
  return {
    [file]: code,
    ...Object.fromEntries(targets.map((target) => [target, STUB])),
  }
}

// The config's paths are from the project root, where Vitest runs; the tree
// takes its place as baseDir.
async function violations(files: Tree) {
  const root = await mkdtemp(path.join(tmpdir(), 'import-boundaries-'))
  try {
    for (const [file, code] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true })
      await writeFile(path.join(root, file), code)
    }
    const options = await extractDepcruiseOptions('./.dependency-cruiser.js')
    const { output } = await cruise(['src'], { ...options, baseDir: root })
    if (typeof output === 'string') throw new Error(output)
    return output.summary.violations.map(({ rule, from, to }) => ({
      rule: rule.name,
      from,
      to,
    }))
  } finally {
    await rm(root, { recursive: true, force: true })
  }
}

// The first cruise loads TypeScript: slow on a busy machine.
describe(
  'import boundaries (.dependency-cruiser.js)',
  { timeout: 60_000 },
  () => {
    it.each([
      [
        'a feature importing another feature',
        'src/features/animals/list-params.ts',
        "import { value } from '../settings/settings-schema'",
        ['src/features/settings/settings-schema.ts'],
        'feature-to-feature',
      ],
      [
        'a feature importing only a type from another feature',
        'src/features/animals/list-params.ts',
        "import type { value } from '../settings/settings-schema'\nexport type Value = typeof value",
        ['src/features/settings/settings-schema.ts'],
        'feature-to-feature',
      ],
      [
        'a feature loading another feature lazily',
        'src/features/settings/settings-page.tsx',
        "export const later = () => import('../demo/demo-tools')",
        ['src/features/demo/demo-tools.tsx'],
        'feature-to-feature',
      ],
      [
        'a feature importing the app',
        'src/features/demo/demo-tools.tsx',
        "import { value } from '../../app/demo/demo-loader'",
        ['src/app/demo/demo-loader.ts'],
        'app-on-top',
      ],
      [
        'a feature importing the mock API',
        'src/features/demo/demo-data.tsx',
        "import { value } from '../../mocks/demo-controls'",
        ['src/mocks/demo-controls.ts'],
        'mocks-only-from-the-demo-loader',
      ],
      [
        'app code other than the demo loader importing the mock API',
        'src/app/demo/demo-transport.ts',
        "export const load = () => import('../../mocks/browser')",
        ['src/mocks/browser.ts'],
        'mocks-only-from-the-demo-loader',
      ],
      [
        'lib importing a feature',
        'src/lib/pets/pet-queries.ts',
        "import { value } from '../../features/animals/list-params'",
        ['src/features/animals/list-params.ts'],
        'lib-is-the-bottom',
      ],
      [
        'lib importing a shared component',
        'src/lib/pets/pet-queries.ts',
        "import { value } from '../../components/field'",
        ['src/components/field.tsx'],
        'lib-is-the-bottom',
      ],
      [
        'a shared component importing a feature',
        'src/components/field.tsx',
        "import { value } from '../features/animals/find-animal'",
        ['src/features/animals/find-animal.tsx'],
        'components-below-features',
      ],
      [
        'the mock API importing a feature',
        'src/mocks/handlers.ts',
        "import { value } from '../features/domains/demo-domains'",
        ['src/features/domains/demo-domains.ts'],
        'mocks-import-only-lib',
      ],
      [
        'the app reaching into a feature past its door',
        'src/app/add-animal-litter.ts',
        "import { value } from '../features/import/job/import-runners'",
        ['src/features/import/job/import-runners.ts'],
        'feature-through-its-door',
      ],
      [
        'the router loading a page lazily past its door',
        'src/app/router.tsx',
        "export const page = () => import('../features/activity/activity-page')",
        ['src/features/activity/activity-page.tsx'],
        'feature-through-its-door',
      ],
      [
        'the boot step reaching into a feature past its door',
        'src/boot/early-list.ts',
        "import { value } from '../features/animals/list-params'",
        ['src/features/animals/list-params.ts'],
        'feature-through-its-door',
      ],
      [
        'the catalog reading more of a feature than its words',
        'src/locales/es.ts',
        "import type { value } from '../features/import/job/import-job'\nexport type Value = typeof value",
        ['src/features/import/job/import-job.ts'],
        'locales-read-only-words',
      ],
      [
        'a feature importing its own Spanish (it would ship to everyone)',
        'src/features/import/check/check-panel.tsx',
        "import { value } from './check-messages.es'\nexport const all = [value]",
        ['src/features/import/check/check-messages.es.ts'],
        'translations-only-through-their-catalog',
      ],
      [
        'a translation reading more than its English',
        'src/features/import/check/check-messages.es.ts',
        "import type { value } from '../job/import-job'\nexport type Value = typeof value",
        ['src/features/import/job/import-job.ts'],
        'translations-read-only-their-english',
      ],
      [
        'a test importing another feature',
        'src/features/animals/animals-page.test.tsx',
        "import { value } from '../demo/demo-tools'",
        ['src/features/demo/demo-tools.tsx'],
        'feature-to-feature',
      ],
    ])('refuses %s', async (_name, file, code, targets, rule) => {
      const target = targets[0] ?? ''
      expect(await violations(tree(file, code, targets))).toEqual([
        { rule, from: file, to: target },
      ])
    })

    it('refuses modules that import each other, even for a type', async () => {
      const plan = 'src/lib/rate-limit/plan.ts'
      const view = 'src/lib/rate-limit/plan.view.ts'
      const found = await violations({
        [plan]:
          "import type { Shown } from './plan.view'\nexport type Plan = { shown: Shown }\n",
        [view]:
          "import type { Plan } from './plan'\nexport type Shown = Plan | null\n",
      })
      // One violation for the loop, from whichever end the cruise met first.
      expect(found).toHaveLength(1)
      expect(found[0]?.rule).toBe('no-circular')
      expect([found[0]?.from, found[0]?.to].sort()).toEqual([plan, view])
    })

    it('refuses a module nothing imports that imports nothing', async () => {
      const file = 'src/lib/util/forgotten.ts'
      expect(await violations({ [file]: STUB })).toEqual([
        { rule: 'no-orphans', from: file, to: file },
      ])
    })

    it.each([
      [
        'a feature importing its own files, lib and components',
        'src/features/animals/find-animal.tsx',
        [
          "import { value as field } from '../../components/field'",
          "import { value as int64 } from '../../lib/http/int64'",
          "import { value as draft } from './add/draft'",
          'export const all = [field, int64, draft]',
        ].join('\n'),
        [
          'src/components/field.tsx',
          'src/lib/http/int64.ts',
          'src/features/animals/add/draft.ts',
        ],
      ],
      [
        'the app importing features and the demo loader',
        'src/app/demo-tools-route.tsx',
        [
          "export const tools = () => import('../features/demo')",
          "export { value } from './demo/demo-loader'",
        ].join('\n'),
        ['src/features/demo/index.ts', 'src/app/demo/demo-loader.ts'],
      ],
      [
        "the app through a feature's doors: its index.ts, a part's index.ts, a *.door.ts",
        'src/app/router.tsx',
        [
          "import { value as list } from '../features/animals'",
          "export const cards = () => import('../features/animals/cards')",
          "export const page = () => import('../features/animals/animal-page.door')",
          'export const all = [list]',
        ].join('\n'),
        [
          'src/features/animals/index.ts',
          'src/features/animals/cards/index.ts',
          'src/features/animals/animal-page.door.ts',
        ],
      ],
      [
        "the catalog reading a feature's words and their translation",
        'src/locales/es.ts',
        [
          "import type { value } from '../features/import/check/check-messages'",
          "import { value as es } from '../features/import/check/check-messages.es'",
          'export const all: [typeof value, typeof es] = [1, es]',
        ].join('\n'),
        [
          'src/features/import/check/check-messages.ts',
          'src/features/import/check/check-messages.es.ts',
        ],
      ],
      [
        'a translation reading its English and the Translation type',
        'src/features/import/check/check-messages.es.ts',
        [
          "import type { value } from './check-messages'",
          "import type { value as type } from '../../../lib/i18n/messages'",
          'export type All = [typeof value, typeof type]',
        ].join('\n'),
        [
          'src/features/import/check/check-messages.ts',
          'src/lib/i18n/messages.ts',
        ],
      ],
      [
        "a test reaching into a feature's insides",
        'src/app/kept-rows.test.ts',
        "import { value } from '../features/import/job/import-job'\nexport const all = [value]",
        ['src/features/import/job/import-job.ts'],
      ],
      [
        'the demo loader importing the mock API',
        'src/app/demo/demo-loader.ts',
        "export const load = () => import('../../mocks/browser')",
        ['src/mocks/browser.ts'],
      ],
      [
        'a test importing the mock API and the app',
        'src/features/animals/animals-page.test.tsx',
        [
          "import { value as server } from '../../mocks/node'",
          "import { value as providers } from '../../app/providers'",
          'export const all = [server, providers]',
        ].join('\n'),
        ['src/mocks/node.ts', 'src/app/providers.tsx'],
      ],
      [
        'the mock API importing lib',
        'src/mocks/demo-controls.ts',
        "export type { value } from '../lib/demo/demo-controls'",
        ['src/lib/demo/demo-controls.ts'],
      ],
      [
        'a test helper importing the mock API',
        'src/test/render-app.tsx',
        "export { value } from '../mocks/node'",
        ['src/mocks/node.ts'],
      ],
    ])('allows %s', async (_name, file, code, targets) => {
      expect(await violations(tree(file, code, targets))).toEqual([])
    })
  },
)
