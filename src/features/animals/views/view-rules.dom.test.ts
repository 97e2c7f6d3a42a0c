import { renderHook } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { Language } from '../../../lib/i18n/language'
import { LanguageContext, useMessages } from '../../../lib/i18n/use-messages'
import { spanishLanguage } from '../../../test/spanish'
import type { SavedView } from './saved-views'
import {
  addView,
  removeView,
  renameView,
  useDescribeView,
  viewNameProblem,
} from './view-rules'
import { viewsMessages } from './views-messages'

const zoe: SavedView = {
  name: 'Zoé’s list',
  view: { status: undefined, limit: 20 },
}

/** The views' words and describeView, in English or in `language`. */
function speak(language: Language | null = null) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(LanguageContext, { value: language }, children)
  return renderHook(
    () => ({
      t: useMessages(viewsMessages).t,
      describeView: useDescribeView(),
    }),
    { wrapper },
  ).result.current
}

const PENDING_BY_NAME = {
  status: 'pending',
  limit: 50,
  sort: { key: 'name', descending: true },
  q: ' cat ',
} as const

describe('view rules', () => {
  it('wants a short name no other view has, ignoring case and accents', () => {
    const { t } = speak()
    expect(viewNameProblem(t, [], '  ')).toBe('Enter a name for the view')
    expect(viewNameProblem(t, [], 'x'.repeat(41))).toBe(
      'View name is too long: at most 40 characters',
    )
    expect(viewNameProblem(t, [zoe], 'ZOE’S LIST')).toBe(
      'A view named ‘Zoé’s list’ is already saved: choose another name',
    )
    // Renaming may keep its own name, in another case.
    expect(
      viewNameProblem(t, [zoe], 'ZOÉ’S LIST', { except: zoe.name }),
    ).toBeNull()
    expect(viewNameProblem(t, [zoe], ' Cats ')).toBeNull()
  })

  it('says what a view holds, and that Find searches the loaded rows only', () => {
    const { describeView } = speak()
    expect(describeView(zoe.view)).toEqual(['All statuses', '20 a page'])
    expect(describeView(PENDING_BY_NAME)).toEqual([
      'Status Pending',
      '50 a page',
      'Sorted by name, Z to A',
      'Find ‘cat’: searches the loaded rows only, not all animals',
    ])
  })

  it('speaks Spanish: the status, the sort and a name problem', async () => {
    const { t, describeView } = speak(await spanishLanguage())
    expect(describeView(PENDING_BY_NAME)).toEqual([
      'Estado: Pendiente',
      '50 por página',
      'Ordenado por nombre, de la Z a la A',
      'Buscar «cat»: busca solo en las filas cargadas, no en todos los animales',
    ])
    expect(viewNameProblem(t, [], 'x'.repeat(41))).toBe(
      'El nombre de la vista es demasiado largo: como máximo 40 caracteres',
    )
  })

  it('adds trimmed, renames and removes by name', () => {
    const list = addView([zoe], ' Cats ', { status: 'available', limit: 20 })
    expect(list.map((view) => view.name)).toEqual(['Zoé’s list', 'Cats'])
    expect(renameView(list, 'Cats', ' Felines ')[1]?.name).toBe('Felines')
    expect(removeView(list, 'Zoé’s list')).toEqual([list[1]])
  })
})
