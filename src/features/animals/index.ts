// The animals list's door (docs/decisions/008-one-demo-loader.md): what the
// rest of the app may use of it. It is on the first load, so the parts the
// router loads lazily have doors of their own: the animal page
// (animal-page.door.ts), the cards (cards/) and the add form (add/); and so
// have the list's address and query, which run before it (*.door.ts).
export { AnimalsPage } from './animals-page'
