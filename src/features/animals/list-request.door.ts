// What src/app/first-request.ts starts the list's request with before React
// renders (decision 021). A door apart from the list's (index.ts): through
// it, the page's modules would run before the rest of the entry's, and the
// entry, minified in that order, came out 50 to 70 B larger (decision 004).
export { isListPath, readListView } from './list-params'
export { listQuery } from './list-query'
