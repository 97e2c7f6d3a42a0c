import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Workbox } from 'workbox-window/Workbox.js'

// service-worker.ts imports workbox-window's own ES2017 module rather than
// the package entry, whose bundler build is ES5 (decision 030). This fails on
// the first upgrade that moves it, drops what the app calls, or whose entry
// stops re-exporting it (then the path no longer means "the package's Workbox").
describe("workbox-window's Workbox module", () => {
  it('is the class the package entry exports, with what the app calls', () => {
    for (const method of [
      'register',
      'update',
      'messageSkipWaiting',
      'addEventListener',
    ] as const)
      expect(typeof Workbox.prototype[method]).toBe('function')
    const entry = createRequire(import.meta.url).resolve(
      'workbox-window/index.js',
    )
    expect(readFileSync(entry, 'utf8')).toMatch(
      /import \{ Workbox \} from '\.\/Workbox\.js'/,
    )
  })
})
