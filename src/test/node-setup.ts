// Setup of the unit tests that run in plain Node (`*.test.ts`; decision 043).
// Nothing answers a request there (the mock server starts only in jsdom, in
// setup.ts), so a request fails at once and says where such a test belongs,
// rather than reaching the network. A browser global (document, localStorage)
// is simply not defined.
import { beforeAll } from 'vitest'

beforeAll(() => {
  globalThis.fetch = () =>
    Promise.reject(
      new Error(
        'This unit test runs in Node, where no mock server answers. A test that needs the DOM, Web Storage or the mock server is named *.dom.test.ts (or *.test.tsx) and runs in jsdom (vite.config.ts).',
      ),
    )
})
