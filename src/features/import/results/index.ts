// The words of an import's outcomes, for the add form's litter, without the
// import page (../index.ts).
export { REASON_KEYS, resultsMessages, rowMessage } from './results-messages'
