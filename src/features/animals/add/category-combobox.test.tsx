import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { type AddAnimalForm, EMPTY_FORM } from '../../../lib/pets/pet-form'
import { CategoryCombobox } from './category-combobox'

const NAMES = new Map([['1', 'Dogs']])

/**
 * The box as the add form gives it, except that `value` (deferred there)
 * never catches up with the typing: the slow phone's worst case.
 */
function Lagging({ onPick }: { onPick: (id: string) => void }) {
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
        value=""
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
  ])(
    'a whole name typed becomes its ID on %s, though the suggestions lag behind the typing',
    async (_, key) => {
      const user = userEvent.setup()
      const picked: string[] = []
      render(<Lagging onPick={(id) => picked.push(id)} />)
      await user.type(screen.getByLabelText('Category ID'), `dogs${key}`)
      expect(picked).toEqual(['1'])
    },
  )
})
