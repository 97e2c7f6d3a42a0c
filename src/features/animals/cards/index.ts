// The kennel cards' door, apart from the list's (../index.ts): the router
// loads them lazily (decision 004).
export { CardsPage } from './cards-page'
