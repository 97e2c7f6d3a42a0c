import { render, screen } from '@testing-library/react'
import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
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
