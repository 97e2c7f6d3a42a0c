// For the plugins' tests: a Vite hook is a function or { handler, order }.
export function handlerOf<F>(hook: F | { handler: F } | undefined): F {
  if (hook === undefined) throw new Error('The plugin has no such hook')
  return typeof hook === 'object' && hook !== null && 'handler' in hook
    ? hook.handler
    : hook
}

/** What a build hook may call on `this`, recording the files it emits. */
export function buildContext(
  moduleInfo: Record<string, { dynamicImporters: string[] }> = {},
) {
  const emitted: { fileName: string; source: string }[] = []
  return {
    emitted,
    context: {
      emitFile: (file: { fileName: string; source: string }) => {
        emitted.push(file)
        return file.fileName
      },
      getModuleInfo: (id: string) => moduleInfo[id] ?? null,
    },
  }
}

/** A connect-style preview server that records its middleware. */
export function previewServer() {
  const middlewares: ((
    request: { url?: string },
    response: { setHeader: (name: string, value: string) => void },
    next: () => void,
  ) => void)[] = []
  return {
    server: {
      middlewares: {
        use: (fn: (typeof middlewares)[number]) => middlewares.push(fn),
      },
    },
    /** The headers the middleware sets for a request to `url`. */
    headersFor(url: string): Record<string, string> {
      const headers: Record<string, string> = {}
      for (const middleware of middlewares)
        middleware(
          { url },
          { setHeader: (name, value) => (headers[name] = value) },
          () => undefined,
        )
      return headers
    },
  }
}

export const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Adoption Desk</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/renderer-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
  </head>
  <body><div id="root"></div></body>
</html>
`

/** The page a transformIndexHtml hook returned (these plugins return text). */
export function pageOf(result: unknown): string {
  if (typeof result !== 'string') throw new Error('The hook returned no page')
  return result
}
