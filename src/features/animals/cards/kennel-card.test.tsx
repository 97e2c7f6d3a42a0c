import { render, screen } from '@testing-library/react'
import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { LanguageContext } from '../../../lib/i18n/use-messages'
import { renderApp } from '../../../test/render-app'
import { spanishLanguage } from '../../../test/spanish'
import { animalPageUrl, KennelCard } from './kennel-card'

/** Reads the drawn SVG the way a phone would: as pixels, with jsQR. */
function decodeSvg(svg: Element): string | null {
  const size = Number(svg.getAttribute('viewBox')?.split(' ')[2])
  const d = svg.querySelector('path')?.getAttribute('d') ?? ''
  const dark = new Set(
    [...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x},${y}`),
  )
  const scale = 4
  const width = size * scale
  const pixels = new Uint8ClampedArray(width * width * 4)
  for (let y = 0; y < width; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const isDark = dark.has(
        `${Math.floor(x / scale)},${Math.floor(y / scale)}`,
      )
      const offset = (y * width + x) * 4
      pixels.fill(isDark ? 0 : 255, offset, offset + 3)
      pixels[offset + 3] = 255
    }
  }
  return jsQR(pixels, width, width)?.data ?? null
}

describe('animalPageUrl', () => {
  it('is absolute, with the base path, and keeps big ids exact', () => {
    expect(
      animalPageUrl('9007199254740993', 'https://desk.example', '/desk/'),
    ).toBe('https://desk.example/desk/animals/9007199254740993')
    expect(animalPageUrl('5', 'http://127.0.0.1:4173', '/')).toBe(
      'http://127.0.0.1:4173/animals/5',
    )
  })
})

describe('KennelCard', () => {
  it('shows name, ID, category and status, and a QR code of the animal’s page', () => {
    render(
      <KennelCard
        pet={{
          id: '9007199254740993',
          name: 'Luna',
          categoryId: '2',
          status: 'pending',
        }}
        category="Cats · 2"
      />,
    )
    const card = screen.getByRole('article', { name: 'Kennel card: Luna' })
    expect(card).toHaveTextContent('Luna')
    expect(card).toHaveTextContent('9007199254740993')
    expect(card).toHaveTextContent('Cats · 2')
    expect(card).toHaveTextContent('Pending')
    const url = `${window.location.origin}/animals/9007199254740993`
    const qr = screen.getByRole('img', { name: `QR code: ${url}` })
    expect(qr).toHaveAttribute('data-qr-text', url)
    // The drawing itself says it, not only the label.
    expect(decodeSvg(qr)).toBe(url)
  })
})

describe('Kennel cards in Spanish', () => {
  it('words the card, its QR code and status in Spanish; the ID and address stay as they are', async () => {
    const language = await spanishLanguage()
    render(
      <LanguageContext value={language}>
        <KennelCard
          pet={{ id: '7', name: 'Luna', categoryId: '2', status: 'pending' }}
          category="2"
        />
      </LanguageContext>,
    )
    const card = screen.getByRole('article', { name: 'Tarjeta de jaula: Luna' })
    expect(card).toHaveTextContent('Categoría')
    expect(card).toHaveTextContent('Pendiente')
    expect(card).toHaveTextContent(
      'Escanee para abrir este animal en Adoption Desk',
    )
    const url = `${window.location.origin}/animals/7`
    expect(
      screen.getByRole('img', { name: `Código QR: ${url}` }),
    ).toHaveAttribute('data-qr-text', url)
  })

  it('counts the cards with a Spanish plural, one and many, and names the view', async () => {
    const language = await spanishLanguage()
    const { unmount } = renderApp('/animals/cards', { language })
    await screen.findByRole('heading', { name: 'Tarjetas de jaula', level: 1 })
    const cards = await screen.findAllByRole('article')
    expect(
      screen.getByText(
        `${cards.length} tarjetas, una por cada animal que se muestra en la lista.`,
        { exact: false },
      ),
    ).toBeVisible()
    const name = cards[0]?.querySelector('h2')?.textContent ?? ''
    unmount()

    renderApp(`/animals/cards?q=${encodeURIComponent(name)}`, { language })
    const summary = await screen.findByText(/^1 tarjeta,/)
    expect(summary).toHaveTextContent(
      `1 tarjeta, una por cada animal que se muestra en la lista y coincide con «${name}».`,
    )
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeVisible()
  })
})
