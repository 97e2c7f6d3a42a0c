/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BASE_URL?: string
  readonly VITE_STAGING_BASE_URL?: string
  readonly VITE_PLATFORM_HOST?: string
  readonly VITE_REQUEST_TIMEOUT_MS?: string
  readonly VITE_CATEGORIES?: string
  readonly VITE_CERTIFICATE_AUTHORITY?: string
}

/** package.json's version, set at build time (vite.config.ts). */
declare const __APP_VERSION__: string
