import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { importDirection as importDirectionRule } from './scripts/eslint-import-direction.js'

// The import direction (docs/decisions/008-one-demo-loader.md): app →
// features → components and lib; a feature never imports another; src/mocks
// only from the demo loader, tests and scripts. The rule
// (scripts/eslint-import-direction.js) checks static and dynamic imports alike.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const SIDEWAYS = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message:
    'A feature never imports another feature: move what both need to src/lib or src/components, or let src/app put them together.',
}))
const BELOW_FEATURES = [
  {
    target: './src/lib',
    from: ['./src/app', './src/features', './src/components'],
    message:
      'src/lib is the bottom layer: it imports nothing from app, features or components.',
  },
  {
    target: './src/components',
    from: ['./src/app', './src/features'],
    message:
      'Shared components import only src/lib (and each other), never app or features.',
  },
]
const APP_ON_TOP = [
  {
    target: './src/features',
    from: './src/app',
    message: 'Features do not import the app; the app imports them.',
  },
]
const MOCKS_ONLY_FROM_THE_DEMO_LOADER = [
  {
    target: ['./src/app', './src/features', './src/components', './src/lib'],
    from: './src/mocks',
    message:
      'Only the demo loader (src/app/demo/demo-loader.ts), tests and scripts import src/mocks.',
  },
  {
    target: './src/mocks',
    from: ['./src/app', './src/features', './src/components'],
    message: 'The mock API imports only src/lib.',
  },
]
const TESTS = ['src/**/*.test.{ts,tsx}', 'src/test/**']
const DEMO_LOADER = 'src/app/demo/demo-loader.ts'

function importDirection(zones) {
  return {
    'adoption-desk/import-direction': [
      'error',
      { basePath: import.meta.dirname, zones },
    ],
  }
}

export const importBoundaries = [
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {
      'adoption-desk': { rules: { 'import-direction': importDirectionRule } },
    },
    rules: importDirection([
      ...SIDEWAYS,
      ...BELOW_FEATURES,
      ...APP_ON_TOP,
      ...MOCKS_ONLY_FROM_THE_DEMO_LOADER,
    ]),
  },
  {
    files: [DEMO_LOADER],
    rules: importDirection([...SIDEWAYS, ...BELOW_FEATURES, ...APP_ON_TOP]),
  },
  {
    // Tests may use the mock API and render the app; features still keep
    // to themselves, and shared code below them still does not know them.
    files: TESTS,
    rules: importDirection([...SIDEWAYS, ...BELOW_FEATURES]),
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-subpath',
      'test-results',
      'playwright-report',
      'coverage',
      'bench/tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true },
      ],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Server text is rendered as text; markup from the API must never run.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render text, not HTML.',
        },
        {
          selector: "MemberExpression[property.name='innerHTML']",
          message: 'Render text, not HTML.',
        },
      ],
      'no-eval': 'error',
      'no-implied-eval': 'off',
      '@typescript-eslint/no-implied-eval': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  ...importBoundaries,
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['scripts/**', 'tests/**', '*.config.ts'],
    rules: { 'no-console': 'off' },
  },
)
