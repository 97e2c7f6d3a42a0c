// The import direction (docs/decisions/008-one-demo-loader.md), stated once:
// app → features → components and lib; a feature never imports another, and
// the rest of the app enters one only through its doors; src/mocks only from
// the demo loader, tests and scripts. Every import counts: static, dynamic
// `import()`, re-exports and type-only ones.
const APP = '^src/app/'
const FEATURES = '^src/features/'
const COMPONENTS = '^src/components/'
const LIB = '^src/lib/'
const MOCKS = '^src/mocks/'
/** The app's loaders of src/mocks: the demo API's, the demo tools' controls, and Check DNS's sample answers. */
const DEMO_LOADERS = [
  '^src/app/demo/demo-loader[.]ts$',
  '^src/app/demo/demo-controls-loader[.]ts$',
  '^src/app/demo/demo-dns[.]ts$',
]
const TESTS = ['[.]test[.]tsx?$', '^src/test/']
/**
 * A feature's doors: its `index.ts`, and one for each part loaded apart
 * (behind the router's lazy `import()`, or built on its own): the `index.ts`
 * of that part's folder, or a `*.door.ts` file where the part has no folder.
 * Matched within src/features/, the rules' `to.path`.
 */
const DOORS = ['/index[.]ts$', '[.]door[.]ts$']
/** A feature's words: English in `*-messages.ts`, each other language beside it (decision 031). */
const WORDS = '-messages[.]ts$'
const TRANSLATION = '-messages[.][a-z]{2,3}[.]ts$'

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'feature-to-feature',
      comment:
        'A feature never imports another feature: move what both need to src/lib or src/components, or let src/app put them together.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: FEATURES, pathNot: '^src/features/$1/' },
    },
    {
      name: 'feature-through-its-door',
      comment:
        "Outside a feature, import it only through one of its doors (its index.ts, or the door of a part loaded apart): add what you need to the door, or, for a part the router loads lazily, give that part a door of its own so the first load does not grow (decision 004). Tests may reach a feature's insides.",
      severity: 'error',
      // lib, components and the mocks may not import a feature at all
      // (their own rules), and the catalog has the rule below.
      from: {
        pathNot: [FEATURES, LIB, COMPONENTS, MOCKS, '^src/locales/', ...TESTS],
      },
      to: { path: FEATURES, pathNot: DOORS },
    },
    {
      name: 'locales-read-only-words',
      comment:
        "A language's catalog (src/locales) reads each feature's words, its *-messages.ts files and their translations beside them, and nothing else of it: the rest goes through the feature's doors.",
      severity: 'error',
      from: { path: '^src/locales/', pathNot: TESTS },
      to: { path: FEATURES, pathNot: [...DOORS, WORDS, TRANSLATION] },
    },
    {
      name: 'translations-only-through-their-catalog',
      comment:
        "A feature's words in another language (*-messages.es.ts) reach the app only through that language's catalog (src/locales/es.ts, which gathers them with one import.meta.glob and loads only when the language is chosen). Imported anywhere else, they would ship in that chunk to everyone: speak through useMessages instead.",
      severity: 'error',
      from: { pathNot: ['^src/locales/', ...TESTS] },
      to: { path: TRANSLATION },
    },
    {
      name: 'translations-read-only-their-english',
      comment:
        'A translation (foo-messages.es.ts) is words only: it imports the English beside it (foo-messages.ts) and the Translation type, by type, and nothing else, so its language chunk carries no code of the app.',
      severity: 'error',
      from: { path: `^(.+)${TRANSLATION}` },
      to: {
        pathNot: ['^$1-messages[.]ts$', '^src/lib/i18n/messages[.]ts$'],
      },
    },
    {
      name: 'lib-is-the-bottom',
      comment:
        'src/lib is the bottom layer: it imports nothing from app, features or components. Move the shared part down into src/lib, or pass it in from the caller.',
      severity: 'error',
      from: { path: LIB },
      to: { path: [APP, FEATURES, COMPONENTS] },
    },
    {
      name: 'components-below-features',
      comment:
        'Shared components import only src/lib (and each other), never app or features: pass what they need as props.',
      severity: 'error',
      from: { path: COMPONENTS },
      to: { path: [APP, FEATURES] },
    },
    {
      name: 'app-on-top',
      comment:
        'Features do not import the app; the app imports them. Move what the feature needs into it or down into src/lib, or let src/app pass it in.',
      severity: 'error',
      from: { path: FEATURES, pathNot: TESTS },
      to: { path: APP },
    },
    {
      name: 'mocks-only-from-the-demo-loader',
      comment:
        "Only the demo loaders (src/app/demo/demo-loader.ts; off the entry, demo-controls-loader.ts, the demo tools' controls, and demo-dns.ts, Check DNS's sample answers), tests and scripts import src/mocks. A feature reaches the mock API through DemoControls (src/lib/demo/demo-controls.ts), handed in by src/app.",
      severity: 'error',
      from: {
        path: [APP, FEATURES, COMPONENTS, LIB],
        pathNot: [...DEMO_LOADERS, ...TESTS],
      },
      to: { path: MOCKS },
    },
    {
      name: 'mocks-import-only-lib',
      comment:
        'The mock API imports only src/lib: move what it needs from a feature, a component or the app down into src/lib.',
      severity: 'error',
      from: { path: MOCKS, pathNot: TESTS },
      to: { path: '^src/', pathNot: [LIB, MOCKS] },
    },
    {
      name: 'no-circular',
      comment:
        'Modules that import each other, directly or round a loop, cannot be read or changed one at a time. Move the shared part (often a type) into a module both import, or let one of them take it as a parameter.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      comment:
        'Nothing imports this module and it imports nothing: delete it if it is dead, or import it where it belongs.',
      severity: 'error',
      from: {
        orphan: true,
        pathNot: [
          '[.]d[.]ts$',
          '(^|/)[^/]+[.]config[.][cm]?[jt]s$',
          // Named by path where it is used: in vite.config.ts (an alias for
          // MSW's cookie jar) and in Vitest's setupFiles.
          '^src/mocks/cookie-jar-stub[.]ts$',
          '^src/test/setup[.]ts$',
        ],
      },
      to: {},
    },
    {
      name: 'not-to-unresolvable',
      comment:
        'dependency-cruiser cannot find this import on disk, so none of the rules above can check it. Fix the path, or install the package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are dependencies too: see them before TypeScript
    // erases them.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
}
