import type { Catalog, Translation } from '../lib/i18n/messages'

// Spanish (decision 031): each feature's words sit beside its English, in
// `*-messages.es.ts`, typed against it, so the build fails on a key missing
// or one too many there. One eager glob gathers them into this module, which
// the app imports only when Spanish is chosen: Spanish arrives as one chunk,
// not one per route. What a server wrote is never translated.

const files = import.meta.glob<Translation>('../**/*-messages.es.ts', {
  eager: true,
  import: 'es',
})

export const es: Catalog = Object.fromEntries(
  Object.values(files).flatMap(({ namespace, messages }) =>
    Object.entries(messages).map(([key, message]) => [
      `${namespace}.${key}`,
      message,
    ]),
  ),
)
