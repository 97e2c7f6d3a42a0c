import { render, screen } from '@testing-library/react'
import { vi } from 'vitest'
import { ErrorBoundary } from './error-boundary'

function Broken(): never {
  throw new Error('render failed')
}

it('shows a way out instead of a blank page when a page throws', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  render(
    <ErrorBoundary>
      <Broken />
    </ErrorBoundary>,
  )
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Something went wrong on this page',
  )
  expect(
    screen.getByRole('button', { name: 'Reload the page' }),
  ).toBeInTheDocument()
  expect(
    screen.getByRole('link', { name: 'Go to the animals list' }),
  ).toHaveAttribute('href', '/animals')
})
