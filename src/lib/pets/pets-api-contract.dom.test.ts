import { testTabs } from '../../test/test-tabs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { requestProblems, responseProblems } from '../../test/contract'
import { server, TEST_BASE_URL } from '../../mocks/node'
import { BIG_ID } from '../../mocks/seed'
import { PAGE_SIZES, PET_STATUSES } from './pet-schemas'
import { activityOf } from '../activity/activity-log'
import { createPet } from './create-pet'
import { getPet, listPets } from './pets-api'

// Every request the client can build, checked against docs/openapi.yaml as it
// leaves (method, path, query, headers, body text), and the mock's answer to it.

interface Sent {
  method: string
  path: string
  headers: Headers
  body: string
}

let sent: Promise<Sent>[] = []
/** What the document says of each answer the mock gave. */
let answers: Promise<string[]>[] = []

function record({ request }: { request: Request }) {
  const copy = request.clone()
  sent.push(
    copy.text().then((body) => ({
      method: copy.method,
      path: copy.url.slice(TEST_BASE_URL.length),
      headers: copy.headers,
      body,
    })),
  )
}

function check({
  request,
  response,
}: {
  request: Request
  response: Response
}) {
  const copy = response.clone()
  answers.push(
    copy.text().then((body) =>
      responseProblems(
        {
          method: request.method,
          path: request.url.slice(TEST_BASE_URL.length),
        },
        { status: copy.status, headers: copy.headers, body },
      ),
    ),
  )
}

beforeEach(() => {
  sent = []
  answers = []
  server.events.on('request:start', record)
  server.events.on('response:mocked', check)
})
afterEach(() => {
  server.events.removeListener('request:start', record)
  server.events.removeListener('response:mocked', check)
})

/** The one request a call made, with what the document says of it and of its answer. */
async function onlyExchange() {
  expect(sent).toHaveLength(1)
  expect(answers).toHaveLength(1)
  const request = await (sent[0] as Promise<Sent>)
  return {
    ...request,
    problems: requestProblems({
      ...request,
      body: request.body === '' ? undefined : request.body,
    }),
    answerProblems: await (answers[0] as Promise<string[]>),
  }
}

describe('requests the client builds follow the document', () => {
  const statuses = [undefined, ...PET_STATUSES]
  const cases = statuses.flatMap((status) =>
    PAGE_SIZES.map((limit) => ({ status, limit })),
  )
  it.each(cases)('listPets status=$status limit=$limit', async (query) => {
    await listPets(testTabs().limits, query)
    const request = await onlyExchange()
    expect(request.problems).toEqual([])
    expect(request.path).toContain(`limit=${String(query.limit)}`)
    expect(request.answerProblems).toEqual([])
  })

  it('listPets with the defaults', async () => {
    await listPets(testTabs().limits, {})
    expect((await onlyExchange()).problems).toEqual([])
  })

  it.each([
    { name: 'Pip', categoryId: '4' },
    ...PET_STATUSES.map((status) => ({ name: 'Pip', categoryId: '4', status })),
    { name: 'Atlas', categoryId: BIG_ID },
    { name: 'Max', categoryId: '9223372036854775807', status: 'sold' as const },
    { name: 'Min', categoryId: '-9223372036854775808' },
  ])('createPet $name $categoryId $status', async (pet) => {
    const tabs = testTabs()
    await createPet(pet, { limits: tabs.limits, activity: activityOf(tabs) })
    const request = await onlyExchange()
    expect(request.problems).toEqual([])
    // The exact digits travel, not a rounded JavaScript number.
    expect(request.body).toContain(`"categoryId":${pet.categoryId}`)
    expect(request.body.includes('"status"')).toBe('status' in pet)
    expect(request.answerProblems).toEqual([])
  })

  it.each(['1', BIG_ID, '9223372036854775807', '-5'])(
    'getPet %s',
    async (id) => {
      await getPet(testTabs().limits, id).catch(() => undefined) // unknown ids answer 404
      const request = await onlyExchange()
      expect(request.problems).toEqual([])
      expect(request.path).toBe(`/pets/${id}`)
      expect(request.answerProblems).toEqual([])
    },
  )
})
