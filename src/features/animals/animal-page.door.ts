// The animal page's door, apart from the list's (index.ts): the router loads
// the page lazily, and one door for both would put the page into the first
// load (decision 004). A file rather than a folder's index.ts, as the page
// sits at the feature's root.
export { AnimalPage } from './animal-page'
