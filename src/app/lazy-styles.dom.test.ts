import { afterEach, expect, it, vi } from 'vitest'
import { __vitePreload } from './lazy-styles'

// jsdom downloads no stylesheets: each test says when a link has loaded or
// failed by firing the event the browser would.
function linksTo(href: string): HTMLLinkElement[] {
  return [
    ...document.head.querySelectorAll<HTMLLinkElement>(
      'link[rel="stylesheet"]',
    ),
  ].filter((link) => link.getAttribute('href') === href)
}

function settle(href: string, type: 'load' | 'error') {
  const [link] = linksTo(href)
  if (!link) throw new Error(`no link to ${href}`)
  link.dispatchEvent(new Event(type))
}

afterEach(() => {
  document.head.replaceChildren()
})

it('loads the chunk once its stylesheets have loaded, each linked once', async () => {
  const load = vi.fn(() => Promise.resolve('page'))
  const first = __vitePreload(load, ['assets/a.css', 'assets/b.css'])
  const second = __vitePreload(load, ['assets/a.css'])
  await Promise.resolve()
  expect(load).not.toHaveBeenCalled()
  expect(linksTo('/assets/a.css')).toHaveLength(1)
  expect(linksTo('/assets/b.css')).toHaveLength(1)

  settle('/assets/a.css', 'load')
  await expect(second).resolves.toBe('page')
  expect(load).toHaveBeenCalledTimes(1)
  settle('/assets/b.css', 'load')
  await expect(first).resolves.toBe('page')
  expect(load).toHaveBeenCalledTimes(2)
})

it('does not link again what index.html links already', async () => {
  const linked = document.createElement('link')
  linked.rel = 'stylesheet'
  linked.setAttribute('href', '/assets/index-first.css')
  document.head.append(linked)
  const page = __vitePreload(
    () => Promise.resolve('page'),
    ['assets/index-first.css'],
  )
  expect(linksTo('/assets/index-first.css')).toHaveLength(1)
  await expect(page).resolves.toBe('page')
})

it('leaves JavaScript to the import itself', async () => {
  await expect(
    __vitePreload(() => Promise.resolve('page'), ['assets/shared.js']),
  ).resolves.toBe('page')
  expect(document.head.querySelectorAll('link')).toHaveLength(0)
})

it('fails the import when a stylesheet fails, and asks again next time', async () => {
  const load = vi.fn(() => Promise.resolve('page'))
  const failed = __vitePreload(load, ['assets/offline.css'])
  settle('/assets/offline.css', 'error')
  await expect(failed).rejects.toThrow(
    'Unable to preload CSS for /assets/offline.css',
  )
  expect(load).not.toHaveBeenCalled()
  expect(linksTo('/assets/offline.css')).toHaveLength(0)

  const retried = __vitePreload(load, ['assets/offline.css'])
  expect(linksTo('/assets/offline.css')).toHaveLength(1)
  settle('/assets/offline.css', 'load')
  await expect(retried).resolves.toBe('page')
})
