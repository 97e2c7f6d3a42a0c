import { addAnimalFormSchema, fieldOfServerMessage, toNewPet } from './pet-form'
import { newPetSchema } from './new-pet-schema'

function messages(input: Record<string, string>): Record<string, string> {
  const result = addAnimalFormSchema.safeParse({
    name: '',
    categoryId: '',
    status: '',
    ...input,
  })
  const found: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) {
    found[String(issue.path[0])] = issue.message
  }
  return found
}

describe('add animal form rules, as codes for the screen to word', () => {
  it('asks for a name and a category ID', () => {
    expect(messages({})).toEqual({
      name: 'name-empty',
      categoryId: 'category-id-empty',
    })
    expect(messages({ name: '   ', categoryId: '  ' })).toEqual({
      name: 'name-empty',
      categoryId: 'category-id-empty',
    })
  })

  it.each(['3.5', 'abc', '1e3', '0x10', '12 34'])(
    'rejects category ID %j as not a whole number',
    (value) => {
      expect(messages({ name: 'Rex', categoryId: value }).categoryId).toBe(
        'category-id-not-whole',
      )
    },
  )

  it('rejects a category ID outside int64', () => {
    expect(
      messages({ name: 'Rex', categoryId: '9223372036854775808' }).categoryId,
    ).toBe('category-id-too-large')
    expect(
      messages({ name: 'Rex', categoryId: '9223372036854775807' }),
    ).toEqual({})
  })

  it('trims, keeps the category ID exact, and sends no status for "Not set"', () => {
    const parsed = addAnimalFormSchema.parse({
      name: '  Rex ',
      categoryId: ' 9007199254740993 ',
      status: '',
    })
    expect(toNewPet(parsed)).toEqual({
      name: 'Rex',
      categoryId: '9007199254740993',
    })
    expect(toNewPet({ name: 'Rex', categoryId: '3', status: 'sold' })).toEqual({
      name: 'Rex',
      categoryId: '3',
      status: 'sold',
    })
  })

  it('accepts exactly what the mock server accepts for the same animal', () => {
    for (const input of [
      { name: 'Rex', categoryId: '1', status: '' },
      { name: ' Mo ', categoryId: '-5', status: 'pending' },
      { name: 'Big', categoryId: '9223372036854775807', status: 'available' },
    ] as const) {
      const form = toNewPet(addAnimalFormSchema.parse(input))
      const wire = { ...form, categoryId: BigInt(form.categoryId) }
      expect(newPetSchema.parse(wire)).toEqual(form)
    }
  })
})

describe('fieldOfServerMessage', () => {
  it.each([
    ['categoryId must be a whole number in the int64 range.', 'categoryId'],
    ['name must be a non-blank string.', 'name'],
    ['status must be one of: available, pending, sold.', 'status'],
    ['The request body is not valid JSON.', null],
    ['The category name is unknown', null],
    ['Invalid `status` value', 'status'],
  ])('%j is about %s', (message, field) => {
    expect(fieldOfServerMessage(message)).toBe(field)
  })
})
