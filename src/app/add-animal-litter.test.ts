import { litterMessages } from '../features/animals/add/litter/litter-messages'
import { OUTCOMES } from '../features/import/job'

// The litter words a row's outcome by its machine value, from the import's
// own list of outcomes (handed over in add-animal-litter.ts): every outcome a
// sent row can have needs a word, or the panel shows the machine value.
describe("the litter's words for the import's outcomes", () => {
  it.each(OUTCOMES.filter((outcome) => outcome !== 'skipped'))(
    '%s has a word of its own',
    (outcome) => {
      expect(Object.hasOwn(litterMessages.english, outcome)).toBe(true)
    },
  )
})
