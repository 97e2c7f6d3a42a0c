import { renderHook } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { LanguageContext, useMessages } from '../../lib/i18n/use-messages'
import { spanishLanguage } from '../../test/spanish'
import { domainsMessages } from './domains-messages'
import {
  canMove,
  certificateOverdue,
  type DomainStatus,
  formatAgo,
  type StatusEvent,
  timingNote,
  verificationAttemptAt,
} from './domain-status'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const T0 = Date.UTC(2030, 0, 1, 12)

function domain(status: DomainStatus, events: StatusEvent[]) {
  return { status, events }
}

/** The page's words in English, as its components get them. */
const english = () =>
  renderHook(() => useMessages(domainsMessages)).result.current.t

/** The timing note in English. */
const note = (...args: [Parameters<typeof timingNote>[1], number]) =>
  timingNote(english(), ...args)

describe('relative times', () => {
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [MINUTE, '1 min ago'],
    [59 * MINUTE, '59 min ago'],
    [3 * HOUR + 20 * MINUTE, '3 h ago'],
    [47 * HOUR, '47 h ago'],
    [50 * HOUR, '2 days ago'],
    [-5_000, 'just now'],
  ])('%i ms is “%s”', (ms, text) => {
    expect(formatAgo(english(), ms)).toBe(text)
  })
})

describe('in Spanish', () => {
  it('says times and notes in Spanish, with plural days', async () => {
    const language = await spanishLanguage()
    const spanish = renderHook(() => useMessages(domainsMessages), {
      wrapper: ({ children }: { children: ReactNode }) =>
        createElement(LanguageContext, { value: language }, children),
    }).result.current.t
    expect(formatAgo(spanish, 30_000)).toBe('ahora mismo')
    expect(formatAgo(spanish, 3 * HOUR)).toBe('hace 3 h')
    expect(formatAgo(spanish, 50 * HOUR)).toBe('hace 2 días')
    const events = [
      { kind: 'added', at: T0 },
      { kind: 'record-set', at: T0 + HOUR },
    ] as const
    expect(
      timingNote(spanish, domain('record-set', [...events]), T0 + 4 * HOUR),
    ).toBe('hace 3 h; la propagación puede tardar hasta 48 h')
    expect(spanish('needs-attention')).toBe('Requiere atención')
  })
})

describe('moves', () => {
  it('follows the procedure, with Needs attention as the way back', () => {
    expect(canMove('added', 'record-set')).toBe(true)
    expect(canMove('record-set', 'verified')).toBe(true)
    expect(canMove('record-set', 'needs-attention')).toBe(true)
    expect(canMove('verified', 'certificate-issued')).toBe(true)
    expect(canMove('verified', 'needs-attention')).toBe(true)
    expect(canMove('needs-attention', 'record-set')).toBe(true)
    expect(canMove('added', 'verified')).toBe(false)
    expect(canMove('certificate-issued', 'added')).toBe(false)
  })
})

describe('timing notes', () => {
  const added = { kind: 'added', at: T0 } as const
  const set = { kind: 'record-set', at: T0 + HOUR } as const

  it('says when the record was set and that propagation can take 48 h', () => {
    expect(note(domain('record-set', [added, set]), T0 + 4 * HOUR)).toBe(
      '3 h ago; propagation can take up to 48 h',
    )
  })

  it('says when the 48 hours have passed', () => {
    expect(note(domain('record-set', [added, set]), T0 + 50 * HOUR)).toBe(
      '2 days ago; the 48 h propagation time has passed',
    )
  })

  it('says since when verification failed', () => {
    expect(
      note(
        domain('needs-attention', [
          added,
          set,
          { kind: 'needs-attention', at: T0 + 2 * HOUR },
        ]),
        T0 + 2 * HOUR,
      ),
    ).toBe('just now')
  })

  it('times the wait for the certificate from the last attempt', () => {
    const verified = { kind: 'verified', at: T0 + 2 * HOUR } as const
    const events = [added, set, verified]
    expect(note(domain('verified', events), T0 + 2 * HOUR + 5 * MINUTE)).toBe(
      '5 min ago',
    )
    const again = [...events, { kind: 'reverify', at: T0 + 3 * HOUR } as const]
    expect(verificationAttemptAt(again)).toBe(T0 + 3 * HOUR)
    expect(note(domain('verified', again), T0 + 3 * HOUR)).toMatch('just now')
  })

  it('covers the other statuses', () => {
    expect(note(domain('added', [added]), T0 + 10 * MINUTE)).toBe('10 min ago')
    expect(
      note(
        domain('certificate-issued', [
          added,
          { kind: 'certificate-issued', at: T0 + HOUR },
        ]),
        T0 + 2 * HOUR,
      ),
    ).toBe('1 h ago')
  })
})

describe('no certificate after 30 minutes', () => {
  const verifiedAt = T0
  const events: StatusEvent[] = [
    { kind: 'added', at: T0 - HOUR },
    { kind: 'record-set', at: T0 - HOUR },
    { kind: 'verified', at: verifiedAt },
  ]

  it('is overdue from 30 minutes after verification', () => {
    const d = domain('verified', events)
    expect(certificateOverdue(d, verifiedAt + 29 * MINUTE)).toBe(false)
    expect(certificateOverdue(d, verifiedAt + 30 * MINUTE)).toBe(true)
  })

  it('starts the wait again on Re-verify', () => {
    const reverified = domain('verified', [
      ...events,
      { kind: 'reverify', at: verifiedAt + 40 * MINUTE },
    ])
    expect(certificateOverdue(reverified, verifiedAt + 45 * MINUTE)).toBe(false)
    expect(certificateOverdue(reverified, verifiedAt + 70 * MINUTE)).toBe(true)
  })

  it('never applies once the certificate is issued', () => {
    expect(
      certificateOverdue(
        domain('certificate-issued', [
          ...events,
          { kind: 'certificate-issued', at: verifiedAt + HOUR },
        ]),
        verifiedAt + 5 * HOUR,
      ),
    ).toBe(false)
  })
})
