import { describe, expect, it, vi } from 'vitest'
import { ENGLISH, fill, fillParts, format } from './fill'
import { speaker } from './speaker'
import { defineMessages } from './messages'
import { pseudoText } from './pseudo'

const messages = defineMessages('fillTest', {
  hello: 'Hello, {name}',
  animals: {
    '=0': 'No animals',
    one: '{count} animal',
    other: '{count} animals',
  },
  dogs: { one: '{count} dog', other: '{count} dogs' },
  only: 'Only in English',
})

// Latvian's CLDR categories: `zero` is 0, 10 to 20, 30, 40…, `one` 1, 21, 31…
const latvian = {
  locale: 'lv',
  catalog: {
    'fillTest.animals': {
      '=0': 'Nav dzīvnieku',
      zero: '{count} dzīvnieku',
      one: '{count} dzīvnieks',
      other: '{count} dzīvnieki',
    },
    'fillTest.dogs': {
      zero: '{count} suņu',
      one: '{count} suns',
      other: '{count} suņi',
    },
  },
}

describe('filling a message', () => {
  it('puts values in, numbers in the locale’s digits, and keeps an unknown placeholder', () => {
    expect(fill(ENGLISH, messages, 'hello', { name: 'Zoé' })).toBe('Hello, Zoé')
    expect(fill(ENGLISH, messages, 'dogs', { count: 12000 })).toBe(
      '12,000 dogs',
    )
    expect(fill(ENGLISH, messages, 'hello', {})).toBe('Hello, {name}')
    expect(format('es', 12345)).toBe('12.345')
  })

  it('says exactly zero with `=0`, and otherwise the count’s plural', () => {
    expect(fill(ENGLISH, messages, 'animals', { count: 0 })).toBe('No animals')
    expect(fill(ENGLISH, messages, 'animals', { count: 1 })).toBe('1 animal')
    expect(fill(ENGLISH, messages, 'dogs', { count: 0 })).toBe('0 dogs')
  })

  it('takes `zero` as CLDR’s category, which is not only the number 0', () => {
    const say = (key: 'animals' | 'dogs', count: number) =>
      fill(latvian, messages, key, { count })
    // Exactly zero has its own text; without one, 0 is in `zero` like 10 or 30.
    expect(say('animals', 0)).toBe('Nav dzīvnieku')
    expect(say('dogs', 0)).toBe('0 suņu')
    expect(say('animals', 10)).toBe('10 dzīvnieku')
    expect(say('animals', 30)).toBe('30 dzīvnieku')
    expect(say('animals', 21)).toBe('21 dzīvnieks')
    expect(say('animals', 2)).toBe('2 dzīvnieki')
  })

  it('chooses Arabic’s categories, `=0` before `zero`', () => {
    const arabic = {
      locale: 'ar',
      catalog: {
        'fillTest.animals': {
          '=0': 'لا حيوانات',
          zero: 'صفر',
          one: 'واحد',
          two: 'اثنان',
          few: 'قليل {count}',
          many: 'كثير {count}',
          other: '{count}',
        },
      },
    }
    const say = (count: number) =>
      fill(arabic, messages, 'animals', { count }, 'en')
    expect([0, 1, 2, 3, 11, 100].map(say)).toEqual([
      'لا حيوانات',
      'واحد',
      'اثنان',
      'قليل 3',
      'كثير 11',
      '100',
    ])
  })

  it('falls back to English where the catalog lacks a key, in English’s plurals', () => {
    expect(fill(latvian, messages, 'only', {})).toBe('Only in English')
    expect(fill(latvian, messages, 'hello', { name: 'Anna' })).toBe(
      'Hello, Anna',
    )
  })

  it('builds plural rules once per locale', () => {
    const built = vi.fn()
    const Rules = Intl.PluralRules
    const intl = Intl as { PluralRules: typeof Rules }
    intl.PluralRules = class extends Rules {
      constructor(...args: ConstructorParameters<typeof Rules>) {
        super(...args)
        built(...args)
      }
    } as typeof Rules
    try {
      for (let count = 0; count < 5; count++) {
        fill({ ...latvian, locale: 'lv-LV' }, messages, 'dogs', { count })
        fill({ locale: 'cy', catalog: {} }, messages, 'dogs', { count })
      }
    } finally {
      intl.PluralRules = Rules
    }
    expect(built).toHaveBeenCalledTimes(2)
  })

  it('passes the text through the pseudo-locale, placeholders kept', () => {
    const wording = { ...ENGLISH, pseudo: pseudoText }
    expect(fill(wording, messages, 'hello', { name: 'Ann' })).toMatch(
      /^Héllö, Ann ·+$/,
    )
  })

  it('puts elements in as they are', () => {
    const link = { element: 'link' }
    expect(
      fillParts(ENGLISH, messages, 'hello', undefined, () => link),
    ).toEqual(['Hello, ', link, ''])
  })

  it('speaks in the language of each call', () => {
    let wording = ENGLISH
    const say = speaker(messages, () => wording)
    expect(say('dogs', { count: 10 })).toBe('10 dogs')
    wording = latvian
    expect(say('dogs', { count: 10 })).toBe('10 suņu')
    expect(speaker(messages)('animals', { count: 0 })).toBe('No animals')
  })
})
