import { inTabs, testTabs } from '../../../test/test-tabs'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, beforeEach } from 'vitest'
import { savePlan } from '../../../lib/rate-limit/plan.view'
import { PlanSettings } from './plan-settings'
import { spanishLanguage } from '../../../test/spanish'
import { LanguageContext } from '../../../lib/i18n/use-messages'
import { saveLiveConnection } from '../../../test/connection'

/** Each test's own Tabs, and so its own rate-limit state (decision 032). */
let tabs = testTabs()
let limits = tabs.limits
beforeEach(() => {
  tabs = testTabs()
  limits = tabs.limits
})

const PLAN_KEY = 'adoption-desk:plan'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

function renderSettings() {
  const user = userEvent.setup()
  render(<PlanSettings />, inTabs(tabs))
  return { user }
}

function savedPlan(): unknown {
  return JSON.parse(localStorage.getItem(PLAN_KEY) ?? 'null')
}

describe('PlanSettings', () => {
  it('has an h2 and a Plan select with the four plans, Free by default', () => {
    renderSettings()
    expect(
      screen.getByRole('heading', { level: 2, name: 'Plan and rate limits' }),
    ).toBeInTheDocument()
    const select = screen.getByLabelText('Plan')
    expect(select).toHaveValue('free')
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Free', 'Pro', 'Business', 'Enterprise'])
    expect(select).toHaveAccessibleDescription(
      '60 requests per minute, 1,000 requests per day',
    )
  })

  it('says that changes save as they are made', () => {
    renderSettings()
    expect(
      screen.getByText(/changes are saved as soon as you make them/),
    ).toBeInTheDocument()
  })

  it.each([
    ['Pro', 'pro', '300 requests per minute, 10,000 requests per day'],
    [
      'Business',
      'business',
      '1,000 requests per minute, 100,000 requests per day',
    ],
  ])(
    'saves %s as soon as it is chosen and shows its limits',
    async (label, plan, limits) => {
      const { user } = renderSettings()
      const select = screen.getByLabelText('Plan')
      await user.selectOptions(select, label)
      expect(savedPlan()).toEqual({ plan })
      expect(tabs.plan.get().plan).toBe(plan)
      expect(select).toHaveAccessibleDescription(limits)
      expect(screen.getByRole('status')).toHaveTextContent(
        `Saved: ${label}, ${limits}.`,
      )
    },
  )

  it('shows the saved plan when it opens', () => {
    savePlan(tabs.plan, { plan: 'business' })
    renderSettings()
    expect(screen.getByLabelText('Plan')).toHaveValue('business')
  })

  it('for Enterprise, asks for the agreed limits and says Free’s apply meanwhile', async () => {
    const { user } = renderSettings()
    expect(
      screen.queryByLabelText('Requests per minute (agreed)'),
    ).not.toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Plan'), 'Enterprise')
    expect(savedPlan()).toEqual({ plan: 'enterprise' })
    expect(tabs.plan.limits()).toMatchObject({
      perMinute: 60,
      perDay: 1_000,
      usingFreeFallback: true,
    })
    expect(screen.getByLabelText('Plan')).toHaveAccessibleDescription(
      /Until then, Free’s apply: 60 requests per minute, 1,000 requests per day/,
    )
    expect(screen.getByRole('status')).toHaveTextContent(
      'Free’s limits apply until both agreed numbers are entered.',
    )
    expect(
      screen.getByRole('group', { name: 'Agreed Enterprise limits' }),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Requests per minute (agreed)')).toHaveValue(
      '',
    )
    expect(screen.getByLabelText('Requests per day (agreed)')).toHaveValue('')
  })

  it('saves each agreed number when its field is left, once valid', async () => {
    const { user } = renderSettings()
    await user.selectOptions(screen.getByLabelText('Plan'), 'Enterprise')
    const perMinute = screen.getByLabelText('Requests per minute (agreed)')
    const perDay = screen.getByLabelText('Requests per day (agreed)')

    await user.type(perMinute, '2,000')
    // Nothing saved while typing.
    expect(tabs.plan.get().perMinute).toBeUndefined()
    await user.tab()
    expect(perDay).toHaveFocus()
    expect(savedPlan()).toEqual({ plan: 'enterprise', perMinute: 2_000 })
    expect(tabs.plan.limits().usingFreeFallback).toBe(true)

    await user.type(perDay, '500000{Enter}')
    expect(savedPlan()).toEqual({
      plan: 'enterprise',
      perMinute: 2_000,
      perDay: 500_000,
    })
    expect(tabs.plan.limits()).toEqual({
      plan: 'enterprise',
      perMinute: 2_000,
      perDay: 500_000,
      usingFreeFallback: false,
    })
    expect(screen.getByLabelText('Plan')).toHaveAccessibleDescription(
      'Agreed: 2,000 requests per minute, 500,000 requests per day',
    )
    expect(screen.getByRole('status')).toHaveTextContent(
      'Saved: Enterprise, 2,000 requests per minute, 500,000 requests per day.',
    )
  })

  it.each([
    ['', 'Enter the requests per minute agreed for your plan'],
    ['0', 'Enter at least 1 request'],
    ['12.5', 'Enter a whole number of requests, for example 2000'],
    ['lots', 'Enter a whole number of requests, for example 2000'],
  ])(
    'refuses %j with a message tied to the field, saving nothing',
    async (typed, message) => {
      const { user } = renderSettings()
      await user.selectOptions(screen.getByLabelText('Plan'), 'Enterprise')
      const perMinute = screen.getByLabelText('Requests per minute (agreed)')
      expect(perMinute).not.toHaveAttribute('aria-invalid')
      await user.click(perMinute)
      if (typed) await user.type(perMinute, typed)
      await user.tab()
      expect(perMinute).toHaveAttribute('aria-invalid', 'true')
      expect(perMinute).toHaveAccessibleDescription(
        expect.stringContaining(message),
      )
      expect(screen.getByText(message)).toHaveClass('error')
      expect(savedPlan()).toEqual({ plan: 'enterprise' })
    },
  )

  it('clears the message as the typing is fixed, and keeps the last valid number meanwhile', async () => {
    savePlan(tabs.plan, { plan: 'enterprise', perMinute: 400, perDay: 9_000 })
    const { user } = renderSettings()
    const perMinute = screen.getByLabelText('Requests per minute (agreed)')
    expect(perMinute).toHaveValue('400')
    await user.clear(perMinute)
    await user.tab()
    expect(perMinute).toHaveAttribute('aria-invalid', 'true')
    expect(tabs.plan.limits().perMinute).toBe(400)
    await user.type(perMinute, '450')
    expect(perMinute).not.toHaveAttribute('aria-invalid')
    expect(
      screen.queryByText('Enter the requests per minute agreed for your plan'),
    ).not.toBeInTheDocument()
    await user.tab()
    expect(tabs.plan.limits().perMinute).toBe(450)
  })

  it('keeps agreed numbers when another plan is chosen and back', async () => {
    savePlan(tabs.plan, { plan: 'enterprise', perMinute: 400, perDay: 9_000 })
    const { user } = renderSettings()
    await user.selectOptions(screen.getByLabelText('Plan'), 'Pro')
    expect(tabs.plan.limits().perMinute).toBe(300)
    await user.selectOptions(screen.getByLabelText('Plan'), 'Enterprise')
    expect(tabs.plan.limits().perMinute).toBe(400)
    expect(screen.getByLabelText('Requests per minute (agreed)')).toHaveValue(
      '400',
    )
  })

  it('works from the keyboard, in order', async () => {
    savePlan(tabs.plan, { plan: 'enterprise' })
    const { user } = renderSettings()
    await user.tab()
    expect(screen.getByLabelText('Plan')).toHaveFocus()
    await user.tab()
    expect(screen.getByLabelText('Requests per minute (agreed)')).toHaveFocus()
    await user.keyboard('120')
    await user.tab()
    expect(screen.getByLabelText('Requests per day (agreed)')).toHaveFocus()
    expect(tabs.plan.get().perMinute).toBe(120)
  })

  describe('today’s usage', () => {
    it('counts requests from this browser, and says demo requests are not counted', () => {
      renderSettings()
      expect(screen.getByText(/^Today:/).parentElement).toHaveTextContent(
        'Today: 0 requests of 1,000 sent from this browser. Demo mode requests are not counted',
      )
      act(() => {
        for (let index = 0; index < 3; index += 1) limits.day.recordSend()
      })
      expect(screen.getByText(/^Today:/).parentElement).toHaveTextContent(
        'Today: 3 requests of 1,000 sent from this browser.',
      )
    })

    it('gives the server’s figure when its headers describe the daily limit', () => {
      saveLiveConnection()
      renderSettings()
      act(() => {
        limits.day.recordSend()
        limits.headers.seen.set({
          limit: 1_000,
          remaining: 80,
          resetAt: null,
          seenAt: Date.now(),
        })
      })
      const usage = screen.getByText(/^Today:/).parentElement
      expect(usage).toHaveTextContent(
        'Today: 920 of 1,000 requests used, as the server reports for this key (all browsers and devices); 1 request was sent from this browser. The daily limit is nearly reached.',
      )
      expect(usage).not.toHaveTextContent('Demo')
    })
  })
})

describe('PlanSettings in Spanish', () => {
  it('names, counts (a plural) and numbers in Spanish', async () => {
    const language = await spanishLanguage()
    const user = userEvent.setup()
    render(
      <LanguageContext value={language}>
        <PlanSettings />
      </LanguageContext>,
      inTabs(tabs),
    )
    expect(
      screen.getByRole('heading', { name: 'Plan y límites de solicitudes' }),
    ).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Plan'), 'Pro')
    expect(screen.getByLabelText('Plan')).toHaveAccessibleDescription(
      '300 solicitudes por minuto, 10.000 solicitudes por día',
    )
    expect(screen.getByText(/^Hoy:/).parentElement).toHaveTextContent(
      'Hoy: 0 solicitudes de 10.000 enviadas desde este navegador.',
    )
    act(() => limits.day.recordSend())
    expect(screen.getByText(/^Hoy:/).parentElement).toHaveTextContent(
      'Hoy: 1 solicitud de 10.000 enviada desde este navegador.',
    )
    await user.selectOptions(screen.getByLabelText('Plan'), 'Enterprise')
    const perMinute = screen.getByLabelText(
      'Solicitudes por minuto (acordadas)',
    )
    await user.type(perMinute, '2.5')
    await user.tab()
    expect(
      screen.getByText(
        'Introduzca un número entero de solicitudes, por ejemplo 2000',
      ),
    ).toHaveClass('error')
  })
})
