import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { type AddAnimalForm, EMPTY_FORM } from '../../../lib/pets/pet-form'
import { CategoryCombobox } from './category-combobox'

const NAMES = new Map([
  ['1', 'Dogs'],
  ['2', 'Cats'],
])

/** The box as the add form gives it. */
function Box({ onPick }: { onPick: (id: string) => void }) {
  const form = useForm<AddAnimalForm>({ defaultValues: EMPTY_FORM })
  return (
    <>
      <label htmlFor="category">Category ID</label>
      <CategoryCombobox
        form={form.control}
        control={{
          id: 'category',
          'aria-invalid': undefined,
          'aria-describedby': undefined,
        }}
        names={NAMES}
        onPick={onPick}
      />
      <button type="button">Next</button>
    </>
  )
}

describe('CategoryCombobox', () => {
  it.each([
    ['Tab', '{Tab}'],
    ['Enter', '{Enter}'],
  ])('a whole name typed becomes its ID on %s', async (_, key) => {
    const user = userEvent.setup()
    const picked: string[] = []
    render(<Box onPick={(id) => picked.push(id)} />)
    await user.type(screen.getByLabelText('Category ID'), `dogs${key}`)
    expect(picked).toEqual(['1'])
  })

  it('ArrowDown and Enter, at once after typing, pick from the names the text fits', async () => {
    const user = userEvent.setup()
    const picked: string[] = []
    render(<Box onPick={(id) => picked.push(id)} />)
    await user.type(
      screen.getByLabelText('Category ID'),
      'ca{ArrowDown}{Enter}',
    )
    expect(picked).toEqual(['2'])
  })
})
