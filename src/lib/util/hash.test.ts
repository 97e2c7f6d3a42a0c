import { hashText } from './hash'

describe('hashText', () => {
  it('gives 16 hex digits, the same for the same text', () => {
    expect(hashText('https://api.example.com/v1\nsk_live_1')).toMatch(
      /^[0-9a-f]{16}$/,
    )
    expect(hashText('x')).toBe(hashText('x'))
  })

  it('tells apart servers and keys that differ by one character', () => {
    const names = new Set(
      [
        'https://api.example.com/v1\nsk_live_1',
        'https://api.example.com/v1\nsk_live_2',
        'https://api.example.com/v2\nsk_live_1',
        'http://api.example.com/v1\nsk_live_1',
        '',
      ].map(hashText),
    )
    expect(names.size).toBe(5)
  })

  it('never contains the text it names', () => {
    expect(hashText('sk_live_secret')).not.toContain('secret')
  })
})
