import { act, render, screen } from '@testing-library/react'
import { browserChannel } from '../tabs/browser-tabs'
import { describe, expect, it, vi } from 'vitest'
import { createLanguage, LANGUAGE_KEY, pickLocale } from './language'
import { defineMessages } from './messages'
import { pseudoText } from './pseudo'
import { format } from './fill'
import { LanguageContext, useMessages } from './use-messages'

const messages = defineMessages('test', {
  hello: 'Hello, {name}',
  animals: { one: '{count} animal', other: '{count} animals' },
  link: 'See {link} for more',
})

function Words() {
  const { t, rich } = useMessages(messages)
  return (
    <>
      <p>{t('hello', { name: 'Zoé' })}</p>
      <p>{t('animals', { count: 1 })}</p>
      <p>{t('animals', { count: 12000 })}</p>
      <p>{rich('link', { link: <a href="/x">the list</a> })}</p>
    </>
  )
}

const spanish = {
  'test.hello': 'Hola, {name}',
  'test.animals': { one: '{count} animal', other: '{count} animales' },
}

describe('language', () => {
  it('follows the stored choice, else the browser, else English', () => {
    expect(pickLocale('es', ['en-US'])).toBe('es')
    expect(pickLocale(null, ['fr-FR', 'es-MX', 'en'])).toBe('es')
    expect(pickLocale('klingon', ['fr'])).toBe('en')
  })

  it('writes numbers in the locale: small whole ones as plain digits, others grouped', () => {
    expect(format('en', 999)).toBe('999')
    expect(format('es', -999)).toBe('-999')
    expect(format('en', 12345)).toBe('12,345')
    expect(format('es', 12345)).toBe('12.345')
    expect(format('es', 2.5)).toBe('2,5')
    expect(format('en', 1000)).toBe('1,000')
    expect(format('en', 'ID 9007199254740993')).toBe('ID 9007199254740993')
  })

  it("writes dates in the browser's own form of the chosen language", async () => {
    const Locale = () => <p>{useMessages(messages).locale}</p>
    const languages = vi.spyOn(navigator, 'languages', 'get')
    languages.mockReturnValue(['en-GB', 'es-MX'])
    const { rerender } = render(<Locale />)
    expect(screen.getByText('en-GB')).toBeInTheDocument()

    const language = createLanguage({
      channel: browserChannel(),
      load: () => Promise.resolve(spanish),
      browser: ['es'],
    })
    await language.ready
    rerender(
      <LanguageContext value={language}>
        <Locale />
      </LanguageContext>,
    )
    expect(screen.getByText('es-MX')).toBeInTheDocument()

    languages.mockReturnValue(['fr-FR'])
    rerender(<Locale key="french browser" />)
    expect(screen.getByText('en')).toBeInTheDocument()
    languages.mockRestore()
  })

  it('speaks English without a Language, with plurals and numbers', () => {
    render(<Words />)
    expect(screen.getByText('Hello, Zoé')).toBeInTheDocument()
    expect(screen.getByText('1 animal')).toBeInTheDocument()
    expect(screen.getByText('12,000 animals')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'the list' })).toBeInTheDocument()
  })

  it('loads a catalog only when chosen, keeps the choice, and sets lang', async () => {
    const load = vi.fn(() => Promise.resolve(spanish))
    const language = createLanguage({
      channel: browserChannel(),
      load,
      browser: ['en-GB'],
    })
    await language.ready
    expect(load).not.toHaveBeenCalled()
    render(
      <LanguageContext value={language}>
        <Words />
      </LanguageContext>,
    )
    await act(() => language.choose('es'))
    expect(load).toHaveBeenCalledWith('es')
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('"es"')
    expect(document.documentElement.lang).toBe('es')
    expect(screen.getByText('Hola, Zoé')).toBeInTheDocument()
    expect(screen.getByText('12.000 animales')).toBeInTheDocument()
    // A key the catalog lacks is shown in English, never as a key.
    expect(screen.getByText(/See/)).toHaveTextContent('See the list for more')
  })

  it('keeps the words it has when a catalog cannot load', async () => {
    const language = createLanguage({
      channel: browserChannel(),
      load: () => Promise.reject(new Error('offline')),
      browser: ['en'],
    })
    await language.ready
    await expect(language.choose('es')).rejects.toThrow('offline')
    expect(language.get().locale).toBe('en')
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull()
  })

  it('makes a pseudo-locale longer and accented, placeholders kept', () => {
    const text = pseudoText('Add {count} animals')
    expect(text).toMatch(/^Ådd \{count\} áñímáls ·+$/)
    expect(text.length).toBeGreaterThanOrEqual(
      Math.ceil('Add {count} animals'.length * 1.3),
    )
  })
})
