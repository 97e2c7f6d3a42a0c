// The built demo's stand-in for tough-cookie (vite.config.ts aliases it): the
// mock API sets no cookies, so an empty jar changes nothing, and the Public
// Suffix List tough-cookie brings was most of what demo mode downloaded
// before its first answer. Unit tests and `npm start` keep the real package.

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
