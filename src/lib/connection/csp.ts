// The built app carries its Content-Security-Policy in a <meta> tag (see
// scripts/csp.ts). Reading it back lets Settings warn, before anyone waits
// for a request to fail, that an address is one the browser will block.

function sourceAllows(source: string, target: URL): boolean {
  if (source === "'self'") return target.origin === window.location.origin
  const wildcardPort = /^(https?:)\/\/([^/:]+):\*$/.exec(source)
  if (wildcardPort) {
    return (
      target.protocol === wildcardPort[1] && target.hostname === wildcardPort[2]
    )
  }
  try {
    return new URL(source).origin === target.origin
  } catch {
    return false
  }
}

/**
 * Whether this page's policy lets it connect to `url`; null when the page has
 * no policy to say (the dev server) or the URL is not absolute.
 */
export function connectAllowed(url: string): boolean | null {
  const meta = document.querySelector<HTMLMetaElement>(
    'meta[http-equiv="Content-Security-Policy"]',
  )
  const directive = meta?.content
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'connect-src')
  if (!directive) return null
  let target: URL
  try {
    target = new URL(url)
  } catch {
    return null
  }
  return directive.slice(1).some((source) => sourceAllows(source, target))
}
