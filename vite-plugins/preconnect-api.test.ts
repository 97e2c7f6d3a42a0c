import { describe, expect, it } from 'vitest'
import { handlerOf, PAGE, pageOf } from './hooks.ts'
import { preconnectApi } from './preconnect-api.ts'

async function pageFor(baseUrl: string | undefined): Promise<string> {
  const html = await handlerOf(preconnectApi(baseUrl).transformIndexHtml).call(
    {} as never,
    PAGE,
    {} as never,
  )
  return pageOf(html)
}

describe('preconnectApi', () => {
  it("preconnects anonymously to the API's origin, not its path", async () => {
    expect(await pageFor('https://api.example.org/v1/')).toContain(
      '<link rel="preconnect" href="https://api.example.org" crossorigin="anonymous" />',
    )
  })

  it('leaves the page alone without an API, or with one that is not a URL', async () => {
    expect(await pageFor(undefined)).toBe(PAGE)
    expect(await pageFor('not a url')).toBe(PAGE)
  })
})
