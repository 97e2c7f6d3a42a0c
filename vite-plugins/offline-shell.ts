import type { Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

/**
 * The app shell offline (decision 013): Workbox precaches the build and
 * serves index.html for every app route; API answers are never cached here
 * (they are cross-origin and match no route), the app keeps its own rows.
 * `prompt`: a new version waits for the person's Reload; the page registers
 * the worker itself after the first paint (src/app/update/service-worker.ts).
 */
export function offlineShell(base: string): Plugin[] {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    // The icons are in globPatterns already.
    includeManifestIcons: false,
    filename: 'sw.js',
    manifest: {
      name: 'Adoption Desk',
      short_name: 'Adoption Desk',
      description:
        'Browse and manage the animals of your adoption service, online or off.',
      id: base,
      start_url: base,
      scope: base,
      display: 'standalone',
      theme_color: '#1d5fbf',
      background_color: '#f6f7f9',
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        {
          src: 'icons/icon-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'any maskable',
        },
        { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      // Everything a route or demo mode may load, so each opens offline.
      // (The plugin adds the manifest itself.)
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      // The demo's mock and the Public Suffix List are the largest chunks.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      navigateFallback: `${base}index.html`,
      // No runtimeCaching on purpose: API answers never go into this cache.
      cleanupOutdatedCaches: true,
      // A first visit's page loaded before the worker: claimed, it fetches
      // its lazy chunks (the list's offline note) through the worker, so
      // they load offline without a reload. service-worker.ts keeps that
      // claim from looking like a new version.
      clientsClaim: true,
    },
  })
}
