import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import { defineConfig } from 'eslint/config'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Every screen's words go through the message catalog (issue 24, decision
// 018): a user-facing literal in a component fails the lint.
const SPEAKS_THROUGH_CATALOG = ['src/**/*.tsx']
const SAFE_HTML = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Render text, not HTML.',
  },
  {
    selector: "MemberExpression[property.name='innerHTML']",
    message: 'Render text, not HTML.',
  },
]
const WORDS = 'Words on screen go through the catalog: useMessages(…).t(key).'
const NAMED = 'JSXAttribute[name.name=/^(aria-label|title|placeholder|alt)$/]'
const NO_LITERAL_WORDS = [
  { selector: 'JSXText[value=/[A-Za-z]/]', message: WORDS },
  ...['', ' > ConditionalExpression', ' > LogicalExpression'].map((path) => ({
    selector: `JSXElement > JSXExpressionContainer${path} > Literal[value=/[A-Za-z]/]`,
    message: WORDS,
  })),
  ...[
    ' > Literal',
    ' > JSXExpressionContainer > Literal',
    ' > JSXExpressionContainer > ConditionalExpression > Literal',
  ].map((path) => ({
    selector: `${NAMED}${path}[value=/[A-Za-z]/]`,
    message: WORDS,
  })),
  {
    selector: `${NAMED} > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]`,
    message: WORDS,
  },
]

export default defineConfig(
  {
    ignores: [
      'dist',
      'dist-subpath',
      'e2e-shards',
      'test-results',
      'playwright-report',
      'coverage',
      'bench/tmp',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  pluginQuery.configs['flat/recommended'],
  {
    // jsx-a11y 6 declares ESLint <= 9 as its peer; package.json's overrides
    // let it run on ESLint 10, and scripts/lint-rules.test.ts proves it still
    // reports (decision 030).
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // A table that scrolls sideways is a labelled region that takes focus,
      // so a keyboard can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region'] }],
      // The import's rows table stacks its cells at 360 px: explicit table
      // roles keep its semantics once CSS changes its display.
      'jsx-a11y/no-interactive-element-to-noninteractive-role': [
        'error',
        { tr: ['none', 'presentation'], canvas: ['img'], td: ['cell'] },
      ],
      'jsx-a11y/no-redundant-roles': [
        'error',
        { nav: ['navigation'], thead: ['rowgroup'], tbody: ['rowgroup'] },
      ],
    },
  },
  {
    // A combobox's options answer the pointer; its keyboard is the input's
    // (aria-activedescendant). The rename field is opened by its Rename
    // button, so focus goes where the person asked to type.
    files: [
      'src/features/animals/add/category-combobox.tsx',
      'src/features/animals/views/manage-views.tsx',
    ],
    rules: {
      'jsx-a11y/click-events-have-key-events': 'off',
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    // The plugins' tests call a hook with the `this` Vite would give it.
    files: ['vite-plugins/*.test.ts'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
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
      'no-restricted-syntax': ['error', ...SAFE_HTML],
      'no-eval': 'error',
      'no-implied-eval': 'off',
      '@typescript-eslint/no-implied-eval': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: SPEAKS_THROUGH_CATALOG,
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': ['error', ...SAFE_HTML, ...NO_LITERAL_WORDS],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['scripts/**', 'tests/**', '*.config.ts'],
    rules: { 'no-console': 'off' },
  },
)
