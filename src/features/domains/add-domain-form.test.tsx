import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AddDomainForm } from './add-domain-form'

function renderForm() {
  const onAdd = vi.fn()
  render(<AddDomainForm existing={[]} plan="business" onAdd={onAdd} />)
  const field = screen.getByRole('textbox', { name: 'Domain' })
  return { field, onAdd, user: userEvent.setup() }
}

/** A task later, as a blur's check would have shown its error by then. */
const aTaskLater = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('Add a domain, leaving the field', () => {
  it('says nothing about an empty field the person only passed through', async () => {
    const { field, user } = renderForm()
    await user.click(field)
    await user.tab({ shift: true })
    await aTaskLater()
    expect(field).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText(/Enter a domain/)).not.toBeInTheDocument()
  })

  it('says nothing when Tab leaves the field emptied by a successful add', async () => {
    const { field, onAdd, user } = renderForm()
    await user.type(field, 'shop.example.com{Enter}')
    expect(onAdd).toHaveBeenCalledTimes(1)
    expect(field).toHaveValue('')
    expect(field).toHaveFocus()
    // Back, away from the Add domain button (leaving for it checks nothing).
    await user.tab({ shift: true })
    await aTaskLater()
    expect(field).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText(/Enter a domain/)).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('still checks what was typed, and an error emptied out on leaving', async () => {
    const { field, user } = renderForm()
    await user.type(field, 'shop')
    await user.tab({ shift: true })
    await aTaskLater()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    await user.clear(field)
    await user.tab({ shift: true })
    await aTaskLater()
    expect(field).toHaveAccessibleDescription(/Enter a domain/)
  })
})
