// Types for the prebuilt tldts bundle (public-suffix.ts): the package's own.
declare module 'tldts/dist/index.esm.min.js' {
  export { parse } from 'tldts'
}
