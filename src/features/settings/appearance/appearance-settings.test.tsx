import { render, screen } from '@testing-library/react'
import { inTabs, testTabs } from '../../../test/test-tabs'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { spanishLanguage } from '../../../test/spanish'
import { LanguageContext } from '../../../lib/i18n/use-messages'
import { AppearanceSettingsPage } from './appearance-settings'
import { readTheme } from './theme'

describe('Settings → Appearance', () => {
  it('in Spanish: Tema, its choices by name, and a choice kept', async () => {
    const language = await spanishLanguage()
    const user = userEvent.setup()
    render(
      <LanguageContext value={language}>
        <AppearanceSettingsPage />
      </LanguageContext>,
      inTabs(testTabs()),
    )
    expect(
      screen.getByRole('heading', { name: 'Apariencia' }),
    ).toBeInTheDocument()
    const theme = screen.getByLabelText('Tema')
    await user.selectOptions(theme, 'Oscuro')
    expect(theme).toHaveValue('dark')
    expect(readTheme()).toBe('dark')
  })
})
