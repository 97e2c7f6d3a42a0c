import {
  firstLoadSize,
  FIRST_LOAD_CEILING,
} from '../scripts/first-load-size.ts'
import { expect, test } from './fixtures'

// Deterministic, so it gates `npm test`: the files /animals loads per the
// build's manifest (dist/, which the web server of these tests has just
// built for Production), gzip -9. Timings stay in `npm run bench`.
test('the first load of /animals stays within its ceiling', () => {
  const { files, total } = firstLoadSize('dist')
  const list = files
    .map((file) => `${file.file} ${(file.gzip / 1000).toFixed(1)} KB`)
    .join(', ')
  expect(total, `first load ${total} bytes: ${list}`).toBeLessThanOrEqual(
    FIRST_LOAD_CEILING,
  )
})
