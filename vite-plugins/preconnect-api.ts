import type { Plugin } from 'vite'

/**
 * A Production build knows its API's origin: a preconnect in the HTML opens
 * that connection while the scripts download, instead of when the entry
 * module sends the list request (issue 17). Anonymous, as the requests omit
 * credentials: a credentialed connection would not be reused for them.
 */
export function preconnectApi(baseUrl: string | undefined): Plugin {
  let origin: string | null = null
  try {
    origin = baseUrl ? new URL(baseUrl).origin : null
  } catch {
    // Not a URL: Settings says the environment is not configured.
  }
  return {
    name: 'adoption-desk-preconnect-api',
    apply: 'build',
    transformIndexHtml: (html) =>
      origin === null
        ? html
        : html.replace(
            '</title>',
            `</title>\n    <link rel="preconnect" href="${origin}" crossorigin="anonymous" />`,
          ),
  }
}
