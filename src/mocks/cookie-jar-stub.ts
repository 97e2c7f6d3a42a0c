// The built demo's stand-in for tough-cookie (vite.config.ts aliases it).
// MSW uses tough-cookie only to keep cookies between mocked requests; the mock
// API authenticates by bearer key and sets no cookies, so an empty jar changes
// nothing. Leaving tough-cookie out also leaves out the Public Suffix List it
// brings through tldts: most of what demo mode downloads before its first
// answer. Unit tests and `npm start` keep the real package.

export const Cookie = {
  fromJSON: (): null => null,
}

export class MemoryCookieStore {
  idx: Record<string, never> = {}
}

export class CookieJar {
  getCookiesSync(): never[] {
    return []
  }

  setCookie(): Promise<void> {
    return Promise.resolve()
  }
}
