import { describe, expect, it } from 'vitest'
import { categoryCell } from './rows-table'

describe('the import table shows categories as the list does', () => {
  const names = new Map([['4', 'Rabbits']])
  it('shows "Rabbits · 4" for the name or the ID, and anything else as typed', () => {
    expect(categoryCell('rabbits', names)).toBe('Rabbits · 4')
    expect(categoryCell(' 004 ', names)).toBe('Rabbits · 4')
    expect(categoryCell('7', names)).toBe('7')
    expect(categoryCell('Ferrets', names)).toBe('Ferrets')
    expect(categoryCell('3.5', names)).toBe('3.5')
  })
})
