// The Public Suffix List, through tldts. Imported from its prebuilt,
// minified bundle rather than the package entry: with the package entry,
// Vite 8's minifier inlines the list's 68 KB label string at every place it
// is used, and the domains chunk grows from about 47 KB to 112 KB gzip.
// tldts is pinned, so this path is checked on every upgrade (see decision 005).
export { parse } from 'tldts/dist/index.esm.min.js'
