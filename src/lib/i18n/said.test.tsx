import { render } from '@testing-library/react'
import { browserChannel } from '../tabs/browser-tabs'
import { describe, expect, it } from 'vitest'
import { createLanguage } from './language'
import { defineMessages } from './messages'
import { englishOf, type Said, say } from './said'
import { useSaid } from './use-said'
import { LanguageContext } from './use-messages'

const messages = defineMessages('saidTest', {
  late: 'Wait until {until}.',
  dogs: { one: '{count} dog', other: '{count} dogs' },
  page: '{problem} (a web page came).',
  gone: 'Gone',
  status: 'HTTP {status}',
})

const spanish = {
  'saidTest.late': 'Espere hasta el {until}.',
  'saidTest.dogs': { one: '{count} perro', other: '{count} perros' },
  'saidTest.page': '{problem} (llegó una página web).',
  'saidTest.gone': 'No está',
  'saidTest.status': 'HTTP {status}',
}

const UNTIL = new Date(Date.UTC(2030, 0, 15, 12, 0, 0))

function Words({ said }: { said: Said }) {
  return <p>{useSaid(said)}</p>
}

async function inSpanish(said: Said): Promise<string | null> {
  const language = createLanguage({
    channel: browserChannel(),
    load: () => Promise.resolve(spanish),
    browser: ['es'],
  })
  await language.ready
  const { container } = render(
    <LanguageContext value={language}>
      <Words said={said} />
    </LanguageContext>,
  )
  return container.textContent
}

describe('Said', () => {
  it('is English for messages and logs, numbers, plurals and dates as before', () => {
    expect(englishOf(say(messages, 'dogs', { count: 12000 }))).toBe(
      '12,000 dogs',
    )
    expect(englishOf(say(messages, 'late', { until: UNTIL }))).toBe(
      `Wait until ${UNTIL.toLocaleString()}.`,
    )
    expect(englishOf(say(messages, 'page', { problem: { key: 'gone' } }))).toBe(
      'Gone (a web page came).',
    )
  })

  it('is spoken in the chosen language when shown: plurals, dates and the message inside', async () => {
    expect(await inSpanish(say(messages, 'dogs', { count: 1 }))).toBe('1 perro')
  })

  it('puts a date in as the chosen language writes it', async () => {
    expect(await inSpanish(say(messages, 'late', { until: UNTIL }))).toBe(
      `Espere hasta el ${UNTIL.toLocaleString('es')}.`,
    )
  })

  it('speaks a message inside another, with its own values', async () => {
    expect(
      await inSpanish(
        say(messages, 'page', {
          problem: { key: 'status', values: { status: 418 } },
        }),
      ),
    ).toBe('HTTP 418 (llegó una página web).')
    expect(
      await inSpanish(say(messages, 'page', { problem: { key: 'gone' } })),
    ).toBe('No está (llegó una página web).')
  })
})
