import { describe, expect, it } from 'vitest'
import {
  applyCategoryFile,
  unreadableFileMessage,
} from './category-file-outcome'

const SAVED = [{ id: '1', name: 'Dogs' }]

describe('using a category file', () => {
  it('replaces the list with the file’s pairs, and says how many', () => {
    const file = {
      fileName: 'team.json',
      categories: [{ id: '2', name: 'Cats' }],
      problems: [],
    }
    expect(applyCategoryFile(SAVED, file, 'replace')).toEqual({
      list: [{ id: '2', name: 'Cats' }],
      result: ['The list is now the 1 category from team.json.'],
    })
  })

  it('adds new pairs, skips saved ones, and lists each pair that disagrees', () => {
    const file = {
      fileName: 'team.csv',
      categories: [
        { id: '1', name: 'Dogs' },
        { id: '1', name: 'Hounds' },
        { id: '3', name: 'Birds' },
        { id: '4', name: 'Fish' },
      ],
      problems: [],
    }
    const { list, result } = applyCategoryFile(SAVED, file, 'add')
    expect(list).toEqual([
      { id: '1', name: 'Dogs' },
      { id: '3', name: 'Birds' },
      { id: '4', name: 'Fish' },
    ])
    expect(result[0]).toBe('Added 2 categories from team.csv.')
    expect(result.slice(1)).toEqual([expect.stringMatching(/^Hounds · 1: /)])
  })

  it('says why a file could not be read when the error says, and only then', () => {
    expect(
      unreadableFileMessage(
        'gone.csv',
        new DOMException('The file could not be read.', 'NotReadableError'),
      ),
    ).toBe(
      'Could not read gone.csv: The file could not be read. The list is unchanged; check the file and choose it again.',
    )
    expect(unreadableFileMessage('gone.csv', new Error(''))).toBe(
      'Could not read gone.csv. The list is unchanged; check the file and choose it again.',
    )
    expect(unreadableFileMessage('gone.csv', 'locked')).toBe(
      'Could not read gone.csv. The list is unchanged; check the file and choose it again.',
    )
  })
})
