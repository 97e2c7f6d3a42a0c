// The add form's door, apart from the list's (../index.ts): the router loads
// it lazily (decision 004), with what src/app hands it of the import.
export { AddAnimalPage } from './add-animal-page'
export type { KeptRow } from './known-animals'
export type { FollowKeptRows } from './use-known-animals'
export type {
  Litter,
  LitterCheck,
  LitterJob,
  LitterStart,
} from './litter/litter-jobs'
