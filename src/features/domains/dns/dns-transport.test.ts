import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/http/api-error'
import { dnsTransport } from './dns-transport'

describe('dnsTransport', () => {
  it('is demo mode’s answers, for the CNAME value in use', async () => {
    const answers = () => Promise.resolve(Response.json({ Status: 0 }))
    const provider = vi.fn(() => Promise.resolve(answers))
    expect(await dnsTransport(provider, 'edge.example.test')).toBe(answers)
    expect(provider).toHaveBeenCalledWith('edge.example.test')
  })

  it('says demo mode is unavailable when its answers cannot load', async () => {
    const missing = dnsTransport(null, null)
    await expect(missing).rejects.toBeInstanceOf(ApiError)
    await expect(missing).rejects.toMatchObject({
      kind: 'config',
      code: 'demo_unavailable',
    })
    const failing = () => Promise.reject(new Error('offline'))
    await expect(dnsTransport(failing, null)).rejects.toMatchObject({
      code: 'demo_unavailable',
    })
  })
})
