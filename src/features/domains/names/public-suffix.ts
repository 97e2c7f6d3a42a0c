// The Public Suffix List, through tldts's own entry. The build keeps its
// list in one place (vite.config.ts turns off Rolldown's constant inlining,
// decision 030).
export { parse } from 'tldts'
