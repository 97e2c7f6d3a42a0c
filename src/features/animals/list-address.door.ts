// The list's address, for the page's boot step (src/boot/, decision 021),
// built on its own into a small inline script: a door apart from the list's
// (index.ts) and from first-request's (list-request.door.ts), which would
// bring zod, React or the page into it.
export { isListPath, readListQuery } from './list-params'
