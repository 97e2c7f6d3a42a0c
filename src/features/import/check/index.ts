// The import's check and its words, for the add form's litter, without the
// import page (../index.ts).
export { checkMessages, duplicateText, problemText } from './check-messages'
export { checkRows, withLeftOut } from './check-rows'
export { knownAnimals } from './known-animals'
export { recordLatest } from './latest-window'
