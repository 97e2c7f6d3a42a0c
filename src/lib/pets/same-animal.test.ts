import { describe, expect, it } from 'vitest'
import type { Pet } from './pet-schemas'
import { animalKey, sameAnimals, sameId } from './same-animal'

const pet = (id: string, name: string, categoryId: string): Pet => ({
  id,
  name,
  categoryId,
  status: 'available',
})

describe('same animal', () => {
  it('ignores case, accents and spacing in the name, and leading zeros in the category', () => {
    expect(animalKey('  Zoé  la  Gata ', '007')).toBe(
      animalKey('zoe la gata', '7'),
    )
    expect(animalKey('Max', '1')).not.toBe(animalKey('Max', '2'))
    expect(animalKey('Max', '1')).not.toBe(animalKey('Maxi', '1'))
  })

  it('finds every listed animal with that name and category, in order', () => {
    const pets = [
      pet('9007199254740993', 'MAX', '1'),
      pet('5', 'Max', '2'),
      pet('3', 'max', '01'),
    ]
    expect(sameAnimals(pets, 'Max', '1').map((p) => p.id)).toEqual([
      '9007199254740993',
      '3',
    ])
  })

  it('compares int64 ids exactly', () => {
    expect(sameId('9007199254740993', '9007199254740993')).toBe(true)
    expect(sameId('9007199254740993', '9007199254740992')).toBe(false)
    expect(sameId('007', '7')).toBe(true)
  })
})
